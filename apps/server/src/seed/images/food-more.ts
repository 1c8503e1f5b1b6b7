// More savoury shapes: fried pieces, whole fried fish, omelettes, sliced rolls, a rice-and-ulam plate.
import {
  blobPath,
  circle,
  ellipse,
  gloss,
  group,
  n,
  path,
  pointIn,
  radial,
  rect,
  rotate,
  shade,
  stroke,
  vary,
  type Area,
  type Svg,
} from './kit.js';
import { riceMound } from './garnish.js';

/** Golden fried pieces with a craggy crust (fried chicken, Korean fried chicken, tempura, karaage). */
export function friedPieces(
  s: Svg,
  a: Area,
  colour: string,
  count: number,
  size: number,
  glaze = '',
): string {
  const out: { y: number; svg: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.62);
    const w = size * (a.r / 100) * s.rng.float(0.8, 1.2);
    const d = blobPath(s.rng, x, y, w, w * s.rng.float(0.6, 0.85), 0.28, 11, s.rng.float(0, 180));
    const c = vary(s.rng, colour, 0.08);
    const parts = [
      path(d, '#1b0d04', 'opacity="0.32" transform="translate(4 5)"'),
      path(
        d,
        radial(
          s,
          [
            [0, shade(c, 0.3)],
            [0.7, c],
            [1, shade(c, -0.35)],
          ],
          0.35,
          0.3,
        ),
      ),
    ];
    for (let b = 0; b < 16; b += 1) {
      const [bx, by] = pointIn(s.rng, { cx: x, cy: y, r: w * 0.6 });
      parts.push(
        circle(bx, by, s.rng.float(1.5, 3.5), shade(c, s.rng.float(-0.2, 0.35)), 'opacity="0.8"'),
      );
    }
    if (glaze)
      parts.push(path(d, glaze, 'opacity="0.55"'), gloss(s, { cx: x, cy: y, r: w * 0.6 }, 3, 5));
    out.push({ y, svg: group(parts) });
  }
  return out
    .sort((l, r) => l.y - r.y)
    .map((o) => o.svg)
    .join('');
}

/** A whole fried fish, scored and golden (daing na bangus, pritong tilapia). */
export function friedFish(
  s: Svg,
  x: number,
  y: number,
  length: number,
  angle: number,
  colour = '#c98a3a',
): string {
  const h = length * 0.36;
  const body = `M${n(x - length / 2)} ${n(y)}Q${n(x - length * 0.2)} ${n(y - h)} ${n(x + length * 0.3)} ${n(y - h * 0.35)}L${n(x + length * 0.42)} ${n(y)}L${n(x + length * 0.3)} ${n(y + h * 0.35)}Q${n(x - length * 0.2)} ${n(y + h)} ${n(x - length / 2)} ${n(y)}Z`;
  const tail = `M${n(x + length * 0.38)} ${n(y)}L${n(x + length * 0.58)} ${n(y - h * 0.55)}Q${n(x + length * 0.52)} ${n(y)} ${n(x + length * 0.58)} ${n(y + h * 0.55)}Z`;
  const fill = radial(
    s,
    [
      [0, shade(colour, 0.35)],
      [0.7, colour],
      [1, shade(colour, -0.4)],
    ],
    0.4,
    0.35,
  );
  const out = [
    path(body, '#1b0d04', 'opacity="0.3" transform="translate(5 6)"'),
    path(tail, shade(colour, -0.2)),
    path(body, fill),
  ];
  for (let i = 1; i < 5; i += 1) {
    const sx = x - length * 0.3 + i * length * 0.13;
    out.push(
      stroke(
        `M${n(sx)} ${n(y - h * 0.5)}q${n(length * 0.05)} ${n(h * 0.5)} 0 ${n(h)}`,
        shade(colour, -0.45),
        2.5,
        'opacity="0.6"',
      ),
    );
  }
  out.push(
    circle(x - length * 0.36, y - h * 0.12, h * 0.1, '#f3efe6'),
    circle(x - length * 0.36, y - h * 0.12, h * 0.05, '#1a1a1a'),
  );
  return group(out, rotate(angle, x, y));
}

/** A flat omelette (tortang talong, torta) with browned patches. */
export function omelette(s: Svg, a: Area, colour: string, spots: string): string {
  const d = blobPath(s.rng, a.cx, a.cy, a.r * 0.85, a.r * 0.62, 0.1, 12, s.rng.float(-20, 20));
  const out = [
    path(d, '#1b0d04', 'opacity="0.25" transform="translate(4 5)"'),
    path(
      d,
      radial(
        s,
        [
          [0, shade(colour, 0.2)],
          [1, shade(colour, -0.2)],
        ],
        0.4,
        0.35,
      ),
    ),
  ];
  for (let i = 0; i < 14; i += 1) {
    const [x, y] = pointIn(s.rng, { ...a, r: a.r * 0.55 });
    out.push(
      path(
        blobPath(s.rng, x, y, s.rng.float(6, 16), s.rng.float(4, 10), 0.3, 7),
        spots,
        'opacity="0.55"',
      ),
    );
  }
  return group(out);
}

