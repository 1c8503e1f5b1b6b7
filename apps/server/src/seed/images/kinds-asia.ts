// Thai, Japanese, Chinese, Korean, Vietnamese and South Asian dishes.
import { overhead, type Draw } from './compose.js';
import { domes, drizzle, friedPieces, withRice } from './food-more.js';
import { grainBed, noodles, pieces, rolls, skewers, soup, stew, type Pieces } from './food.js';
import {
  bits,
  chiliRings,
  citrusWedge,
  eggHalf,
  herbs,
  riceMound,
  scallions,
  shrimp,
} from './garnish.js';
import {
  circle,
  ellipse,
  group,
  n,
  path,
  pointIn,
  radial,
  rect,
  rotate,
  shade,
  stroke,
  type Area,
  type Svg,
} from './kit.js';

const p = (shape: Pieces['shape'], colour: string, count: number, size: number): Pieces => ({
  shape,
  colour,
  count,
  size,
});

export const asiaKinds = {
  ramen: overhead({
    vessel: 'bowl',
    steam: true,
    plates: ['stoneware', 'white', 'clay'],
    food: ramen,
  }),
  pho: overhead({
    vessel: 'bowl',
    steam: true,
    dip: { sauce: '#5a2a1a', bits: ['#d3261b'] },
    food: (s, a) =>
      soup(
        s,
        a,
        '#b9874a',
        [p('slice', '#9a5a4a', 7, 16), p('ring', '#f4efe6', 8, 9)],
        noodles(s, a, '#f4efe2', 3, 40),
      ) +
      herbs(s, a, 8, '#3f8f32', 14) +
      chiliRings(s, a, 5) +
      citrusWedge(s, a.cx + a.r * 0.6, a.cy - a.r * 0.5, 24, 30),
  }),
  'pad-thai': overhead({
    vessel: 'plate',
    food: (s, a) =>
      noodles(s, a, '#dd9f55', 6) +
      pieces(s, a, [
        p('strip', '#f4f1e0', 10, 8),
        p('strip', '#3f8f2f', 8, 9),
        p('cube', '#e8c070', 6, 7),
        p('bit', '#f2d05a', 10, 6),
      ]) +
      shrimpPile(s, a, 4) +
      bits(s, { ...a, r: a.r * 0.5 }, 40, ['#c98f4a', '#e8c48a'], 3) +
      citrusWedge(s, a.cx + a.r * 0.75, a.cy + a.r * 0.55, 26, -30),
  }),
  'green-curry': overhead({
    vessel: 'bowl',
    steam: true,
    food: (s, a) =>
      soup(s, a, '#b9c274', [
        p('lump', '#f0e0c0', 7, 15),
        p('round', '#9ac26a', 6, 9),
        p('leaf', '#2f7d32', 8, 10),
        p('strip', '#d3261b', 5, 7),
      ]),
  }),
  'tom-yum': overhead({
    vessel: 'bowl',
    steam: true,
    food: (s, a) =>
      soup(s, a, '#e2702e', [
        p('lump', '#eadfc8', 6, 12),
        p('strip', '#cfe0a0', 6, 8),
        p('leaf', '#3f7f2a', 5, 9),
      ]) +
      shrimpPile(s, a, 5) +
      herbs(s, a, 5, '#4a9a3a', 9),
  }),
  sushi: overhead({
    vessel: 'none',
    tables: ['slate', 'darkWood', 'wood'],
    dip: { sauce: '#3a1c0c' },
    food: (s, a) => maki(s, a),
  }),
  katsu: overhead({
    vessel: 'plate',
    dip: { sauce: '#4a2412', bits: ['#f4efe6'] },
    food: (s, a) =>
      pieces(
        s,
        { cx: a.cx - a.r * 0.45, cy: a.cy, r: a.r * 0.45 },
        [p('strip', '#e7ecd0', 30, 14)],
        0.9,
      ) + cutlet(s, { cx: a.cx + a.r * 0.15, cy: a.cy, r: a.r * 0.75 }),
  }),
  gyudon: overhead({
    vessel: 'bowl',
    steam: true,
    food: (s, a) =>
      riceMound(s, a) +
      pieces(s, { ...a, r: a.r * 0.75 }, [
        p('slice', '#7a4a2c', 12, 15),
        p('strip', '#efe4c8', 8, 10),
      ]) +
      circle(a.cx + 8, a.cy - 4, 17, '#f2a51c') +
      pieces(s, { cx: a.cx + a.r * 0.6, cy: a.cy + a.r * 0.4, r: a.r * 0.2 }, [
        p('strip', '#f08aa0', 5, 8),
      ]) +
      scallions(s, a, 14),
  }),
  onigiri: overhead({ vessel: ['plate', 'leaf'], food: onigiri }),
  takoyaki: overhead({
    vessel: 'plate',
    food: (s, a) =>
      domes(s, a, ['#c9822e', '#b8742a'], 9, a.r * 0.2) +
      drizzle(s, a, '#4a2412', 5) +
      drizzle(s, a, '#f7f2e4', 3, 7) +
      bits(s, a, 30, ['#f0c8a0', '#e2a878'], 4) +
      bits(s, a, 40, ['#3f8f32'], 1.5),
  }),
  dumplings: overhead({
    vessel: 'steamer',
    dip: { sauce: '#3a1c0c', bits: ['#d3261b', '#e9d36a'] },
    food: (s, a) =>
      domes(
        s,
        a,
        ['#f2d67a', '#eccb66'],
        9,
        a.r * 0.22,
        (x, y, r) => circle(x, y, r * 0.62, '#d99a86') + circle(x, y, r * 0.16, '#f07a2a'),
      ),
  }),
  siopao: overhead({
    vessel: 'steamer',
    food: (s, a) =>
      domes(s, a, ['#fbf8f0', '#f6f1e4'], 4, a.r * 0.42, (x, y, r) =>
        circle(x, y, r * 0.1, '#d94a3a'),
      ),
  }),
  'fried-rice': overhead({
    vessel: 'plate',
    food: (s, a) =>
      grainBed(
        s,
        a,
        ['#f4e8c8', '#e9d6a0', '#f7efd8'],
        [
          p('round', '#7fb23a', 16, 4),
          p('cube', '#e8742a', 12, 4),
          p('bit', '#f2d05a', 16, 6),
          p('cube', '#c9453a', 10, 6),
        ],
      ) + scallions(s, a, 16),
  }),
  'sweet-sour-pork': overhead({
    vessel: 'plate',
    food: withRice((s, a) =>
      stew(s, a, '#e0502a', [
        p('lump', '#c9702e', 10, 16),
        p('cube', '#f6d04a', 6, 9),
        p('strip', '#3f8f2f', 5, 9),
        p('strip', '#f4efe6', 5, 8),
      ]),
    ),
  }),
  'beef-broccoli': overhead({
    vessel: 'plate',
    food: withRice(
      (s, a) =>
        stew(s, a, '#3a2010', [p('slice', '#6a3a22', 10, 14), p('lump', '#3f8a2a', 8, 13)]) +
        bits(s, a, 20, ['#f4efe6'], 1.6),
    ),
  }),
  bulgogi: overhead({
    vessel: 'plate',
    dip: { sauce: '#c8321e', bits: ['#f2e6c8', '#e05a2a'] },
    food: (s, a) =>
      pieces(s, a, [p('slice', '#5a2a14', 22, 12), p('strip', '#f4efe6', 10, 9)], 0.85) +
      scallions(s, a, 18) +
      bits(s, a, 50, ['#f4efe0', '#e8dcc0'], 1.6),
  }),
  bibimbap: overhead({ vessel: 'bowl', plates: ['stoneware', 'clay'], food: bibimbap }),
  tteokbokki: overhead({
    vessel: ['plate', 'bowl'],
    steam: true,
    food: (s, a) =>
      stew(s, a, '#d8321e', [p('log', '#f4ecdc', 12, 10), p('slice', '#e9c98a', 5, 10)]) +
      eggHalf(s, a.cx - 20, a.cy + 15, 24, 30) +
      scallions(s, a, 12) +
      bits(s, a, 30, ['#f4efe0'], 1.5),
  }),
  'korean-fried-chicken': overhead({
    vessel: 'plate',
    dip: { sauce: '#f4f1e8', bits: ['#f4f1e8'] },
    food: (s, a) =>
      friedPieces(s, a, '#a8481e', 7, 26, '#b8321e') +
      bits(s, a, 40, ['#f4efe0'], 1.6) +
      scallions(s, a, 10),
  }),
  japchae: overhead({
    vessel: 'plate',
    food: (s, a) =>
      noodles(s, a, '#8a6a52', 2.5, 110) +
      pieces(s, a, [
        p('strip', '#ef7d2a', 10, 7),
        p('strip', '#3f8f2f', 10, 8),
        p('slice', '#6a3a22', 8, 9),
        p('strip', '#f2d05a', 6, 7),
      ]) +
      bits(s, a, 40, ['#f4efe0'], 1.6),
  }),
  'banh-mi': overhead({
    vessel: ['plate', 'none'],
    tables: ['wood', 'darkWood', 'linen'],
    food: banhMi,
  }),
  'goi-cuon': overhead({
    vessel: 'plate',
    dip: { sauce: '#a8642a', bits: ['#e9c48a', '#d3261b'] },
    food: (s, a) =>
      herbs(s, a, 6, '#6cbf4a', 22) +
      rolls(s, a, '#f2ece0', '#f08a6a', 3, a.r * 1.25, a.r * 0.42, true),
  }),
  bun: overhead({
    vessel: 'bowl',
    dip: { sauce: '#e8b06a', bits: ['#d3261b', '#f4efe6'] },
    food: (s, a) =>
      noodles(s, a, '#f6f2e8', 2.5, 100) +
      skewers(s, { ...a, r: a.r * 0.55 }, 2, '#9a4a22') +
      herbs(s, a, 10, '#3f8f32', 14) +
      pieces(s, a, [p('strip', '#ef7d2a', 6, 6)]),
  }),
  biryani: overhead({
    vessel: ['bowl', 'pan'],
    plates: ['clay', 'white'],
    dip: { sauce: '#f4f1e8', bits: ['#5aa02c'] },
    food: (s, a) =>
      grainBed(
        s,
        a,
        ['#f8f1e0', '#f2b233', '#e8742a', '#fff7e8'],
        [p('lump', '#b8642e', 4, 22), p('strip', '#8a4a1e', 14, 7)],
      ) +
      herbs(s, a, 8, '#3f9a3a', 9) +
      eggHalf(s, a.cx + a.r * 0.35, a.cy - a.r * 0.3, 22, 40),
  }),
  curry: overhead({
    vessel: ['bowl', 'plate'],
    plates: ['clay', 'white', 'stoneware'],
    food: withRice(
      (s, a) =>
        stew(s, a, '#d8652a', [p('lump', '#c46a30', 9, 15)]) +
        drizzle(s, { ...a, r: a.r * 0.5 }, '#f8efe0', 4, 2) +
        herbs(s, a, 6, '#3f9a3a', 8),
    ),
  }),
  dal: overhead({
    vessel: 'bowl',
    steam: true,
    food: (s, a) =>
      soup(s, a, '#e8b33a', [p('bit', '#3a2410', 12, 3)]) +
      drizzle(s, { ...a, r: a.r * 0.4 }, '#d9652a', 4, 2) +
      herbs(s, a, 8, '#3f9a3a', 9),
  }),
  samosa: overhead({
    vessel: 'plate',
    dip: { sauce: '#5aa02c', bits: ['#3f7f2a'] },
    food: samosas,
  }),
} satisfies Record<string, Draw>;

