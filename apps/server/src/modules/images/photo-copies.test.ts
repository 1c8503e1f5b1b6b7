import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoSources, type MenuChef } from '@lutong/shared';
import { users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { createDiskStorage } from '../../providers/storage/storage.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import { backfillPhotoCopies } from './photo-copies.js';

// npm run photos:thumbnails (decision 038): photos uploaded before the copies existed get them,
// and the rows showing them point at the new URL; the old URL keeps working.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8a4b2a' } })
    .jpeg()
    .toBuffer();

async function served(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return {
    status: res.statusCode,
    cache: String(res.headers['cache-control']),
    bytes: res.rawPayload,
  };
}

describe('npm run photos:thumbnails', () => {
  it('gives older uploads their copies, moves the rows to them and leaves demo drawings', async () => {
    const storage = createDiskStorage(path.join(t.config.dataDir, 'uploads'));
    const chefId = newId();
    const dishUrl = await storage.put(
      `dish/${chefId}/${newId()}.jpg`,
      await jpeg(960, 720),
      'image/jpeg',
    );
    const profileUrl = await storage.put(
      `profile/${chefId}/${newId()}.jpg`,
      await jpeg(480, 480),
      'image/jpeg',
    );
    const chef = await createChef(t.database.db, {
      id: chefId,
      userPhoto: profileUrl,
      brandPhoto: '/uploads/demo/brand-lola.svg',
    });
    await createDish(t.database.db, chef.id, { name: 'Adobo', photo: dishUrl });
    // a photo whose file is gone is reported and left alone
    const lost = `/uploads/dish/${chefId}/${newId()}.jpg`;
    await createDish(t.database.db, chef.id, { name: 'Lost', photo: lost });

    const lines: string[] = [];
    const first = await backfillPhotoCopies({
      db: t.database.db,
      storage,
      log: (l) => lines.push(l),
    });
    expect(first).toEqual({ photos: 2, failed: [lost] });

    const menu = await t
      .client()
      .get<{ data: { user: MenuChef } }>(`/api/v1/users/menu/${chef.id}`);
    const moved = menu.body.data.user.dishes.find((d) => d.name === 'Adobo')?.photo ?? '';
    expect(moved).toMatch(new RegExp(`^/uploads/dish/${chefId}/[0-9a-f-]{36}/full\\.jpg$`));
    const sizes = [];
    for (const source of photoSources(moved)) {
      const file = await served(source.url);
      expect(file.status, source.url).toBe(200);
      expect(file.cache).toContain('immutable');
      const meta = await sharp(file.bytes).metadata();
      sizes.push([meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      [320, 240],
      [480, 360],
      [960, 720],
    ]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, chef.id));
    expect(photoSources(row?.userPhoto ?? '').map((s) => s.width)).toEqual([160, 480]);
    expect(row?.brandPhoto).toBe('/uploads/demo/brand-lola.svg');
    expect(menu.body.data.user.dishes.find((d) => d.name === 'Lost')?.photo).toBe(lost);
    // the old URL, in pages and orders already sent, still shows the photo
    expect((await served(dishUrl)).status).toBe(200);

    // run again: nothing left but the lost photo
    expect(await backfillPhotoCopies({ db: t.database.db, storage })).toEqual({
      photos: 0,
      failed: [lost],
    });
  });
});
