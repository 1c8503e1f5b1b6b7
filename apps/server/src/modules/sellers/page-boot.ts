import { existsSync, readFileSync } from 'node:fs';
import { PAGE_BOOT_ELEMENT_ID, photoSrcSet, type PageBoot } from '@lutong/shared';

/** One chunk of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A page's own code: its route chunk and what that chunk imports, and their stylesheets. */
export type RouteAssets = { modules: string[]; styles: string[] };

export function readManifest(file: string): Manifest {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/**
 * The files the page built from `source` (a route module of the web app) loads after the entry:
 * the chunks it imports that the entry does not already hold, and their CSS. Empty when the build
 * has no such page.
 */
export function routeAssets(manifest: Manifest, source: string): RouteAssets {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const loaded = new Set<string>(entry ? [entry.file, ...closure(manifest, entry)] : []);
  const route = manifest[source];
  if (!route) return { modules: [], styles: [] };
  const chunks = [route.file, ...closure(manifest, route)].filter((f) => !loaded.has(f));
  const styles = [route, ...chunksOf(manifest, route)]
    .filter((c) => chunks.includes(c.file))
    .flatMap((c) => c.css ?? []);
  return { modules: chunks.map((f) => `/${f}`), styles: [...new Set(styles)].map((f) => `/${f}`) };
}

function chunksOf(manifest: Manifest, from: ManifestChunk): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (chunk: ManifestChunk) => {
    for (const key of chunk.imports ?? []) {
      const next = manifest[key];
      if (next && !seen.has(key)) {
        seen.set(key, next);
        visit(next);
      }
    }
  };
  visit(from);
  return [...seen.values()];
}

const closure = (manifest: Manifest, from: ManifestChunk) =>
  chunksOf(manifest, from).map((c) => c.file);

/** The app's entry script and stylesheet in the built index page. */
const ENTRY_SCRIPT = /<script type="module"[^>]*><\/script>\s*/;
const ENTRY_STYLE = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/;
const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;
const HTML_LANG = /<html lang="[^"]*"/;

/** A photo to preload: its URL, or the candidates and sizes of an image that has a srcset. */
export type PreloadImage = string | { href: string; srcset: string; sizes: string | null };

/** What a page's HTML gets before its scripts: its code, its stylesheets, its first photos. */
export type PagePreloads = RouteAssets & {
  images: PreloadImage[];
  /** the `sizes` the page draws its plain photo URLs at: their copies are preloaded as it picks */
  imageSizes?: string;
};

const attribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const IMG = /<img\b[^>]*>/g;
const unescaped = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const attributeOf = (tag: string, name: string): string | null => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? null : unescaped(value);
};

/**
 * The first `count` photos of a page the server drew, in document order: the first screen's
 * (issue 22: the landing's collage, the menu's header and first dishes).
 */
export function drawnPhotos(markup: string | undefined, count: number): PreloadImage[] {
  const photos: PreloadImage[] = [];
  for (const [tag] of (markup ?? '').matchAll(IMG)) {
    const href = attributeOf(tag, 'src');
    if (!href || href.startsWith('data:')) continue;
    const srcset = attributeOf(tag, 'srcSet') ?? attributeOf(tag, 'srcset');
    photos.push(srcset ? { href, srcset, sizes: attributeOf(tag, 'sizes') } : href);
    if (photos.length === count) break;
  }
  return photos;
}

/** A plain photo URL drawn at `sizes`, with its copies (photos.ts) for the browser to pick from. */
const withCopies = (image: PreloadImage, sizes: string | undefined): PreloadImage => {
  if (typeof image !== 'string' || !sizes) return image;
  const srcset = photoSrcSet(image);
  return srcset ? { href: image, srcset, sizes } : image;
};

/**
 * The photos' preloads as a response header (`Link`, RFC 8288): the browser asks for them when the
 * response starts, before the page's HTML is read (performance.md §19). Null when there is none,
 * or when an address cannot be written in a header.
 */
