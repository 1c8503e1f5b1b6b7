import { eq } from 'drizzle-orm';
import { photoKey, type PhotoKind } from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { dishes, orderLines, users } from '../../db/schema/index.js';
import type { Storage } from '../../providers/storage/storage.js';
import { copiesOf } from './image-processing.js';

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A photo stored before issue 22, without copies: `<kind>/<user id>/<photo id>.<jpg|png>`. */
const WITHOUT_COPIES = new RegExp(`(dish|profile|brand)/(${ID})/(${ID})\\.(jpg|png)$`);

export type BackfillResult = { photos: number; failed: string[] };

/**
 * `npm run photos:thumbnails` (decision 038): gives every photo stored before issue 22 its
 * card-sized copies. Each is read, copied beside itself under the new shape
 * (`<kind>/<user id>/<photo id>/full.<ext>` and its copies, photoKey) and every row that shows it
 * is pointed at the new URL; the old file stays, so a page or order already holding its URL still
 * shows it. Run again, it finds nothing left to do; a photo that cannot be read is listed and
 * left as it is.
 */
export async function backfillPhotoCopies(deps: {
  db: Db;
  storage: Storage;
  log?: (line: string) => void;
}): Promise<BackfillResult> {
  const { db, storage } = deps;
  // the columns that may hold an upload's URL (an order line keeps its dish's)
  const found = await Promise.all([
    db.selectDistinct({ url: dishes.photo }).from(dishes),
    db.selectDistinct({ url: users.userPhoto }).from(users),
    db.selectDistinct({ url: users.brandPhoto }).from(users),
    db.selectDistinct({ url: orderLines.photo }).from(orderLines),
  ]);
  const urls = new Set(
    found
      .flat()
      .map((row) => row.url)
      .filter(
        (url): url is string => url !== null && storage.owns(url) && WITHOUT_COPIES.test(url),
      ),
  );
  const result: BackfillResult = { photos: 0, failed: [] };
  for (const url of urls) {
    try {
      const moved = await copyPhoto(storage, url);
      await db.transaction(async (tx) => {
        await tx.update(dishes).set({ photo: moved }).where(eq(dishes.photo, url));
        await tx.update(users).set({ userPhoto: moved }).where(eq(users.userPhoto, url));
        await tx.update(users).set({ brandPhoto: moved }).where(eq(users.brandPhoto, url));
        await tx.update(orderLines).set({ photo: moved }).where(eq(orderLines.photo, url));
      });
      result.photos += 1;
      deps.log?.(`${url} -> ${moved}`);
    } catch (error) {
      result.failed.push(url);
      deps.log?.(`${url}: ${(error as Error).message}`);
    }
  }
  return result;
}

/** Writes the photo at `url` and its copies under the new shape; answers its new URL. */
async function copyPhoto(storage: Storage, url: string): Promise<string> {
  const [oldKey, kindName, userId, photoId, extension] = WITHOUT_COPIES.exec(url) ?? [];
  if (!oldKey || !kindName || !userId || !photoId || !extension) throw new Error('not an upload');
  const kind = kindName as PhotoKind;
  const bytes = await storage.read(oldKey);
  const type = extension === 'png' ? 'image/png' : 'image/jpeg';
  // the copies first, as an upload does: a URL of the new shape always has its copies
  for (const copy of await copiesOf(bytes, kind)) {
    await putOnce(storage, photoKey(kind, userId, photoId, extension, copy.width), copy.body, type);
  }
  const fullKey = photoKey(kind, userId, photoId, extension);
  await putOnce(storage, fullKey, bytes, type);
  return url.slice(0, url.length - oldKey.length) + fullKey;
}

/** A run cut short may have written some of these: the same bytes are there already. */
async function putOnce(storage: Storage, key: string, body: Buffer, type: string): Promise<void> {
  try {
    await storage.put(key, body, type);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error;
  }
}
