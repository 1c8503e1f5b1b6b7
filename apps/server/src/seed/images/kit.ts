// Drawing primitives for the generated demo pictures: an SVG under construction collects its
// gradient and filter definitions while the picture is drawn, so each shape can ask for a
// gradient inline and get back a `url(#id)` paint.
import type { Rng } from '../random.js';

export type Svg = { rng: Rng; defs: string[]; uid: (prefix: string) => string; prefix: string };
export type Area = { cx: number; cy: number; r: number };
export type Stop = readonly [offset: number, color: string, opacity?: number];
type Point = readonly [number, number];

/** `prefix` keeps ids unique when one picture is nested inside another. */
export function createSvg(rng: Rng, prefix = ''): Svg {
  let counter = 0;
  return { rng, defs: [], prefix, uid: (kind) => `${prefix}${kind}${(counter += 1)}` };
}

/** Rounds a coordinate to one decimal: keeps the files small. */
export const n = (x: number): string => String(Math.round(x * 10) / 10);

export function render(s: Svg, width: number, height: number, label: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<defs>${s.defs.join('')}</defs>`,
    body,
    '</svg>',
  ].join('\n');
}

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const stopsXml = (stops: readonly Stop[]) =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');

/** A linear gradient in the shape's own box, from (x1, y1) to (x2, y2) in 0..1 units. */
export function linear(s: Svg, stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = s.uid('l');
  s.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** A radial gradient in the shape's own box; (fx, fy) moves the bright spot like a light source. */
export function radial(s: Svg, stops: readonly Stop[], fx = 0.5, fy = 0.5, r = 0.5): string {
  const id = s.uid('r');
  s.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="${r}" fx="${fx}" fy="${fy}">${stopsXml(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** A Gaussian blur filter, shared per strength. */
export function blur(s: Svg, deviation: number): string {
  const id = `${s.prefix}b${String(deviation).replace('.', '_')}`;
  if (!s.defs.some((d) => d.includes(`id="${id}"`))) {
    s.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
  }
  return `url(#${id})`;
}

export function clipCircle(s: Svg, cx: number, cy: number, r: number): string {
  const id = s.uid('c');
  s.defs.push(`<clipPath id="${id}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`);
  return `url(#${id})`;
}

export function clipPath(s: Svg, d: string): string {
  const id = s.uid('c');
  s.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  return `url(#${id})`;
}

// ---- colour -------------------------------------------------------------------------------

const toRgb = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  const v = parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
};
const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex(x.map((c, i) => c + ((y[i] ?? 0) - c) * t));
}

/** Lightens (amount > 0) towards white or darkens (amount < 0) towards black. */
export const shade = (hex: string, amount: number): string =>
  amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#000000', -amount);

/** A colour nudged at random, so repeated pieces of food are never identical. */
export const vary = (rng: Rng, hex: string, amount = 0.08): string =>
  shade(hex, rng.float(-amount, amount));

// ---- shapes -------------------------------------------------------------------------------

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = '',
): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const stroke = (d: string, color: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;

export const group = (children: string | string[], attrs = ''): string =>
  `<g${attrs ? ` ${attrs}` : ''}>${Array.isArray(children) ? children.join('') : children}</g>`;

export const rotate = (deg: number, x: number, y: number): string =>
  `transform="rotate(${n(deg)} ${n(x)} ${n(y)})"`;

/** A smooth closed curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: readonly Point[]): string {
  const p = (i: number): Point => points[(i + points.length) % points.length] as Point;
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < points.length; i += 1) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return `${d}Z`;
}

/** An organic lump (a piece of meat, a potato, a cookie) around (cx, cy). */
export function blobPath(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.18,
  corners = 9,
  angle = 0,
): string {
  const pts: Point[] = [];
  const a0 = (angle * Math.PI) / 180;
  for (let i = 0; i < corners; i += 1) {
    const t = (i / corners) * Math.PI * 2;
    const k = 1 + rng.float(-wobble, wobble);
    const x = Math.cos(t) * rx * k;
    const y = Math.sin(t) * ry * k;
    pts.push([cx + x * Math.cos(a0) - y * Math.sin(a0), cy + x * Math.sin(a0) + y * Math.cos(a0)]);
  }
  return smoothClosed(pts);
}

/** A leaf (herb, vegetable, banana leaf) from (x, y) pointing at `angle` degrees. */
export function leafPath(
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
): string {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const tip = [x + dx * length, y + dy * length];
  const side = (k: number) => [
    x + dx * length * 0.45 - dy * width * k,
    y + dy * length * 0.45 + dx * width * k,
  ];
  const [l, r] = [side(1), side(-1)];
  return `M${n(x)} ${n(y)}Q${n(l[0] ?? 0)} ${n(l[1] ?? 0)} ${n(tip[0] ?? 0)} ${n(tip[1] ?? 0)}Q${n(r[0] ?? 0)} ${n(r[1] ?? 0)} ${n(x)} ${n(y)}Z`;
}

/** A random point inside a circle, denser towards the middle when `spread` < 1. */
export function pointIn(rng: Rng, area: Area, spread = 1): [number, number] {
  const t = rng.float(0, Math.PI * 2);
  const d = Math.sqrt(rng.next()) * area.r * spread;
  return [area.cx + Math.cos(t) * d, area.cy + Math.sin(t) * d];
}

/** A soft contact shadow under an object. */
export const softShadow = (
  s: Svg,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  opacity = 0.35,
): string =>
  ellipse(
    cx,
    cy,
    rx,
    ry,
    '#1d120a',
    `opacity="${opacity}" filter="${blur(s, Math.max(4, rx * 0.06))}"`,
  );

/** Small glossy highlights: what makes a sauce look wet. */
export function gloss(s: Svg, area: Area, count: number, size = 6): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(s.rng, area, 0.9);
    out.push(
      ellipse(
        x,
        y,
        size * s.rng.float(0.6, 1.4),
        size * s.rng.float(0.25, 0.5),
        '#ffffff',
        `opacity="${n(s.rng.float(0.25, 0.55))}" ${rotate(s.rng.float(-40, 10), x, y)}`,
      ),
    );
  }
  return out.join('');
}