function ramen(s: Svg, a: Area): string {
  const out = [soup(s, a, '#d9b77e', [], noodles(s, a, '#f3d88a', 4, 50))];
  const sector = (i: number) => {
    const t = (i / 5) * Math.PI * 2 + 0.4;
    return {
      x: a.cx + Math.cos(t) * a.r * 0.5,
      y: a.cy + Math.sin(t) * a.r * 0.5,
      deg: (t * 180) / Math.PI,
    };
  };
  const c1 = sector(0);
  const c2 = sector(1);
  const c3 = sector(2);
  const c4 = sector(3);
  out.push(
    rect(
      a.cx + a.r * 0.35,
      a.cy - a.r * 0.85,
      a.r * 0.38,
      a.r * 0.55,
      3,
      '#1d2a1c',
      rotate(18, a.cx, a.cy),
    ),
  );
  for (let i = 0; i < 2; i += 1) {
    const x = c1.x + i * 26;
    const y = c1.y + i * 10;
    out.push(
      circle(x + 3, y + 4, 34, '#000000', 'opacity="0.25"'),
      circle(
        x,
        y,
        34,
        radial(s, [
          [0, '#f4d2c0'],
          [0.8, '#dca08a'],
          [1, '#8a4a2a'],
        ]),
      ),
      stroke(`M${n(x - 16)} ${n(y)}q16 -18 24 4q-6 12 -16 4`, '#c47e62', 3, 'opacity="0.6"'),
    );
  }
  out.push(
    eggHalf(s, c2.x, c2.y, 28, c2.deg, true),
    eggHalf(s, c2.x + 30, c2.y + 22, 28, c2.deg + 20, true),
  );
  out.push(pieces(s, { cx: c3.x, cy: c3.y, r: a.r * 0.22 }, [p('strip', '#c9a05a', 6, 12)]));
  out.push(scallions(s, { cx: c4.x, cy: c4.y, r: a.r * 0.25 }, 30));
  out.push(bits(s, { ...a, r: a.r * 0.6 }, 30, ['#f4efe0'], 1.5));
  return out.join('');
}

