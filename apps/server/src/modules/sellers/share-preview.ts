import type { MenuChef } from '@lutong/shared';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const titleCase = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

/**
 * Open Graph and Twitter card tags for a seller's menu page, so a shared link previews the seller
 * (issue 3: share links). Link crawlers do not run JavaScript, so the server writes them into the page.
 */
export function withSellerPreview(
  indexHtml: string,
  chef: MenuChef,
  pageUrl: string,
  publicUrl: string,
): string {
  const title = `${titleCase(chef.name)} on Lutong Bahay`;
  const about =
    chef.description || `${chef.cuisine.join(', ')} home cooking from ${chef.miniAddress}`.trim();
  const description = about.length > 200 ? `${about.slice(0, 197)}...` : about;
  const photo =
    chef.brandPhoto ?? chef.userPhoto ?? chef.dishes.find((d) => d.photo)?.photo ?? null;
  const image = photo ? new URL(photo, publicUrl).toString() : null;
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', 'Lutong Bahay'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', pageUrl],
    ...(image ? [['og:image', image]] : []),
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
  ]
    .map(
      ([property, content]) => `<meta property="${property}" content="${escape(content ?? '')}">`,
    )
    .join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
