import { photoCopy, type MenuChef } from '@lutong/shared';

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
  const preview = previewPhoto(chef, titleCase(chef.name));
  const image = preview ? new URL(preview.url, publicUrl).toString() : null;
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', 'Lutong Bahay'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', pageUrl],
    ...(image && preview
      ? [['og:image', image], ...imageSize(preview), ['og:image:alt', preview.alt]]
      : []),
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', title],
    ['twitter:description', description],
    ...(preview ? [['twitter:image:alt', preview.alt]] : []),
  ]
    .map(
      ([property, content]) => `<meta property="${property}" content="${escape(content ?? '')}">`,
    )
    .join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)}</title>`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

type PreviewPhoto = { url: string; alt: string; width?: number; height?: number };

/**
 * Issue 22 (decision 038): a card-sized copy is what previews show (link crawlers fetch a few
 * hundred kB at most, and not SVG): the brand photo's, else the first dish photo's; without any,
 * the photo the page had before the copies (brand, profile, first dish).
 */
function previewPhoto(chef: MenuChef, name: string): PreviewPhoto | null {
  const dishes = chef.dishes.filter((d): d is typeof d & { photo: string } => Boolean(d.photo));
  const candidates = [
    ...(chef.brandPhoto ? [{ photo: chef.brandPhoto, alt: name }] : []),
    ...dishes.map((d) => ({ photo: d.photo, alt: d.name })),
  ];
  for (const { photo, alt } of candidates) {
    const copy = photoCopy(photo, 480);
    if (copy) return { ...copy, alt };
  }
  const photo = chef.brandPhoto ?? chef.userPhoto ?? dishes[0]?.photo;
  if (!photo) return null;
  return { url: photo, alt: photo === dishes[0]?.photo ? dishes[0].name : name };
}

const imageSize = (p: PreviewPhoto): string[][] =>
  p.width && p.height
    ? [
        ['og:image:width', String(p.width)],
        ['og:image:height', String(p.height)],
      ]
    : [];
