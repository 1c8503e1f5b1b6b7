// The service worker's build (decision 046), after the app's (`npm run build -w @lutong/web`):
// src/sw/service-worker.ts and workbox bundled into one classic script, dist/sw.js, with the
// precache list written in from what the app's build made.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type UserConfig } from 'vite';

type PrecacheEntry = { url: string; revision: string | null };
type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

/**
 * The app shell: index.html's code and styles and those of the pages a visitor opens first and
 * can read offline (the landing, the bazaar, a menu: the route modules the server preloads,
 * apps/server/src/modules/sellers/web-pages.ts), with everything they import statically, and the
 * parts of the app frame it loads later. Other
 * pages' code is kept by the worker once a visit has loaded it.
 */
export const SHELL_SOURCES = [
  'index.html',
  'src/app/routes/home-page.tsx',
  'src/features/bazaar/routes/bazaar-page.tsx',
  'src/app/routes/menu-route.tsx',
];
/**
 * The catalogue's namespaces those pages show (decision 044), in both languages: offline, a page
 * started from the stored shell fetches its texts like any other file.
 */
export const SHELL_NAMESPACES = [
  'common',
  'landing',
  'address',
  'bazaar',
  'menu',
  'dishTags',
  'cart',
  'favourites',
  'messages',
];
const LOCALES = ['en', 'fil'];

/** Files outside assets/ precached by their content's hash (their URL does not change). */
const UNHASHED = ['index.html', 'manifest.webmanifest', 'favicon.svg', 'icons/icon-192.png'];

export function precacheList(dist: string): PrecacheEntry[] {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the app first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  SHELL_SOURCES.forEach(visit);
  // the app frame's own parts loaded later (the chef splash, the footer, the session's helpers):
  // without them an offline page would fail; the other pages come in their own routes' chunks
  for (const part of manifest['index.html']?.dynamicImports ?? []) {
    if (!part.includes('/routes/')) visit(part);
  }
  // the texts of the shell's pages, and where each language's namespaces are
  for (const locale of LOCALES) {
    visit(`virtual:lb-i18n/loaders/${locale}`);
    for (const namespace of SHELL_NAMESPACES) visit(`virtual:lb-i18n/${locale}/${namespace}`);
  }
  // the brand fonts index.html preloads
  for (const name of readdirSync(path.join(dist, 'assets'))) {
    if (name.endsWith('.woff2')) files.add(`assets/${name}`);
  }
  const hash = (file: string) =>
    createHash('sha256')
      .update(readFileSync(path.join(dist, file)))
      .digest('hex')
      .slice(0, 16);
  return [
    ...UNHASHED.map((file) => ({ url: `/${file}`, revision: hash(file) })),
    ...[...files].sort().map((file) => ({ url: `/${file}`, revision: null })),
  ];
}

export default defineConfig((): UserConfig => {
  const dist = path.resolve(import.meta.dirname, 'dist');
  return {
    publicDir: false,
    define: {
      'self.__WB_MANIFEST': JSON.stringify(precacheList(dist)),
      // workbox's development logging stays out
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      lib: {
        entry: path.resolve(import.meta.dirname, 'src/sw/service-worker.ts'),
        formats: ['iife'],
        name: 'lutongServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  };
});
