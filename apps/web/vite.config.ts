import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogueModules } from './vite-i18n';

/**
 * Preloads the bundled web fonts from index.html, so they arrive with the app's code rather than
 * after the first text is drawn: text drawn in the fallback font first would move when the font
 * swaps in (a layout shift; issue 10 budgets: no layout shift).
 */
const preloadFonts: Plugin = {
  name: 'lutong:preload-fonts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) =>
      Object.keys(bundle ?? {})
        .filter((file) => file.endsWith('.woff2'))
        .sort()
        .map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `/${file}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          },
          injectTo: 'head',
        })),
  },
};

/**
 * Writes a .br and a .gz copy next to every text asset of the build, at the strongest settings
 * (done once at build time, not per request): the server sends them to browsers that accept them
 * (@fastify/static preCompressed). On slow mobile data the app's JavaScript is the largest download
 * before anything shows; brotli makes it about a third of its size.
 */
const precompress: Plugin = {
  name: 'lutong:precompress',
  apply: 'build',
  writeBundle(options) {
    const dir = options.dir ?? 'dist';
    for (const file of listFiles(dir)) {
      if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
      const bytes = readFileSync(file);
      if (bytes.length < 1024) continue;
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    }
  },
};

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

// Small modules that three or more pages share, in one chunk: on a phone each file costs a round
// trip of its own (slow 4G: 562 ms, six at a time), and the bazaar's were eight files of under a
// kilobyte (issue 10: bazaar LCP). Only our own code: a library's modules stay where they were.
// Not our small zod schemas (`*-input.ts`, `schemas.ts`): in the common chunk they would bring zod
// to every page that loads it (the landing's first visit grew by 26 kB, decision 041). Nor the
// whole message list (`messages.ts`, 4 kB): the first download's few are in `first-messages.ts`.
// Nor what those modules import in turn (a library's hook, the cart's rules): each stays with the
// pages that use it, so the landing's first visit does not bring the cart's (2.3 kB, issue 22).
// Nor the shared wording functions' tables (`words.ts`, `order-words.ts`): in `common` they made
// every page that loads it fetch their texts in both languages (1.9 kB, decision 049).
const sharedSmallModules = {
  name: 'common',
  minShareCount: 3,
  maxModuleSize: 1500,
  includeDependenciesRecursively: false,
  test: /(apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/](?!.*(-input|schemas)\.ts$)(?!(.*[\\/])?(first-)?messages\.ts$)(?!.*(order-history|use-guest-cart|words|order-words)\.ts$)/,
};

// The same for what only the pages that order, pay and sign in use (the cart's and the orders'
// rules and code, the login card, the form fields): kept out of `common`, which the landing loads
// (decision 044: the landing's first visit with the i18n runtime). Their own dependencies stay where
// they are (`common`), so that the landing does not load this chunk for one of them. Not the order
// history's queries (in neither chunk): /menu needs only them to find the last menu, and the
// `shop` chunk with the cart's rules it brings were 3.5 kB of its first visit (issue 23).
const sharedShopModules = {
  name: 'shop',
  priority: 1,
  minShareCount: 3,
  maxModuleSize: 1500,
  includeDependenciesRecursively: false,
  test: /[\\/](features[\\/](cart|auth|orders)[\\/](?!api[\\/]order-history\.ts$)(?!utils[\\/]use-guest-cart\.ts$)|sellers[\\/]open-days|orders[\\/]rules|components[\\/](text-field|phone-field|star-rating)|phone\.ts)/,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), catalogueModules(), ...(isSsrBuild ? [] : [preloadFonts, precompress])],
  resolve: {
    // @lutong/shared exports its TypeScript source under the 'source' condition.
    conditions: ['source', ...defaultClientConditions],
  },
  // No dev server of its own: `npm run dev` runs Vite inside the API server, on its port and origin
  // (apps/server/src/plugins/web-dev.ts, decision 035).
  // The server build (entry-server.tsx, for apps/server) takes its libraries from node_modules at
  // run time, and draws our CSS imports (fonts.css included) as nothing.
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json maps each source module to its chunk: bench/web.ts adds up what
        // a first visit to each route downloads, and the server preloads a page's chunks.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the entry imports statically in one chunk: every visit downloads all of
              // it anyway, and split into React, the API client, the messages and so on, each file
              // was compressed on its own (2-3 kB more gzip on every route, issue 10 budgets).
              groups: [
                { name: 'index', tags: ['$initial'], priority: 2 },
                sharedShopModules,
                sharedSmallModules,
              ],
            },
          },
        },
      },
}));
