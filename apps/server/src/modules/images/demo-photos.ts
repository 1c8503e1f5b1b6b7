import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { demoPhotoSizes } from '@lutong/shared';
import { AppError } from '../../lib/errors.js';
import { createWorkQueue } from '../../lib/work-queue.js';
import { drawingAsJpeg } from './image-processing.js';

/** Demo drawings turned into JPEGs at once in this process (a 640 px one takes about 0.2 s). */
export const DEMO_RENDER_CONCURRENCY = 1;
/** Renders that may wait: more than every demo drawing's copies (682 drawings x 3 in the seed). */
const DEMO_RENDER_WAITING = 4096;

const COPY_FILE = /^(\d{2,4})\.jpg$/;

export type DemoPhotos = {
  /** The JPEG copy `width` wide of the demo drawing `name`; null when there is none to make. */
  copy: (name: string, width: number) => Promise<Buffer | null>;
};

/**
 * Decision 050: the demo photos are SVG drawings (seed/write-images.ts) that take a slow phone's
 * CPU 300 to 700 ms to draw; the pages ask for their JPEG copies instead (photoSources). A copy is
 * drawn from the SVG with sharp on its first request, once (two requests at once share the work),
 * and kept in `cacheDir` under the SVG's content hash: a later request, another process or a
 * restart reads the file, and a reseeded drawing that changed gets a new copy. Nothing is drawn at
 * start or at seed time, so tests and `npm run dev` pay nothing for the copies nobody asks for.
 */
export function createDemoPhotos(deps: {
  /** where the seed writes the drawings: `<uploadsDir>/demo/<name>.svg` */
  uploadsDir: string;
  cacheDir: string;
}): DemoPhotos {
  const queue = createWorkQueue({
    concurrency: DEMO_RENDER_CONCURRENCY,
    maxWaiting: DEMO_RENDER_WAITING,
    onFull: () => new AppError('RATE_LIMITED'),
  });
  const drawing = new Map<string, Promise<Buffer>>();

  return {
    async copy(name, width) {
      const sizes = demoPhotoSizes(name);
      const size = sizes.find((s) => s.width === width);
      const drawn = sizes.at(-1);
      if (!size || !drawn) return null;
      const svg = await readFile(path.join(deps.uploadsDir, 'demo', `${name}.svg`)).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return null;
          throw error;
        },
      );
      if (!svg) return null;
      const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
      const file = path.join(deps.cacheDir, `${name}-${width}-${hash}.jpg`);
      const cached = await readFile(file).catch(() => null);
      if (cached) return cached;
      let job = drawing.get(file);
      if (!job) {
        job = queue
          .run(() => {
            // a cover copy needs the drawing at least as large as the copy both ways
            const scale = Math.max(size.width / drawn.width, size.height / drawn.height);
            return drawingAsJpeg(svg, size, Math.min(1, scale));
          })
          .then(async (jpeg) => {
            // written whole, then renamed: another process never reads half a file
            await mkdir(deps.cacheDir, { recursive: true });
            const part = `${file}.${randomUUID()}.part`;
            await writeFile(part, jpeg);
            await rename(part, file);
            return jpeg;
          })
          .finally(() => drawing.delete(file));
        drawing.set(file, job);
      }
      return job;
    },
  };
}

/**
 * GET /uploads/demo/<name>/<width>.jpg: a demo drawing's JPEG copy, cached as long as an upload
 * (its bytes change only when the drawing does, and the seed draws the same one for a name). A
 * drawing sharp cannot read sends the browser to the SVG itself.
 */
export function registerDemoPhotos(app: FastifyInstance, photos: DemoPhotos): void {
  app.get<{ Params: { name: string; file: string } }>(
    '/uploads/demo/:name/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name, file } = request.params;
      const width = Number(COPY_FILE.exec(file)?.[1]);
      const jpeg = await photos.copy(name, width).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        request.log.warn({ err: error, name }, 'demo drawing not drawn as a JPEG');
        return 'svg' as const;
      });
      if (jpeg === 'svg') return reply.redirect(`/uploads/demo/${name}.svg`, 302);
      if (!jpeg) throw new AppError('NOT_FOUND');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/jpeg')
        .send(jpeg);
    },
  );
}