function shrimpPile(s: Svg, a: Area, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.55);
    out.push(shrimp(s, x, y, 16 * (a.r / 100), s.rng.float(0, 360)));
  }
  return group(out);
}

function maki(s: Svg, a: Area): string {
  const out = [
    rect(
      a.cx - a.r * 1.2,
      a.cy - a.r * 0.55,
      a.r * 2.4,
      a.r * 1.1,
      10,
      '#000000',
      'opacity="0.35" transform="translate(8 10)"',
    ),
    rect(
      a.cx - a.r * 1.2,
      a.cy - a.r * 0.55,
      a.r * 2.4,
      a.r * 1.1,
      10,
      radial(s, [
        [0, '#4a4f55'],
        [1, '#24272b'],
      ]),
    ),
  ];
  const fillings = [
    ['#f08a5a', '#7fb23a', '#f2d05a'],
    ['#e84a3a', '#9ad06a'],
    ['#f4a07a', '#5aa02c', '#f7e3a0'],
  ];
  for (let i = 0; i < 8; i += 1) {
    const x = a.cx - a.r * 0.95 + (i % 4) * a.r * 0.62 + s.rng.float(-3, 3);
    const y = a.cy - a.r * 0.25 + Math.floor(i / 4) * a.r * 0.55;
    const r = a.r * 0.24;
    out.push(
      circle(x + 3, y + 4, r, '#000000', 'opacity="0.35"'),
      circle(x, y, r, '#1d2a1c'),
      circle(
        x,
        y,
        r * 0.86,
        radial(s, [
          [0, '#ffffff'],
          [1, '#e9e4d8'],
        ]),
      ),
    );
    for (let g = 0; g < 30; g += 1) {
      const [gx, gy] = pointIn(s.rng, { cx: x, cy: y, r: r * 0.82 });
      out.push(
        ellipse(
          gx,
          gy,
          2.2,
          1.1,
          '#f4f0e6',
          `stroke="#d8d2c4" stroke-width="0.4" ${rotate(s.rng.float(0, 180), gx, gy)}`,
        ),
      );
    }
    const fill = s.rng.pick(fillings);
    fill.forEach((c, k) =>
      out.push(circle(x + (k - 1) * r * 0.22, y + ((k % 2) - 0.5) * r * 0.2, r * 0.2, c)),
    );
  }
  out.push(
    ellipse(a.cx + a.r * 1.0, a.cy + a.r * 0.75, 24, 16, '#8cbf3a'),
    ellipse(a.cx + a.r * 0.6, a.cy + a.r * 0.78, 26, 14, '#f3b8a8'),
  );
  return group(out);
}