export function preloadHeader(
  preloads: Pick<PagePreloads, 'images' | 'imageSizes'>,
): string | null {
  // srcset and sizes as quoted strings, in the characters a header may hold: no quote, backslash
  // or line break (photo addresses have none, photos.ts), anything outside ASCII percent-encoded
  const quoted = (s: string) =>
    `"${s.replace(/["\\\r\n]/g, '').replace(/[^\x20-\x7e]/g, (c) => encodeURIComponent(c))}"`;
  try {
    const values = preloads.images.map((photo) => {
      const image = withCopies(photo, preloads.imageSizes);
      if (typeof image === 'string')
        return `<${encodeURI(image)}>; rel=preload; as=image; fetchpriority=high`;
      const sizes = image.sizes ? `; imagesizes=${quoted(image.sizes)}` : '';
      return `<${encodeURI(image.href)}>; rel=preload; as=image; imagesrcset=${quoted(image.srcset)}${sizes}; fetchpriority=high`;
    });
    return values.length > 0 ? values.join(', ') : null;
  } catch {
    // encodeURI refuses a lone surrogate: the page goes without the header, its <link> stays
    return null;
  }
}

const preloadLink = (image: PreloadImage) =>
  typeof image === 'string'
    ? `<link rel="preload" as="image" href="${attribute(image)}" fetchpriority="high">`
    : `<link rel="preload" as="image" href="${attribute(image.href)}" imagesrcset="${attribute(image.srcset)}"${image.sizes ? ` imagesizes="${attribute(image.sizes)}"` : ''} fetchpriority="high">`;

/** A page the server drew: the app's markup, and the text of the stylesheets it needs. */
export type DrawnPage = { markup: string; stylesheet: (href: string) => string | null };

/**
 * The index page with `boot` for the web app (read by its app.tsx) and `preloads` fetched with the
 * entry instead of after it. The JSON is safe inside the script element: every `<` is escaped, so
 * no text of a seller's can close it.
 *
 * A page the server `drawn` holds the app's markup and its stylesheets written in (a stylesheet
 * to fetch would cost a round trip before the first paint), each with its link disabled and for no
 * media: never fetched (Chromium's preload scanner fetched a link that was only disabled, beside the
 * page's photos and code), but there for the app's chunk loader, which then does not fetch it
 * either. It wants
 * its photos next, and only after them the app's code, which takes the page over; any other page
 * needs its code first (a browser fetches six at a time on HTTP/1.1, in document order). Photos
 * to preload come first in the head.
 */
export function withPageBoot(
  indexHtml: string,
  boot: PageBoot,
  preloads: PagePreloads,
  drawn?: DrawnPage,
): string {
  const entryScript = ENTRY_SCRIPT.exec(indexHtml)?.[0]?.trim();
  const entryStyle = ENTRY_STYLE.exec(indexHtml);
  const inline = (href: string) => {
    const css = drawn?.stylesheet(href);
    return css === null || css === undefined
      ? null
      : `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" media="not all" disabled>`;
  };
  let template = indexHtml;
  const styles = preloads.styles.map(
    (href) => inline(href) ?? `<link rel="stylesheet" crossorigin href="${href}">`,
  );
  const images = preloads.images.map((image) =>
    preloadLink(withCopies(image, preloads.imageSizes)),
  );
  const modules = preloads.modules.map(
    (href) => `<link rel="modulepreload" crossorigin href="${href}">`,
  );
  const late: string[] = [];
  if (drawn && entryScript) {
    template = template.replace(ENTRY_SCRIPT, '');
    late.push(entryScript);
  }
  const entryInline = drawn && entryStyle?.[1] ? inline(entryStyle[1]) : null;
  if (entryStyle && entryInline) template = template.replace(entryStyle[0], () => entryInline);
  const links = [...styles, ...late, ...modules].join('\n    ');
  const json = JSON.stringify(boot).replace(/</g, '\\u003c');
  const script = `<script id="${PAGE_BOOT_ELEMENT_ID}" type="application/json">${json}</script>`;
  // after the entry's stylesheet (and its script when the page is not drawn), before the fonts
  const at = template.indexOf('<link rel="preload"');
  const withLinks = !links
    ? template
    : at >= 0
      ? `${template.slice(0, at)}${links}\n    ${template.slice(at)}`
      : template.replace('</head>', () => `  ${links}\n  </head>`);
  // The photos first of all, before any stylesheet written in: the browser finds them sooner.
  const head =
    images.length > 0
      ? withLinks.replace(
          CHARSET.test(withLinks) ? CHARSET : '<head>',
          (at) => `${at}\n    ${images.join('\n    ')}`,
        )
      : withLinks;
  const html = boot.locale ? head.replace(HTML_LANG, `<html lang="${boot.locale}"`) : head;
  return html
    .replace('<div id="root"></div>', () => `<div id="root">${drawn?.markup ?? ''}</div>`)
    .replace('</body>', () => `  ${script}\n  </body>`);
}