/** Round slices of a rolled meat loaf (embutido) or sausage, fanned out. */
export function slicedRoll(
  s: Svg,
  a: Area,
  outer: string,
  inner: string,
  centre: string,
  count: number,
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = a.cx - a.r * 0.6 + (i * a.r * 1.2) / Math.max(1, count - 1);
    const y = a.cy + Math.sin(i * 0.9) * a.r * 0.12;
    const r = a.r * 0.26;
    out.push(
      circle(x + 3, y + 4, r, '#1b0d04', 'opacity="0.3"'),
      circle(x, y, r, shade(outer, -0.2)),
      circle(
        x,
        y,
        r * 0.9,
        radial(s, [
          [0, shade(inner, 0.15)],
          [1, inner],
        ]),
      ),
    );
    for (let b = 0; b < 9; b += 1) {
      const [bx, by] = pointIn(s.rng, { cx: x, cy: y, r: r * 0.8 });
      out.push(
        circle(
          bx,
          by,
          s.rng.float(1.5, 3),
          s.rng.pick(['#e94e2a', '#7fb23a', '#f4d06a']),
          'opacity="0.85"',
        ),
      );
    }
    out.push(ellipse(x, y, r * 0.3, r * 0.24, centre), circle(x, y, r * 0.14, '#f2b734'));
  }
  return group(out);
}

/** The everyday Filipino plate: a mound of rice beside the ulam. */
export function withRice(
  ulam: (s: Svg, a: Area) => string,
  garlic = false,
): (s: Svg, a: Area) => string {
  return (s, a) => {
    const left = s.rng.chance(0.5) ? -1 : 1;
    const food: Area = { cx: a.cx - left * a.r * 0.22, cy: a.cy + a.r * 0.12, r: a.r * 0.7 };
    const rice: Area = { cx: a.cx + left * a.r * 0.5, cy: a.cy - a.r * 0.38, r: a.r * 0.42 };
    return (
      ulam(s, food) +
      riceMound(
        s,
        rice,
        garlic ? ['#fbf3dc', '#f3e6c0', '#efdcaa'] : undefined,
        garlic ? ['#d99a3a', '#b8741e'] : [],
      )
    );
  };
}

/** Sauce drizzled in loose loops (mayo, sriracha, peanut sauce, crema). */
export function drizzle(s: Svg, a: Area, colour: string, width: number, passes = 5): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < passes * 2; i += 1) {
    const y =
      a.cy - a.r * 0.65 + (i * a.r * 1.3) / (passes * 2 - 1) + s.rng.float(-a.r * 0.05, a.r * 0.05);
    const x = a.cx + (i % 2 === 0 ? -1 : 1) * a.r * s.rng.float(0.35, 0.7);
    pts.push([x, y]);
  }
  let d = `M${n(pts[0]?.[0] ?? a.cx)} ${n(pts[0]?.[1] ?? a.cy)}`;
  for (let i = 1; i < pts.length; i += 1) {
    const [x0, y0] = pts[i - 1] ?? [a.cx, a.cy];
    const [x1, y1] = pts[i] ?? [a.cx, a.cy];
    d += `C${n(x0 + (x1 - x0) * 0.2)} ${n(y0 + a.r * 0.12)} ${n(x1 - (x1 - x0) * 0.2)} ${n(y1 - a.r * 0.12)} ${n(x1)} ${n(y1)}`;
  }
  return group([
    stroke(d, shade(colour, -0.25), width + 1.5, 'opacity="0.45" transform="translate(1.5 2)"'),
    stroke(d, colour, width),
    stroke(d, '#ffffff', width * 0.3, 'opacity="0.4"'),
  ]);
}

/** Round, domed little cakes or buns in rows (puto, siopao, pandesal, cupcakes from above). */
export function domes(
  s: Svg,
  a: Area,
  colours: readonly string[],
  count: number,
  size: number,
  topping?: (x: number, y: number, r: number) => string,
): string {
  const out: string[] = [];
  const cols = Math.ceil(Math.sqrt(count));
  const step = size * 2.15;
  let placed = 0;
  for (let row = 0; row < cols && placed < count; row += 1) {
    for (let col = 0; col < cols && placed < count; col += 1) {
      const x = a.cx + (col - (cols - 1) / 2) * step + (row % 2) * size * 0.5 + s.rng.float(-3, 3);
      const y = a.cy + (row - (cols - 1) / 2) * step * 0.92 + s.rng.float(-3, 3);
      if (Math.hypot(x - a.cx, y - a.cy) > a.r - size * 0.6) continue;
      const c = vary(s.rng, s.rng.pick(colours), 0.06);
      out.push(circle(x + 3, y + 5, size, '#1b0d04', 'opacity="0.3"'));
      out.push(
        path(
          blobPath(s.rng, x, y, size, size * 0.96, 0.05, 10),
          radial(
            s,
            [
              [0, shade(c, 0.3)],
              [0.75, c],
              [1, shade(c, -0.3)],
            ],
            0.38,
            0.32,
          ),
        ),
      );
      if (topping) out.push(topping(x, y, size));
      placed += 1;
    }
  }
  return group(out);
}

/** A whole square or rectangle of food seen from above, cut into pieces (brownies, sushi bake, lasagna). */
export function cutSlab(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  top: string,
  cols: number,
  rows: number,
): string {
  const out = [
    rect(
      x,
      y,
      w,
      h,
      6,
      radial(
        s,
        [
          [0, shade(top, 0.15)],
          [1, shade(top, -0.15)],
        ],
        0.4,
        0.4,
      ),
    ),
  ];
  for (let c = 1; c < cols; c += 1)
    out.push(
      stroke(
        `M${n(x + (c * w) / cols)} ${n(y + 4)}v${n(h - 8)}`,
        shade(top, -0.45),
        2.5,
        'opacity="0.7"',
      ),
    );
  for (let r = 1; r < rows; r += 1)
    out.push(
      stroke(
        `M${n(x + 4)} ${n(y + (r * h) / rows)}h${n(w - 8)}`,
        shade(top, -0.45),
        2.5,
        'opacity="0.7"',
      ),
    );
  return group(out);
}
