// Bundle sizes per route: what a first visit to each lazy route downloads, from Vite's manifest.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routePatterns } from '@lutong/shared';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type Size = { raw: number; gzip: number };
export type RouteBundle = { route: string; page: string; js: Size; css: Size; files: number };

export const manifestPath = (webDist: string) => path.join(webDist, '.vite/manifest.json');

/** The lazy pages declared in the router: component name -> the module it imports. */
function lazyPages(routerSource: string): { name: string; module: string }[] {
  const declaration = /const (\w+) = lazyPage\(\s*\(\) => import\('([^']+)'\)/g;
  return [...routerSource.matchAll(declaration)].map((m) => ({ name: m[1]!, module: m[2]! }));
}

/** The URL pattern the router gives a page component (`path: routePatterns.x, element: <X`). */
function routeOf(routerSource: string, component: string): string {
  const route = new RegExp(
    `path:\\s*([^,]+),\\s*element:\\s*(?:\\(\\s*<Suspense[^>]*>\\s*)?<${component}\\b`,
  );
  const planned = new RegExp(`planned\\((routePatterns\\.\\w+)`);
  const found =
    routerSource.match(route)?.[1] ??
    (component === 'PlannedPage' ? routerSource.match(planned)?.[1] : undefined);
  if (!found) return `(${component})`;
  const key = found.match(/^routePatterns\.(\w+)$/)?.[1];
  if (key && key in routePatterns) return routePatterns[key as keyof typeof routePatterns];
  return found.replace(/^'(.*)'$/, '$1');
}

/** The manifest key of a module imported from src/app/router.tsx ('./routes/home-page'). */
function manifestKey(manifest: Manifest, module: string): string {
  const base = path.posix.join('src/app', module);
  const key = ['.tsx', '.ts'].map((ext) => base + ext).find((k) => k in manifest);
  if (!key) throw new Error(`${base} is not in the Vite manifest`);
  return key;
}

/**
 * A chunk and everything it imports statically, transitively: the browser fetches all of them
 * (Vite preloads a dynamic import's static dependencies with it). Dynamic imports are left out:
 * they load only when the page asks for them (the map, for instance).
 */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) staticClosure(manifest, dependency, seen);
  return seen;
}

function sizeOf(webDist: string, files: Iterable<string>): Size {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(webDist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

function bundleOf(webDist: string, manifest: Manifest, keys: Set<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js: sizeOf(webDist, js), css: sizeOf(webDist, css), files: js.size + css.size };
}

/** First-visit JS and CSS of every lazy route: the entry's closure plus the route chunk's. */
export function measureRouteBundles(webDist: string, routerFile: string): RouteBundle[] {
  if (!existsSync(manifestPath(webDist))) {
    throw new Error(`${manifestPath(webDist)} is missing: build the web app with manifest: true`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath(webDist), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  const routerSource = readFileSync(routerFile, 'utf8');
  return lazyPages(routerSource).map(({ name, module }) => {
    const keys = staticClosure(
      manifest,
      manifestKey(manifest, module),
      staticClosure(manifest, entry),
    );
    return { route: routeOf(routerSource, name), page: name, ...bundleOf(webDist, manifest, keys) };
  });
}
