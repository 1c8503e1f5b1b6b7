import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { constants as zlib } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { BAZAAR_STORED_COOKIES, messages, type PageRenderer } from '@lutong/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { MenuCache } from '../modules/sellers/menu-cache.js';
import { createWebPages, type PageSource, type PageVisitor } from '../modules/sellers/web-pages.js';
import type { UsersView } from '../modules/users/users.view.js';
import { requestLocale } from '../lib/i18n.js';
import { loadSession } from './auth.js';
import { asksForPage } from './page-requests.js';

type StaticDeps = {
  config: Config;
  db: Db;
  menus: MenuCache;
  view: UsersView;
  clock: () => Date;
  webDistDir: string;
};

/**
 * Uploaded photos, the built web app, and the app's page for every other GET of a page. What is
 * not compressed already (pages, SVG photos) is compressed for browsers that accept it; the API's
 * JSON is not (these are in a scope of their own).
 */
export async function registerStaticFiles(app: FastifyInstance, deps: StaticDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      // a page is written for each request: quick brotli, still far smaller than gzip
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
    });
    await serveFiles(scope, deps);
  });
}

async function serveFiles(app: FastifyInstance, deps: StaticDeps): Promise<void> {
  const { config, webDistDir } = deps;
  const uploads = path.join(config.dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    // every upload gets a new name (storage.ts), so a URL's bytes never change
    maxAge: '365d',
    immutable: true,
  });
  // npm run dev: the web app from source through Vite, on this port (decision 035)
  const dev = config.webDev ? await (await import('./web-dev.js')).startWebDevServer(app) : null;
  const hasWeb = !dev && existsSync(path.join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      // '/' is a page like the others (below), written for its visitor
      index: false,
      // the build writes .br and .gz copies of text assets (apps/web/vite.config.ts precompress)
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header('cache-control', webFileCacheControl(path.relative(webDistDir, filePath)));
      },
    });
  }
  const source = dev ?? (hasWeb ? await builtPages(app, webDistDir) : null);
  const pages = source
    ? createWebPages({
        source,
        log: app.log,
        db: deps.db,
        menus: deps.menus,
        publicUrl: config.publicUrl,
        clock: deps.clock,
      })
    : null;

  // Pages are not API requests, so the auth hook has not read their session.
  const visitor = async (request: FastifyRequest): Promise<PageVisitor> => {
    const session = { db: deps.db, cookie: { name: config.session.cookieName }, clock: deps.clock };
    await loadSession(request, session);
    const user = request.user ? await deps.view.publicUser(request.user) : null;
    const stored: Record<string, string> = {};
    for (const [key, cookie] of Object.entries(BAZAAR_STORED_COOKIES)) {
      const value = request.cookies[cookie];
      if (value !== undefined) stored[key] = value;
    }
    return {
      session: { loggedIn: user !== null, user },
      stored,
      locale: requestLocale(request, user?.language),
    };
  };

  const isPage = (request: FastifyRequest) =>
    pages !== null &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/_sim/') &&
    asksForPage(request.url, request.headers.accept);

  const notFound = (reply: FastifyReply) => reply.status(404).send(notFoundBody);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!pages) return notFound(reply);
    const who = await visitor(request);
    const page = await pages.render(request.url, who);
    if (page.redirect) return reply.redirect(page.redirect, 302);
    // the page's largest photo, asked for as soon as the response starts (decision 053)
    if (page.link) reply.header('link', page.link);
    // the page carries this visitor's login check: for them only, and asked for again each time;
    // a signed-in user's (their name, their cart) is kept by no cache at all (decision 051)
    return reply
      .status(page.status ?? 200)
      .header('cache-control', who.session.loggedIn ? 'private, no-store' : 'private, no-cache')
      .header('vary', 'cookie, accept-language')
      .type('text/html; charset=utf-8')
      .send(page.html);
  };

  // The web app's routes are client-side: '/' (whatever the client accepts, as a monitor may ask)
  // and any other GET or HEAD of a page get index.html.
  if (pages) app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler((request, reply) => {
    if (isPage(request)) return sendPage(request, reply);
    if (!dev || !isViteRequest(request)) return notFound(reply);
    // Vite's modules, its client and the app's public files, straight from Vite (not one log line
    // each: a page loads hundreds)
    request.log.level = 'warn';
    reply.hijack();
    dev.serve(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.setHeader('content-type', 'application/json; charset=utf-8');
      reply.raw.end(JSON.stringify(notFoundBody));
    });
  });
}

/**
 * How long a browser keeps a file of the web build, by its path in the build: hashed assets
 * forever; the app's icons a week and its manifest a day (decision 046: an installed app picks a
 * new one up within that); the rest (the page, the service worker, which the browser must check
 * on every navigation) revalidated each time.
 */
export function webFileCacheControl(file: string): string {
  const [top] = file.split(path.sep);
  if (top === 'assets') return 'public, max-age=31536000, immutable';
  if (top === 'icons') return 'public, max-age=604800';
  if (file === 'manifest.webmanifest') return 'public, max-age=86400';
  return 'no-cache';
}

const notFoundBody = { status: 'fail', code: 'NOT_FOUND', message: messages.notFound };

const isViteRequest = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  !request.url.startsWith('/_sim/') &&
  !request.url.startsWith('/uploads/');

/** The built web app's pages: its index.html and server build, read once. */
async function builtPages(app: FastifyInstance, webDistDir: string): Promise<PageSource> {
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const renderer = await loadPageRenderer(app, webDistDir);
  return { webDistDir, indexHtml: async () => indexHtml, renderer: async () => renderer };
}

/**
 * The web app's server build next to its browser build (apps/web dist-server, `npm run build`),
 * ready to draw pages; without it (or should it fail to load) pages are drawn by the browser alone.
 */
async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<PageRenderer | null> {
  const file = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    const { renderer } = (await import(pathToFileURL(file).href)) as { renderer: PageRenderer };
    await renderer.warmUp();
    return renderer;
  } catch (error) {
    app.log.error(
      { err: error },
      'the web app server build did not load: pages drawn in the browser',
    );
    return null;
  }
}
