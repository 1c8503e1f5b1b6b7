// Small finishing touches and shared food parts: herbs, chilies, calamansi, eggs, rice, shrimp.
import {
  blobPath,
  circle,
  ellipse,
  group,
  leafPath,
  n,
  path,
  pointIn,
  radial,
  rotate,
  shade,
  stroke,
  vary,
  type Area,
  type Svg,
} from './kit.js';

/** Sliced spring onion rings. */
export function scallions(s: Svg, a: Area, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.9);
    const r = s.rng.float(3, 5.5);
    out.push(
      circle(x, y, r, '#dff0b0', `stroke="${vary(s.rng, '#3f9a2c')}" stroke-width="${n(r * 0.5)}"`),
    );
  }
  return group(out);
}

/** Red (siling labuyo) or green (siling haba) chili rings with their seeds. */
export function chiliRings(s: Svg, a: Area, count: number, colour = '#d3261b'): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.9);
    const r = s.rng.float(4, 6.5);
    out.push(
      circle(
        x,
        y,
        r,
        shade(colour, 0.55),
        `stroke="${vary(s.rng, colour)}" stroke-width="${n(r * 0.45)}"`,
      ),
    );
    out.push(circle(x + 1, y, 1.2, '#fff3c9'));
  }
  return group(out);
}

/** A halved calamansi, the Filipino lime. */
export function calamansi(s: Svg, x: number, y: number, r: number): string {
  const out = [circle(x + 3, y + 4, r, '#000000', 'opacity="0.25"')];
  out.push(circle(x, y, r, '#3f8a2a'));
  out.push(
    circle(
      x,
      y,
      r * 0.84,
      radial(
        s,
        [
          [0, '#ffe27a'],
          [1, '#f4b731'],
        ],
        0.45,
        0.45,
      ),
    ),
  );
  for (let i = 0; i < 8; i += 1) {
    const t = (i / 8) * Math.PI * 2;
    out.push(
      stroke(
        `M${n(x)} ${n(y)}L${n(x + Math.cos(t) * r * 0.8)} ${n(y + Math.sin(t) * r * 0.8)}`,
        '#fff1b8',
        1.3,
        'opacity="0.8"',
      ),
    );
  }
  out.push(circle(x, y, r * 0.12, '#fff1b8'));
  return group(out);
}

/** A lime or lemon wedge seen from above. */
export function citrusWedge(
  s: Svg,
  x: number,
  y: number,
  r: number,
  angle: number,
  lemon = false,
): string {
  const rind = lemon ? '#f2c811' : '#5aa02c';
  const flesh = lemon ? '#fbe889' : '#c9e77a';
  const d = `M${n(x - r)} ${n(y)}A${n(r)} ${n(r * 0.62)} 0 0 0 ${n(x + r)} ${n(y)}Z`;
  const inner = `M${n(x - r * 0.86)} ${n(y)}A${n(r * 0.86)} ${n(r * 0.5)} 0 0 0 ${n(x + r * 0.86)} ${n(y)}Z`;
  return group(
    [path(d, rind), path(inner, flesh), ellipse(x, y + 2, r * 0.7, 2, '#ffffff', 'opacity="0.6"')],
    rotate(angle, x, y),
  );
}

/** Herb leaves: cilantro, basil, mint, parsley, pechay. */
export function herbs(s: Svg, a: Area, count: number, colour = '#3f8f32', size = 12): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.92);
    const angle = s.rng.float(0, 360);
    const c = vary(s.rng, colour, 0.12);
    out.push(path(leafPath(x, y, size * s.rng.float(0.8, 1.3), size * 0.45, angle), c));
    out.push(
      path(leafPath(x, y, size * 0.9, size * 0.35, angle + s.rng.float(50, 80)), shade(c, 0.08)),
    );
  }
  return group(out);
}

/** Tiny bits: sesame seeds, fried garlic, crushed peanuts, cheese, sprinkles. */
export function bits(
  s: Svg,
  a: Area,
  count: number,
  colours: readonly string[],
  size = 2.4,
  elongated = 1.8,
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.95);
    out.push(
      ellipse(
        x,
        y,
        size * s.rng.float(0.7, 1.2) * elongated,
        size * s.rng.float(0.6, 1),
        s.rng.pick(colours),
        rotate(s.rng.float(0, 180), x, y),
      ),
    );
  }
  return group(out);
}

/** A boiled egg half; jammy for ramen, firm for palabok and biryani. */
export function eggHalf(
  s: Svg,
  x: number,
  y: number,
  r: number,
  angle: number,
  jammy = false,
): string {
  return group(
    [
      ellipse(x + 3, y + 4, r, r * 0.74, '#000000', 'opacity="0.25"'),
      ellipse(
        x,
        y,
        r,
        r * 0.74,
        radial(
          s,
          [
            [0, '#ffffff'],
            [1, '#e9e3d6'],
          ],
          0.4,
          0.35,
        ),
      ),
      ellipse(
        x + r * 0.05,
        y,
        r * 0.5,
        r * 0.42,
        jammy
          ? radial(s, [
              [0, '#f29a14'],
              [1, '#e0780a'],
            ])
          : radial(s, [
              [0, '#ffd866'],
              [1, '#f2b734'],
            ]),
      ),
      ellipse(x - r * 0.3, y - r * 0.3, r * 0.25, r * 0.1, '#ffffff', 'opacity="0.7"'),
    ],
    rotate(angle, x, y),
  );
}

