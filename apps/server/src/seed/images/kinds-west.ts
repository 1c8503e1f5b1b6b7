// American, Spanish, Italian, Mexican and Middle Eastern dishes.
import { front, overhead, standShadow, type Draw } from './compose.js';
import { drizzle, friedPieces, omelette } from './food-more.js';
import { grainBed, noodles, pieces, rolls, skewers, stew, type Pieces } from './food.js';
import { bits, chiliRings, citrusWedge, herbs, shrimp, tomatoSlices } from './garnish.js';
import {
  blobPath,
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
  vary,
  type Area,
  type Svg,
} from './kit.js';

const p = (shape: Pieces['shape'], colour: string, count: number, size: number): Pieces => ({
  shape,
  colour,
  count,
  size,
});
const salsa = { sauce: '#d8402a', bits: ['#f4efe6', '#3f9a2c', '#b3160e'] };

export const westKinds = {
  burger: front({ items: burger, props: (s, floor) => fries(s, 470, floor) }),
  ribs: overhead({
    vessel: ['plate', 'none'],
    tables: ['darkWood', 'wood', 'slate'],
    dip: { sauce: '#f1ecd8', bits: ['#ef7d2a', '#7fb23a'] },
    food: ribs,
  }),
  'mac-and-cheese': overhead({
    vessel: 'bowl',
    steam: true,
    food: (s, a) =>
      stew(s, a, '#f2c14a', [p('log', '#f6cf5a', 40, 6)]) +
      bits(s, a, 50, ['#c98a3a', '#e8b060'], 3) +
      herbs(s, a, 5, '#3f8f32', 6),
  }),
  wings: overhead({
    vessel: 'plate',
    dip: { sauce: '#f4f1e8', bits: ['#3f8f32'] },
    food: (s, a) =>
      friedPieces(s, a, '#c8501e', 11, 27, '#d8501e') +
      pieces(s, { cx: a.cx + a.r * 0.55, cy: a.cy - a.r * 0.4, r: a.r * 0.3 }, [
        p('log', '#9ac26a', 4, 14),
        p('log', '#ef7d2a', 3, 12),
      ]),
  }),
  paella: overhead({ vessel: 'pan', food: paella }),
  gambas: overhead({
    vessel: ['bowl', 'pan'],
    plates: ['clay'],
    steam: true,
    food: (s, a) =>
      stew(s, a, '#e8902a', [p('round', '#f4e8c8', 10, 6)]) +
      shrimpCircle(s, a, 8) +
      chiliRings(s, a, 6) +
      herbs(s, a, 6, '#3f8f32', 7),
  }),
  'tortilla-espanola': overhead({
    vessel: 'plate',
    food: (s, a) =>
      omelette(s, { ...a, r: a.r * 1.05 }, '#f0c45a', '#c98a3a') + herbs(s, a, 4, '#3f8f32', 8),
  }),
  callos: overhead({
    vessel: 'bowl',
    steam: true,
    food: (s, a) =>
      stew(s, a, '#c0441f', [
        p('slice', '#e8d2b0', 10, 13),
        p('round', '#e9d8a8', 12, 7),
        p('slice', '#a8321e', 6, 10),
        p('strip', '#3f8f2f', 4, 8),
      ]),
  }),
  croquetas: overhead({
    vessel: 'plate',
    dip: { sauce: '#f4e6b8' },
    food: (s, a) => pieces(s, a, [p('log', '#c98a3a', 7, 22)], 0.6),
  }),
  pasta: overhead({ vessel: 'plate', steam: true, food: pasta }),
  carbonara: overhead({
    vessel: 'plate',
    food: (s, a) =>
      noodles(s, a, '#f3e2b0', 4) +
      pieces(s, a, [p('cube', '#c9705a', 14, 5)]) +
      bits(s, a, 60, ['#2a2a2a'], 1.2) +
      herbs(s, a, 5, '#3f8f32', 6),
  }),
  pesto: overhead({
    vessel: 'plate',
    food: (s, a) =>
      noodles(s, a, '#b9c25a', 4) +
      bits(s, a, 30, ['#f4ecd0'], 3) +
      herbs(s, a, 6, '#2f7d32', 12) +
      pieces(s, a, [p('round', '#d8321e', 6, 7)]),
  }),
  pizza: overhead({ vessel: 'none', tables: ['wood', 'darkWood', 'marble'], food: pizza }),
  lasagna: overhead({ vessel: 'plate', steam: true, food: lasagna }),
  tacos: overhead({ vessel: 'plate', dip: salsa, food: tacos }),
  quesadilla: overhead({
    vessel: 'plate',
    dip: { sauce: '#8ab83a', bits: ['#d8402a', '#f4efe6'] },
    food: quesadilla,
  }),
  burrito: overhead({
    vessel: ['plate', 'none'],
    dip: salsa,
    food: (s, a) => rolls(s, a, '#f0d9a0', '#8a5a3a', 2, a.r * 1.6, a.r * 0.6),
  }),
  nachos: overhead({ vessel: 'plate', dip: { sauce: '#8ab83a', bits: ['#d8402a'] }, food: nachos }),
  shawarma: overhead({
    vessel: 'plate',
    dip: { sauce: '#f6f2e6', bits: ['#3f8f32'] },
    food: (s, a) =>
      rolls(s, a, '#e2b879', '#a8583a', 3, a.r * 1.4, a.r * 0.42) +
      pieces(s, { cx: a.cx, cy: a.cy + a.r * 0.65, r: a.r * 0.25 }, [p('slice', '#8ab83a', 5, 14)]),
  }),
  hummus: overhead({ vessel: 'bowl', food: hummus }),
  falafel: overhead({
    vessel: 'plate',
    dip: { sauce: '#e8dcc0' },
    food: (s, a) =>
      tomatoSlices(s, { cx: a.cx, cy: a.cy + a.r * 0.55, r: a.r * 0.3 }, 3) +
      pieces(s, a, [p('round', '#7a4a22', 8, 16)], 0.6) +
      herbs(s, a, 10, '#3f8f32', 8) +
      drizzle(s, { ...a, r: a.r * 0.5 }, '#f0e6cc', 3, 2),
  }),
  kebab: overhead({
    vessel: ['plate', 'leaf'],
    food: (s, a) => skewers(s, a, 3, '#8a4a2a', ['#d62f2f', '#3f8f2f', '#f0e8d0']),
  }),
} satisfies Record<string, Draw>;