function cutlet(s: Svg, a: Area): string {
  const out: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = a.cx - a.r * 0.45 + i * a.r * 0.19;
    const y = a.cy + s.rng.float(-4, 4);
    out.push(
      rect(
        x - a.r * 0.09 + 3,
        y - a.r * 0.62 + 4,
        a.r * 0.18,
        a.r * 1.24,
        6,
        '#000000',
        'opacity="0.3"',
      ),
    );
    out.push(
      rect(
        x - a.r * 0.09,
        y - a.r * 0.62,
        a.r * 0.18,
        a.r * 1.24,
        6,
        radial(
          s,
          [
            [0, '#e8b45a'],
            [1, '#b8742a'],
          ],
          0.4,
          0.3,
        ),
      ),
    );
    for (let b = 0; b < 12; b += 1)
      out.push(
        circle(
          x + s.rng.float(-a.r * 0.07, a.r * 0.07),
          y + s.rng.float(-a.r * 0.58, a.r * 0.58),
          s.rng.float(1, 2.4),
          '#f6d48a',
          'opacity="0.8"',
        ),
      );
  }
  return group(out, rotate(-12, a.cx, a.cy));
}

function onigiri(s: Svg, a: Area): string {
  const out: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const x = a.cx + (i - 1) * a.r * 0.62;
    const y = a.cy + (i === 1 ? -a.r * 0.2 : a.r * 0.15);
    const r = a.r * 0.36;
    const d = `M${n(x)} ${n(y - r)}Q${n(x + r * 0.25)} ${n(y - r)} ${n(x + r)} ${n(y + r * 0.55)}Q${n(x + r)} ${n(y + r * 0.85)} ${n(x + r * 0.6)} ${n(y + r * 0.85)}H${n(x - r * 0.6)}Q${n(x - r)} ${n(y + r * 0.85)} ${n(x - r)} ${n(y + r * 0.55)}Q${n(x - r * 0.25)} ${n(y - r)} ${n(x)} ${n(y - r)}Z`;
    out.push(
      path(d, '#000000', 'opacity="0.3" transform="translate(4 6)"'),
      path(
        d,
        radial(
          s,
          [
            [0, '#ffffff'],
            [1, '#e6e0d2'],
          ],
          0.4,
          0.3,
        ),
      ),
    );
    out.push(rect(x - r * 0.42, y + r * 0.2, r * 0.84, r * 0.66, 3, '#1d2a1c'));
    out.push(bits(s, { cx: x, cy: y - r * 0.2, r: r * 0.4 }, 14, ['#f4efe0', '#2a2a2a'], 1.4));
  }
  return group(out);
}

