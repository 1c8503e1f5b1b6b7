// Brand banners (1200 x 400): a patterned band in the seller's colours, the seller's name on a
// label at the left, and one of their dishes framed at the right.
import {
  blur,
  circle,
  escapeXml,
  group,
  leafPath,
  linear,
  n,
  path,
  rect,
  shade,
  type Svg,
} from './kit.js';

const palettes = [
  { base: '#2f6b3a', accent: '#f2b233', ink: '#1f3a24' },
  { base: '#c0603a', accent: '#f7e3b0', ink: '#5a2414' },
  { base: '#6b3fa0', accent: '#f2c84a', ink: '#3a1f5a' },
  { base: '#2f5d8a', accent: '#f6d98a', ink: '#1a3450' },
  { base: '#8c2f2f', accent: '#f3d9a4', ink: '#4a1414' },
  { base: '#d4a017', accent: '#2f6b3a', ink: '#4a3a08' },
];

export type BannerOptions = {
  name: string;
  tagline: string;
  dish?: { svg: string; width: number; height: number };
};

export function drawBanner(s: Svg, options: BannerOptions): string {
  const { rng } = s;
  const pal = rng.pick(palettes);
  const out = [
    rect(
      0,
      0,
      1200,
      400,
      0,
      linear(
        s,
        [
          [0, shade(pal.base, 0.08)],
          [1, shade(pal.base, -0.12)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  ];
  out.push(pattern(s, pal.accent, rng.int(0, 3)));
  // a banana-leaf fringe along the bottom edge
  for (let i = 0; i < 16; i += 1) {
    const x = i * 80 + rng.float(-10, 10);
    out.push(
      path(
        leafPath(x, 420, rng.float(110, 150), 26, rng.float(-120, -60)),
        rng.pick(['#2f7a2c', '#3f8f3a', '#1f5c21']),
        'opacity="0.9"',
      ),
    );
  }
  if (options.dish) {
    const clip = s.uid('c');
    s.defs.push(`<clipPath id="${clip}"><circle cx="920" cy="200" r="165"/></clipPath>`);
    out.push(circle(930, 212, 170, '#000000', `opacity="0.35" filter="${blur(s, 10)}"`));
    out.push(circle(920, 200, 172, pal.accent));
    out.push(
      group(
        `<svg x="${n(920 - 165 * (options.dish.width / options.dish.height))}" y="35" width="${n(330 * (options.dish.width / options.dish.height))}" height="330" viewBox="0 0 ${options.dish.width} ${options.dish.height}">${stripRoot(options.dish.svg)}</svg>`,
        `clip-path="url(#${clip})"`,
      ),
    );
  }
  // the name label
  const size = options.name.length > 22 ? 44 : options.name.length > 16 ? 52 : 60;
  out.push(rect(70, 110, 600, 180, 24, '#000000', `opacity="0.25" filter="${blur(s, 8)}"`));
  out.push(rect(60, 100, 600, 180, 24, '#fbf6ea'));
  out.push(
    rect(
      72,
      112,
      576,
      156,
      18,
      'none',
      `stroke="${pal.base}" stroke-width="3" stroke-dasharray="10 8"`,
    ),
  );
  out.push(
    `<text x="360" y="${195 + size * 0.1}" text-anchor="middle" font-family="'Trebuchet MS', 'Segoe UI', sans-serif" font-size="${size}" font-weight="700" fill="${pal.ink}">${escapeXml(options.name)}</text>`,
  );
  out.push(
    `<text x="360" y="246" text-anchor="middle" font-family="Georgia, serif" font-size="24" font-style="italic" fill="${shade(pal.ink, 0.25)}">${escapeXml(options.tagline)}</text>`,
  );
  return group(out);
}

/** A repeating motif in the accent colour: dots, diamonds (like a banig weave), leaves or waves. */
function pattern(s: Svg, colour: string, style: number): string {
  const id = s.uid('p');
  const motif = [
    `${circle(20, 20, 6, colour)}${circle(60, 60, 4, colour)}`,
    path('M40 8L72 40L40 72L8 40Z', 'none', `stroke="${colour}" stroke-width="4"`),
    path(leafPath(14, 60, 52, 18, -45), colour),
    path('M0 40Q20 20 40 40T80 40', 'none', `stroke="${colour}" stroke-width="4"`),
  ][style];
  s.defs.push(
    `<pattern id="${id}" width="80" height="80" patternUnits="userSpaceOnUse">${motif ?? ''}</pattern>`,
  );
  return rect(0, 0, 1200, 400, 0, `url(#${id})`, 'opacity="0.22"');
}

/** The inside of a standalone picture, to nest it in another one. */
function stripRoot(svg: string): string {
  return svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '');
}