function burger(s: Svg, floor: number): string {
  const cx = s.rng.float(270, 300);
  const w = 150;
  const out = [standShadow(s, cx, floor, w), ellipse(cx, floor - 8, w * 1.25, 22, '#c89a62')];
  let y = floor - 18;
  const layer = (h: number, fill: string, wobble = 0) => {
    const top = y - h;
    const d = `M${n(cx - w)} ${n(y)}Q${n(cx - w - 6)} ${n(top + h / 2)} ${n(cx - w + 10)} ${n(top)}H${n(cx + w - 10)}Q${n(cx + w + 6)} ${n(top + h / 2)} ${n(cx + w)} ${n(y)}Z`;
    out.push(
      wobble
        ? path(blobPath(s.rng, cx, y - h / 2, w + wobble, h / 2 + 4, 0.12, 14), fill)
        : path(d, fill),
    );
    y = top;
  };
  layer(34, linear2(s, '#d99a4a'));
  layer(36, linear2(s, '#5a3018'));
  for (let i = 0; i < 6; i += 1)
    out.push(
      path(
        `M${n(cx - w + 20 + i * 48)} ${n(y + 4)}l14 ${n(18 + s.rng.float(0, 14))}l14 ${n(-18)}z`,
        '#f2b233',
      ),
    );
  layer(10, '#f2b233');
  layer(14, '#d8321e', 6);
  layer(16, '#5aa02c', 14);
  const top = y;
  const bun = `M${n(cx - w - 6)} ${n(top)}C${n(cx - w)} ${n(top - 120)} ${n(cx + w)} ${n(top - 120)} ${n(cx + w + 6)} ${n(top)}Z`;
  out.push(
    path(
      bun,
      radial(
        s,
        [
          [0, '#f2b45a'],
          [0.7, '#d9862e'],
          [1, '#a8561a'],
        ],
        0.4,
        0.3,
      ),
    ),
  );
  for (let i = 0; i < 22; i += 1) {
    const x = cx + s.rng.float(-w * 0.75, w * 0.75);
    const yy = top - 20 - s.rng.float(0, 60) * (1 - Math.abs(x - cx) / w);
    out.push(ellipse(x, yy, 4, 2, '#fbf0d8', rotate(s.rng.float(-40, 40), x, yy)));
  }
  out.push(ellipse(cx - 50, top - 62, 40, 10, '#ffffff', 'opacity="0.25"'));
  return group(out);
}