function bibimbap(s: Svg, a: Area): string {
  const colours = ['#ef7d2a', '#3f8a2a', '#f4f1e0', '#6a4a32', '#5a2a14', '#e8d25a'];
  const out = [riceMound(s, a)];
  colours.forEach((c, i) => {
    const t = (i / colours.length) * Math.PI * 2;
    const cx = a.cx + Math.cos(t) * a.r * 0.55;
    const cy = a.cy + Math.sin(t) * a.r * 0.55;
    out.push(circle(cx, cy, a.r * 0.3, shade(c, -0.2), 'opacity="0.9"'));
    for (let k = 0; k < 26; k += 1) {
      const [x, y] = pointIn(s.rng, { cx, cy, r: a.r * 0.27 });
      const deg = (t * 180) / Math.PI + s.rng.float(-20, 20);
      out.push(
        rect(x - 9, y - 1.6, 18, 3.2, 1.6, shade(c, s.rng.float(-0.1, 0.2)), rotate(deg, x, y)),
      );
    }
  });
  out.push(
    circle(a.cx, a.cy, a.r * 0.22, '#fbf8f0'),
    circle(a.cx + 2, a.cy - 2, a.r * 0.11, '#f2a51c'),
    circle(a.cx + a.r * 0.2, a.cy + a.r * 0.18, a.r * 0.09, '#c42a1a'),
  );
  out.push(bits(s, a, 30, ['#f4efe0'], 1.5));
  return group(out);
}