/** A sunny-side-up egg, as on every silog plate. */
export function friedEgg(s: Svg, x: number, y: number, r: number): string {
  const white = blobPath(s.rng, x, y, r, r * 0.9, 0.22, 10);
  return group([
    path(white, '#000000', 'opacity="0.18" transform="translate(3 4)"'),
    path(
      white,
      radial(
        s,
        [
          [0, '#ffffff'],
          [0.8, '#f7f1e3'],
          [1, '#d9a25a'],
        ],
        0.45,
        0.45,
        0.55,
      ),
    ),
    circle(
      x + r * 0.08,
      y - r * 0.05,
      r * 0.36,
      radial(
        s,
        [
          [0, '#ffc22e'],
          [1, '#ec8d0c'],
        ],
        0.4,
        0.35,
      ),
    ),
    ellipse(x - r * 0.02, y - r * 0.15, r * 0.12, r * 0.07, '#ffffff', 'opacity="0.8"'),
  ]);
}

/** A mound of steamed rice (or garlic rice, java rice, biryani) drawn grain by grain. */
export function riceMound(
  s: Svg,
  a: Area,
  colours: readonly string[] = ['#fbf8f0', '#f1ece0', '#e8e1d1'],
  toppings: readonly string[] = [],
): string {
  const out = [circle(a.cx + 4, a.cy + 6, a.r, '#000000', 'opacity="0.18"')];
  out.push(
    path(
      blobPath(s.rng, a.cx, a.cy, a.r, a.r, 0.06, 12),
      radial(
        s,
        [
          [0, shade(colours[0] ?? '#ffffff', 0.05)],
          [1, shade(colours[colours.length - 1] ?? '#dddddd', -0.12)],
        ],
        0.4,
        0.38,
      ),
    ),
  );
  const grains = Math.min(700, Math.round(a.r * a.r * 0.09));
  for (let i = 0; i < grains; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.96);
    const light = 1 - Math.hypot(x - (a.cx - a.r * 0.3), y - (a.cy - a.r * 0.3)) / (a.r * 2.2);
    out.push(
      ellipse(
        x,
        y,
        s.rng.float(3.2, 4.4),
        s.rng.float(1.5, 2),
        shade(s.rng.pick(colours), (light - 0.5) * 0.25),
        rotate(s.rng.float(0, 180), x, y),
      ),
    );
  }
  if (toppings.length > 0)
    out.push(bits(s, { ...a, r: a.r * 0.85 }, Math.round(a.r * 0.8), toppings, 2.2));
  return group(out);
}

/** A cooked shrimp curled into a C, tail out. */
export function shrimp(s: Svg, x: number, y: number, size: number, angle: number): string {
  const body = `M${n(x - size)} ${n(y)}C${n(x - size)} ${n(y - size * 1.1)} ${n(x + size)} ${n(y - size * 1.1)} ${n(x + size)} ${n(y)}C${n(x + size * 0.55)} ${n(y - size * 0.4)} ${n(x - size * 0.55)} ${n(y - size * 0.4)} ${n(x - size)} ${n(y)}Z`;
  const out = [
    path(
      body,
      radial(
        s,
        [
          [0, '#ffb08a'],
          [1, '#e2552b'],
        ],
        0.5,
        0.3,
      ),
    ),
    path(body, 'none', 'stroke="#c84320" stroke-width="1"'),
  ];
  for (let i = 1; i < 5; i += 1) {
    const t = -Math.PI + (i / 5) * Math.PI;
    out.push(
      stroke(
        `M${n(x + Math.cos(t) * size * 0.62)} ${n(y + Math.sin(t) * size * 0.45)}L${n(x + Math.cos(t) * size)} ${n(y + Math.sin(t) * size * 0.85)}`,
        '#fff0e0',
        1.4,
        'opacity="0.7"',
      ),
    );
  }
  out.push(
    path(
      `M${n(x + size)} ${n(y)}l${n(size * 0.35)} ${n(size * 0.3)}l${n(-size * 0.5)} ${n(size * 0.1)}z`,
      '#d2431c',
    ),
  );
  return group(out, rotate(angle, x, y));
}

/** Sliced tomato rounds. */
export function tomatoSlices(s: Svg, a: Area, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.85);
    const r = s.rng.float(9, 13);
    out.push(circle(x, y, r, '#d8321f'), circle(x, y, r * 0.8, '#ef5b3c'));
    for (let k = 0; k < 3; k += 1) {
      const t = (k / 3) * Math.PI * 2 + s.rng.next();
      out.push(
        ellipse(
          x + Math.cos(t) * r * 0.42,
          y + Math.sin(t) * r * 0.42,
          r * 0.22,
          r * 0.14,
          '#f6c35b',
          rotate((t * 180) / Math.PI, x, y),
        ),
      );
    }
  }
  return group(out);
}