const linear2 = (s: Svg, c: string) =>
  radial(
    s,
    [
      [0, shade(c, 0.2)],
      [1, shade(c, -0.2)],
    ],
    0.4,
    0.3,
    0.8,
  );

function fries(s: Svg, cx: number, floor: number): string {
  const out = [standShadow(s, cx, floor - 10, 70)];
  for (let i = 0; i < 16; i += 1) {
    const x = cx + s.rng.float(-60, 60);
    out.push(
      rect(
        x - 7,
        floor - 150 - s.rng.float(0, 40),
        14,
        150,
        3,
        vary(s.rng, '#f2c14a', 0.08),
        rotate(s.rng.float(-12, 12), x, floor - 60),
      ),
    );
  }
  out.push(
    path(
      `M${cx - 70} ${floor - 110}L${cx + 70} ${floor - 110}L${cx + 55} ${floor - 10}L${cx - 55} ${floor - 10}Z`,
      '#c0392b',
    ),
    rect(cx - 62, floor - 80, 124, 10, 0, '#f4efe6', 'opacity="0.9"'),
  );
  return group(out);
}

function ribs(s: Svg, a: Area): string {
  const w = a.r * 1.6;
  const h = a.r * 0.8;
  const x = a.cx - w / 2;
  const y = a.cy - h / 2;
  const out = [
    rect(x + 6, y + 8, w, h, 24, '#000000', 'opacity="0.3"'),
    rect(
      x,
      y,
      w,
      h,
      24,
      radial(
        s,
        [
          [0, '#9a3a1a'],
          [0.7, '#6a2410'],
          [1, '#3a1408'],
        ],
        0.4,
        0.35,
      ),
    ),
  ];
  for (let i = 1; i < 6; i += 1) {
    const bx = x + (i * w) / 6;
    out.push(
      stroke(`M${n(bx)} ${n(y + 6)}v${n(h - 12)}`, '#2a0e04', 3, 'opacity="0.6"'),
      rect(bx - 6, y - 14, 12, 20, 5, '#f1e6d0'),
    );
  }
  out.push(stroke(`M${n(x + 20)} ${n(y + h * 0.3)}h${n(w - 40)}`, '#c8602a', 6, 'opacity="0.5"'));
  return group(out, rotate(-10, a.cx, a.cy)) + herbs(s, { ...a, r: a.r * 0.5 }, 4, '#3f8f32', 8);
}

function paella(s: Svg, a: Area): string {
  const out = [
    grainBed(
      s,
      a,
      ['#f2b233', '#e8a020', '#f7c95a'],
      [p('round', '#7fb23a', 16, 4), p('strip', '#d62f2f', 8, 9)],
    ),
  ];
  for (let i = 0; i < 6; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.75);
    const angle = s.rng.float(0, 180);
    out.push(
      group(
        [
          ellipse(x, y, 22, 12, '#1d1e26'),
          ellipse(x, y, 16, 8, '#f08a3a'),
          ellipse(x - 6, y - 3, 5, 2, '#ffffff', 'opacity="0.4"'),
        ],
        rotate(angle, x, y),
      ),
    );
  }
  out.push(shrimpCircle(s, a, 6));
  out.push(
    citrusWedge(s, a.cx - a.r * 0.2, a.cy + a.r * 0.1, 26, 20, true),
    citrusWedge(s, a.cx + a.r * 0.3, a.cy - a.r * 0.2, 26, -40, true),
  );
  return group(out);
}

function shrimpCircle(s: Svg, a: Area, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = (i / count) * Math.PI * 2;
    out.push(
      shrimp(
        s,
        a.cx + Math.cos(t) * a.r * 0.55,
        a.cy + Math.sin(t) * a.r * 0.55,
        a.r * 0.17,
        (t * 180) / Math.PI + 90,
      ),
    );
  }
  return group(out);
}