function banhMi(s: Svg, a: Area): string {
  const out: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const y = a.cy + (i - 0.5) * a.r * 0.75;
    const x = a.cx + (i - 0.5) * 30;
    const len = a.r * 1.8;
    const w = a.r * 0.62;
    const parts = [
      rect(x - len / 2 + 4, y - w / 2 + 6, len, w, w / 2, '#000000', 'opacity="0.3"'),
      rect(
        x - len / 2,
        y - w / 2,
        len,
        w,
        w / 2,
        radial(
          s,
          [
            [0, '#f2c06a'],
            [0.7, '#d48a34'],
            [1, '#a8621e'],
          ],
          0.5,
          0.3,
        ),
      ),
    ];
    parts.push(rect(x - len / 2 + 14, y - w * 0.12, len - 28, w * 0.3, 6, '#f4e3c0'));
    const fill = pieces(
      s,
      { cx: x, cy: y + w * 0.02, r: w * 0.6 },
      [
        p('strip', '#ef7d2a', 6, 7),
        p('strip', '#f4f1e6', 5, 7),
        p('leaf', '#3f8f32', 5, 6),
        p('slice', '#c0604a', 4, 7),
      ],
      0.9,
    );
    parts.push(fill);
    for (let k = 0; k < 4; k += 1)
      parts.push(
        stroke(
          `M${n(x - len * 0.3 + k * len * 0.2)} ${n(y - w * 0.45)}l18 ${n(w * 0.25)}`,
          '#fbe0a8',
          3,
          'opacity="0.8"',
        ),
      );
    out.push(group(parts, rotate(-14 + i * 6, x, y)));
  }
  return group(out);
}

function samosas(s: Svg, a: Area): string {
  const out: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const t = (i / 4) * Math.PI * 2 + s.rng.float(0, 0.5);
    const x = a.cx + Math.cos(t) * a.r * 0.45;
    const y = a.cy + Math.sin(t) * a.r * 0.45;
    const r = a.r * 0.34;
    const d = `M${n(x)} ${n(y - r)}Q${n(x + r * 0.2)} ${n(y - r * 0.1)} ${n(x + r * 0.95)} ${n(y + r * 0.6)}Q${n(x)} ${n(y + r * 0.85)} ${n(x - r * 0.95)} ${n(y + r * 0.6)}Q${n(x - r * 0.2)} ${n(y - r * 0.1)} ${n(x)} ${n(y - r)}Z`;
    const parts = [
      path(d, '#000000', 'opacity="0.3" transform="translate(4 6)"'),
      path(
        d,
        radial(
          s,
          [
            [0, '#f0c070'],
            [0.7, '#d8903a'],
            [1, '#a8621e'],
          ],
          0.45,
          0.4,
        ),
      ),
    ];
    for (let b = 0; b < 14; b += 1) {
      const [bx, by] = pointIn(s.rng, { cx: x, cy: y + r * 0.2, r: r * 0.5 });
      parts.push(circle(bx, by, s.rng.float(1, 2.5), '#f6d690', 'opacity="0.8"'));
    }
    out.push(group(parts, rotate(s.rng.float(-25, 25), x, y)));
  }
  return group(out);
}
