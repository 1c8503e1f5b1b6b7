import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '@lutong/shared';
import type { PageSource } from '../modules/sellers/web-pages.js';

export const webRoot = fileURLToPath(new URL('../../../web', import.meta.url));

export type WebDevServer = PageSource & {
  /** Vite's own requests (modules, /@vite/client, public files); `next` when it has none */
  serve: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
};

/**
 * `npm run dev` (WEB_DEV=true, never in production): the web app from its sources through Vite in
 * middleware mode, on the API's own port and origin, with hot reload over the API server's
 * WebSocket upgrades. Pages stay the server's (the bazaar drawn here, the session read here), from
 * Vite's index.html and the server entry loaded from source (decision 035). Vite is a development
 * dependency: it is loaded only here.
 */
export async function startWebDevServer(app: FastifyInstance): Promise<WebDevServer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    clearScreen: false,
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => vite.close());
  const warmed = new WeakSet<PageRenderer>();
  return {
    webDistDir: null,
    indexHtml: async (url) =>
      vite.transformIndexHtml(url, await readFile(path.join(webRoot, 'index.html'), 'utf8')),
    renderer: async () => {
      try {
        const { renderer } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as {
          renderer: PageRenderer;
        };
        if (!warmed.has(renderer)) {
          await renderer.warmUp();
          warmed.add(renderer);
        }
        return renderer;
      } catch (error) {
        // a page being edited may not compile: the browser draws it (and shows Vite's overlay)
        app.log.error({ err: error }, 'the web app server entry did not load');
        return null;
      }
    },
    serve: (req, res, next) => vite.middlewares(req, res, next),
  };
}