function pasta(s: Svg, a: Area): string {
  const sauce: Area = {
    cx: a.cx + s.rng.float(-8, 8),
    cy: a.cy + s.rng.float(-8, 8),
    r: a.r * 0.55,
  };
  const filipino = s.rng.chance(0.5);
  return [
    noodles(s, a, '#f2d48a', 4),
    stew(
      s,
      sauce,
      filipino ? '#d8452a' : '#b8301a',
      filipino ? [p('round', '#d9432a', 8, 9)] : [p('lump', '#7a3a22', 10, 6)],
    ),
    bits(s, sauce, 50, filipino ? ['#f6d24a', '#f2c23a'] : ['#f4ecd0'], 2.4),
    herbs(s, sauce, 3, '#2f7d32', 12),
  ].join('');
}

function pizza(s: Svg, a: Area): string {
  const r = a.r * 1.1;
  const out = [
    circle(a.cx + 8, a.cy + 10, r, '#000000', 'opacity="0.35"'),
    circle(
      a.cx,
      a.cy,
      r,
      radial(s, [
        [0.8, '#e2a44a'],
        [1, '#b8702a'],
      ]),
    ),
  ];
  out.push(circle(a.cx, a.cy, r * 0.86, '#c8381e'));
  for (let i = 0; i < 18; i += 1) {
    const [x, y] = pointIn(s.rng, { ...a, r: r * 0.8 });
    out.push(path(blobPath(s.rng, x, y, 24, 20, 0.3, 8), '#f7e7b0', 'opacity="0.95"'));
  }
  for (let i = 0; i < 11; i += 1) {
    const [x, y] = pointIn(s.rng, { ...a, r: r * 0.72 });
    out.push(
      circle(
        x,
        y,
        15,
        radial(s, [
          [0, '#d8452a'],
          [1, '#9a2a14'],
        ]),
      ),
      circle(x - 4, y - 4, 4, '#f08a6a', 'opacity="0.6"'),
    );
  }
  for (let i = 0; i < 6; i += 1) {
    const t = (i / 6) * Math.PI * 2;
    out.push(
      stroke(
        `M${n(a.cx)} ${n(a.cy)}L${n(a.cx + Math.cos(t) * r)} ${n(a.cy + Math.sin(t) * r)}`,
        '#7a3a1a',
        2,
        'opacity="0.45"',
      ),
    );
  }
  out.push(herbs(s, { ...a, r: r * 0.7 }, 6, '#2f7d32', 12));
  return group(out);
}

function lasagna(s: Svg, a: Area): string {
  const w = a.r * 1.15;
  const h = a.r * 0.85;
  const x = a.cx - w / 2;
  const y = a.cy - h / 2;
  const out = [
    rect(x + 6, y + 8, w, h, 10, '#000000', 'opacity="0.3"'),
    rect(x, y, w, h, 10, '#c8381e'),
  ];
  for (let i = 0; i < 30; i += 1) {
    const [bx, by] = [x + s.rng.float(10, w - 10), y + s.rng.float(10, h - 10)];
    out.push(
      path(
        blobPath(s.rng, bx, by, 18, 12, 0.3, 7),
        s.rng.pick(['#f2d080', '#e8b050', '#c98a3a']),
        'opacity="0.9"',
      ),
    );
  }
  out.push(stew(s, { cx: a.cx + w * 0.45, cy: a.cy + h * 0.55, r: a.r * 0.3 }, '#b8301a', []));
  return group(out, rotate(-8, a.cx, a.cy)) + herbs(s, { ...a, r: a.r * 0.3 }, 3, '#2f7d32', 12);
}

function tacos(s: Svg, a: Area): string {
  const out: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const x = a.cx + (i - 1) * a.r * 0.62;
    const y = a.cy + (i === 1 ? -a.r * 0.08 : a.r * 0.08);
    const r = a.r * 0.42;
    const shell = `M${n(x - r)} ${n(y)}A${n(r)} ${n(r * 1.5)} 0 0 0 ${n(x + r)} ${n(y)}Z`;
    const parts = [
      path(shell, '#000000', 'opacity="0.3" transform="translate(4 6)"'),
      path(
        shell,
        radial(
          s,
          [
            [0, '#f6dc9a'],
            [1, '#d8a85a'],
          ],
          0.5,
          0.3,
        ),
      ),
    ];
    parts.push(
      pieces(
        s,
        { cx: x, cy: y - 4, r: r * 0.75 },
        [
          p('bit', '#7a3a1a', 16, 10),
          p('strip', '#8ab83a', 8, 6),
          p('cube', '#d8402a', 6, 4),
          p('cube', '#f4efe6', 5, 4),
        ],
        0.7,
      ),
    );
    parts.push(herbs(s, { cx: x, cy: y - 6, r: r * 0.5 }, 3, '#2f7d32', 7));
    parts.push(
      stroke(
        `M${n(x - r * 0.7)} ${n(y - 8)}q${n(r * 0.35)} -10 ${n(r * 0.7)} 0t${n(r * 0.7)} 0`,
        '#f7f2e6',
        4,
      ),
    );
    out.push(group(parts, rotate(s.rng.float(-8, 8), x, y)));
  }
  out.push(citrusWedge(s, a.cx + a.r * 0.2, a.cy + a.r * 0.75, 22, 10));
  return group(out);
}

function quesadilla(s: Svg, a: Area): string {
  const out: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const t = (i / 4) * Math.PI * 2 + 0.3;
    const x = a.cx + Math.cos(t) * a.r * 0.12;
    const y = a.cy + Math.sin(t) * a.r * 0.12;
    const r = a.r * 0.85;
    const a0 = t - 0.7;
    const a1 = t + 0.7;
    const d = `M${n(x)} ${n(y)}L${n(x + Math.cos(a0) * r)} ${n(y + Math.sin(a0) * r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + Math.cos(a1) * r)} ${n(y + Math.sin(a1) * r)}Z`;
    out.push(
      path(d, '#000000', 'opacity="0.25" transform="translate(4 6)"'),
      path(
        d,
        radial(s, [
          [0, '#f2d48a'],
          [1, '#d8a04a'],
        ]),
        'stroke="#f6c83a" stroke-width="4"',
      ),
    );
    for (let k = 0; k < 3; k += 1)
      out.push(
        stroke(
          `M${n(x + Math.cos(t) * r * (0.3 + k * 0.2) - 12)} ${n(y + Math.sin(t) * r * (0.3 + k * 0.2) - 12)}l24 24`,
          '#8a4a1a',
          5,
          'opacity="0.45"',
        ),
      );
  }
  return group(out);
}

function nachos(s: Svg, a: Area): string {
  const out: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.85);
    const r = a.r * 0.2;
    const d = `M${n(x)} ${n(y - r)}L${n(x + r)} ${n(y + r * 0.7)}L${n(x - r)} ${n(y + r * 0.7)}Z`;
    out.push(
      path(
        d,
        vary(s.rng, '#f2c45a', 0.1),
        `stroke="#d89a3a" stroke-width="1.5" ${rotate(s.rng.float(0, 360), x, y)}`,
      ),
    );
  }
  out.push(drizzle(s, { ...a, r: a.r * 0.7 }, '#f6b82a', 7, 4));
  out.push(pieces(s, a, [p('cube', '#d8402a', 10, 5), p('ring', '#4a8a2a', 8, 7)]));
  return group(out);
}

function hummus(s: Svg, a: Area): string {
  const out = [
    circle(
      a.cx,
      a.cy,
      a.r,
      radial(s, [
        [0, '#f0dcb0'],
        [1, '#d8bd88'],
      ]),
    ),
  ];
  for (let k = 0.25; k < 0.95; k += 0.17)
    out.push(
      circle(a.cx, a.cy, a.r * k, 'none', `stroke="#c9a670" stroke-width="5" opacity="0.55"`),
    );
  out.push(
    path(blobPath(s.rng, a.cx, a.cy, a.r * 0.42, a.r * 0.36, 0.2, 9), '#d9a82a', 'opacity="0.6"'),
  );
  out.push(pieces(s, { ...a, r: a.r * 0.35 }, [p('round', '#e0c080', 7, 8)]));
  out.push(bits(s, { ...a, r: a.r * 0.8 }, 40, ['#c8321e', '#b8401e'], 1.6));
  out.push(herbs(s, { ...a, r: a.r * 0.5 }, 4, '#2f7d32', 9));
  return group(out);
}
