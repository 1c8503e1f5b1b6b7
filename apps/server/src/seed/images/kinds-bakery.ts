// Bakers' goods and Filipino sweets: cookies, cakes, breads, donuts, pies, macaroons, kakanin.
import { front, overhead, type Draw } from './compose.js';
import { cutSlab, domes, drizzle } from './food-more.js';
import { rolls } from './food.js';
import { bits, herbs } from './garnish.js';
import {
  blobPath,
  circle,
  clipCircle,
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
import { rectVessel } from './vessels.js';
import { cakeSlice, flavourNames, haloHalo, linear3, macarons, wholeCake } from './cakes.js';

const sprinkles = ['#e94e77', '#f6d04a', '#5ab0e8', '#7fc24a', '#ffffff', '#b57ad8'];

export const bakeryKinds = {
  cookies: overhead({
    vessel: ['plate', 'none'],
    tables: ['wood', 'linen', 'marble', 'darkWood'],
    cutlery: false,
    crumbs: ['#b8742a', '#4a2414'],
    food: (s, a) => cookies(s, a, '#c98a3a', '#3a1a0a'),
  }),
  crinkles: overhead({
    vessel: ['plate', 'none'],
    cutlery: false,
    crumbs: ['#f4f1ea'],
    food: crinkles,
  }),
  cake: front({ items: (s, floor) => wholeCake(s, floor, s.rng.pick(flavourNames)) }),
  'ube-cake': front({ items: (s, floor) => wholeCake(s, floor, 'ube') }),
  'chocolate-cake': front({ items: (s, floor) => wholeCake(s, floor, 'chocolate') }),
  'mango-cake': front({ items: (s, floor) => wholeCake(s, floor, 'mango') }),
  'cake-slice': front({ items: (s, floor) => cakeSlice(s, floor, s.rng.pick(flavourNames)) }),
  cupcakes: overhead({
    vessel: 'none',
    cutlery: false,
    food: (s, a) =>
      domes(
        s,
        a,
        ['#f4d7e0', '#d9c2ec', '#fbf4e2', '#6b3a22'],
        6,
        a.r * 0.3,
        (x, y, r) =>
          swirl(x, y, r * 0.8, '#ffffff') +
          bits(s, { cx: x, cy: y, r: r * 0.6 }, 10, sprinkles, 1.6),
      ),
  }),
  breads: overhead({
    vessel: 'none',
    tables: ['wood', 'linen', 'darkWood'],
    cutlery: false,
    crumbs: ['#d89a4a', '#f0d4a0'],
    food: loaf,
  }),
  pandesal: overhead({
    vessel: 'bilao',
    cutlery: false,
    crumbs: ['#d8b07a'],
    food: (s, a) =>
      domes(s, a, ['#d8924a', '#c9823a'], 10, a.r * 0.25, (x, y, r) =>
        bits(s, { cx: x, cy: y, r: r * 0.8 }, 14, ['#e8c48a', '#f0d8a8'], 1.4),
      ),
  }),
  ensaymada: overhead({
    vessel: ['plate', 'none'],
    cutlery: false,
    food: (s, a) =>
      domes(
        s,
        a,
        ['#f2c46a'],
        4,
        a.r * 0.42,
        (x, y, r) =>
          swirl(x, y, r * 0.85, '#fbe9b0') +
          bits(s, { cx: x, cy: y, r: r * 0.75 }, 40, ['#f6e27a', '#fbf4da', '#ffffff'], 2.2),
      ),
  }),
  'cinnamon-rolls': overhead({
    vessel: ['plate', 'none'],
    cutlery: false,
    food: (s, a) =>
      domes(
        s,
        a,
        ['#c9823a'],
        4,
        a.r * 0.42,
        (x, y, r) =>
          swirl(x, y, r * 0.9, '#7a3a12') +
          drizzle(s, { cx: x, cy: y, r: r * 0.7 }, '#fbf6ee', 3, 3),
      ),
  }),
  donuts: overhead({ vessel: 'none', cutlery: false, food: donuts }),
  pie: overhead({
    vessel: 'none',
    cutlery: false,
    food: (s, a) => pie(s, a, s.rng.pick(['#c8321e', '#f2c14a', '#7a3a8a'])),
  }),
  'buko-pie': overhead({
    vessel: 'none',
    cutlery: false,
    food: (s, a) => pie(s, a, '#f6f0dc', false),
  }),
  macaroons: overhead({ vessel: 'none', cutlery: false, food: macaroons }),
  macarons: front({ items: macarons }),
  brownies: overhead({
    vessel: 'none',
    cutlery: false,
    crumbs: ['#3a1a0a'],
    food: (s, a) => brownies(s, a),
  }),
  'leche-flan': overhead({ vessel: 'plate', cutlery: false, food: flan }),
  'ube-halaya': overhead({
    vessel: 'bowl',
    plates: ['white', 'clay'],
    food: (s, a) =>
      circle(
        a.cx,
        a.cy,
        a.r,
        radial(s, [
          [0, '#9a6ac8'],
          [1, '#5a2a88'],
        ]),
      ) +
      swirl(a.cx, a.cy, a.r * 0.8, '#b48ad8') +
      gloss(s, a, 8, 8) +
      bits(s, { ...a, r: a.r * 0.3 }, 20, ['#f4efe6', '#e8dcc0'], 2.4),
  }),
  bibingka: overhead({ vessel: 'leaf', cutlery: false, food: bibingka }),
  puto: overhead({
    vessel: 'bilao',
    cutlery: false,
    food: (s, a) =>
      domes(s, a, ['#fbf8f0', '#d9c2ec', '#f6e2a8', '#cfe6b0'], 14, a.r * 0.17, (x, y, r) =>
        rect(x - r * 0.35, y - r * 0.2, r * 0.7, r * 0.35, 2, '#f6d04a'),
      ),
  }),
  kutsinta: overhead({
    vessel: 'bilao',
    cutlery: false,
    food: (s, a) =>
      domes(s, a, ['#b8561e', '#a84a18'], 12, a.r * 0.19, (x, y, r) =>
        bits(s, { cx: x, cy: y, r: r * 0.5 }, 14, ['#fbf8f0'], 2),
      ) + gloss(s, a, 20, 5),
  }),
  turon: overhead({
    vessel: ['leaf', 'plate'],
    cutlery: false,
    food: (s, a) =>
      rolls(s, a, '#b8641e', '#f6c83a', 5, a.r * 1.2, a.r * 0.24) + gloss(s, a, 14, 6),
  }),
  'halo-halo': front({ items: haloHalo }),
  'baked-sushi': overhead({ vessel: 'none', food: bakedSushi }),
  tiramisu: overhead({
    vessel: 'none',
    cutlery: false,
    food: (s, a) => {
      const v = rectVessel(s, a.cx - a.r * 1.1, a.cy - a.r * 0.75, a.r * 2.2, a.r * 1.5, 'glass');
      return (
        v.svg +
        cutSlab(s, v.inner.x, v.inner.y, v.inner.w, v.inner.h, '#7a4a2a', 3, 2) +
        bits(s, a, 200, ['#4a2414', '#5a3020'], 1.5)
      );
    },
  }),
} satisfies Record<string, Draw>;

function swirl(cx: number, cy: number, r: number, colour: string): string {
  let d = `M${n(cx)} ${n(cy)}`;
  for (let t = 0; t < Math.PI * 6; t += 0.35) {
    const rr = (t / (Math.PI * 6)) * r;
    d += `L${n(cx + Math.cos(t) * rr)} ${n(cy + Math.sin(t) * rr)}`;
  }
  return (
    stroke(d, shade(colour, -0.15), r * 0.16, 'opacity="0.6"') +
    stroke(d, colour, r * 0.08, 'opacity="0.8"')
  );
}

function cookies(s: Svg, a: Area, dough: string, chips: string): string {
  const out: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const [x, y] = i === 0 ? [a.cx, a.cy] : pointIn(s.rng, a, 0.7);
    const r = a.r * s.rng.float(0.26, 0.32);
    const d = blobPath(s.rng, x, y, r, r, 0.08, 12);
    const c = vary(s.rng, dough, 0.06);
    out.push(
      path(d, '#000000', 'opacity="0.3" transform="translate(4 6)"'),
      path(
        d,
        radial(
          s,
          [
            [0, shade(c, 0.2)],
            [0.75, c],
            [1, shade(c, -0.3)],
          ],
          0.4,
          0.35,
        ),
      ),
    );
    for (let k = 0; k < 7; k += 1) {
      const [cx, cy] = pointIn(s.rng, { cx: x, cy: y, r: r * 0.75 });
      out.push(path(blobPath(s.rng, cx, cy, r * 0.12, r * 0.1, 0.3, 6), chips));
    }
    for (let k = 0; k < 4; k += 1) {
      const [cx, cy] = pointIn(s.rng, { cx: x, cy: y, r: r * 0.7 });
      out.push(
        stroke(
          `M${n(cx)} ${n(cy)}l${n(s.rng.float(-10, 10))} ${n(s.rng.float(-6, 6))}`,
          shade(c, -0.25),
          1.5,
          'opacity="0.6"',
        ),
      );
    }
  }
  return group(out);
}

function crinkles(s: Svg, a: Area): string {
  const out: string[] = [];
  for (let i = 0; i < 8; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.72);
    const r = a.r * s.rng.float(0.2, 0.25);
    out.push(circle(x + 4, y + 6, r, '#000000', 'opacity="0.3"'), circle(x, y, r, '#3a1a0a'));
    for (let k = 0; k < 12; k += 1) {
      const [cx, cy] = pointIn(s.rng, { cx: x, cy: y, r: r * 0.85 });
      out.push(
        path(blobPath(s.rng, cx, cy, r * 0.22, r * 0.14, 0.35, 6, s.rng.float(0, 180)), '#f4f1ea'),
      );
    }
  }
  return group(out);
}

function loaf(s: Svg, a: Area): string {
  const board = rectVessel(s, a.cx - a.r * 1.15, a.cy - a.r * 0.65, a.r * 2.1, a.r * 1.3, 'board');
  const out = [board.svg];
  const w = a.r * 1.2;
  const h = a.r * 0.62;
  const x = a.cx - a.r * 0.85;
  const y = a.cy - h / 2;
  out.push(
    rect(x + 5, y + 7, w, h, h * 0.45, '#000000', 'opacity="0.3"'),
    rect(
      x,
      y,
      w,
      h,
      h * 0.45,
      radial(
        s,
        [
          [0, '#e8a858'],
          [0.7, '#b8702a'],
          [1, '#7a4214'],
        ],
        0.4,
        0.3,
      ),
    ),
  );
  for (let i = 0; i < 4; i += 1)
    out.push(
      stroke(
        `M${n(x + w * 0.2 + i * w * 0.18)} ${n(y + h * 0.2)}l${n(w * 0.1)} ${n(h * 0.6)}`,
        '#f6d8a0',
        5,
        'opacity="0.7"',
      ),
    );
  for (let i = 0; i < 3; i += 1) {
    const sx = x + w + 20 + i * 34;
    const sy = y - h * 0.2 + i * 18;
    out.push(
      rect(sx + 3, sy + 5, h * 0.95, h * 1.05, h * 0.3, '#000000', 'opacity="0.25"'),
      rect(sx, sy, h * 0.95, h * 1.05, h * 0.3, '#b8702a'),
      rect(
        sx + 6,
        sy + 6,
        h * 0.95 - 12,
        h * 1.05 - 12,
        h * 0.25,
        radial(s, [
          [0, '#fbf0d8'],
          [1, '#ecd6a8'],
        ]),
      ),
    );
    out.push(
      bits(
        s,
        { cx: sx + h * 0.47, cy: sy + h * 0.52, r: h * 0.35 },
        14,
        ['#e0c48a', '#f6e6c0'],
        1.5,
      ),
    );
  }
  return group(out);
}

function donuts(s: Svg, a: Area): string {
  const box = rectVessel(s, a.cx - a.r * 1.2, a.cy - a.r * 0.7, a.r * 2.4, a.r * 1.45, 'box');
  const out = [box.svg];
  const glazes = ['#f49ac1', '#5a2a14', '#fbf6ee', '#b57ad8', '#f6d04a', '#7fc24a'];
  const r = box.inner.h / 4.3;
  for (let i = 0; i < 6; i += 1) {
    const x = box.inner.x + r * 1.15 + (i % 3) * ((box.inner.w - r * 2.3) / 2);
    const y = box.inner.y + r * 1.1 + Math.floor(i / 3) * r * 2.1;
    const g = s.rng.pick(glazes);
    out.push(
      circle(x + 3, y + 5, r, '#000000', 'opacity="0.3"'),
      circle(
        x,
        y,
        r,
        radial(s, [
          [0, '#e8a858'],
          [1, '#b8702a'],
        ]),
      ),
    );
    out.push(
      path(
        blobPath(s.rng, x, y, r * 0.88, r * 0.86, 0.06, 12),
        radial(
          s,
          [
            [0, shade(g, 0.2)],
            [1, shade(g, -0.1)],
          ],
          0.4,
          0.35,
        ),
      ),
    );
    out.push(
      circle(x, y, r * 0.3, '#c49463'),
      circle(x, y, r * 0.3, 'none', `stroke="${shade(g, -0.2)}" stroke-width="2"`),
    );
    if (g !== '#5a2a14' || s.rng.chance(0.5))
      out.push(bits(s, { cx: x, cy: y, r: r * 0.8 }, 18, sprinkles, 1.6));
    out.push(
      ellipse(
        x - r * 0.4,
        y - r * 0.45,
        r * 0.3,
        r * 0.1,
        '#ffffff',
        `opacity="0.45" ${rotate(-30, x, y)}`,
      ),
    );
  }
  return group(out);
}

function pie(s: Svg, a: Area, filling: string, lattice = true): string {
  const r = a.r * 1.05;
  const out = [
    circle(a.cx + 8, a.cy + 10, r, '#000000', 'opacity="0.35"'),
    circle(a.cx, a.cy, r, linear3(s, '#c0c4c8')),
  ];
  out.push(
    circle(
      a.cx,
      a.cy,
      r * 0.92,
      radial(s, [
        [0, shade(filling, 0.15)],
        [1, shade(filling, -0.2)],
      ]),
    ),
  );
  const clip = clipCircle(s, a.cx, a.cy, r * 0.9);
  const strips: string[] = [];
  if (lattice) {
    for (let i = -4; i <= 4; i += 1) {
      strips.push(
        rect(
          a.cx + i * r * 0.22 - 11,
          a.cy - r,
          22,
          r * 2,
          8,
          '#e2a858',
          `stroke="#b8702a" stroke-width="1.5"`,
        ),
      );
      strips.push(
        rect(
          a.cx - r,
          a.cy + i * r * 0.22 - 11,
          r * 2,
          22,
          8,
          '#e8b468',
          `stroke="#b8702a" stroke-width="1.5" opacity="${i % 2 === 0 ? 1 : 0.92}"`,
        ),
      );
    }
  } else {
    strips.push(
      circle(
        a.cx,
        a.cy,
        r,
        radial(
          s,
          [
            [0, '#f2c47a'],
            [1, '#c9843a'],
          ],
          0.4,
          0.35,
        ),
      ),
    );
    for (let i = 0; i < 4; i += 1)
      strips.push(stroke(`M${n(a.cx - 18 + i * 12)} ${n(a.cy - 20)}l6 40`, '#8a4a1a', 3));
  }
  out.push(group(strips, `clip-path="${clip}"`));
  for (let i = 0; i < 28; i += 1) {
    const t = (i / 28) * Math.PI * 2;
    out.push(
      circle(
        a.cx + Math.cos(t) * r * 0.93,
        a.cy + Math.sin(t) * r * 0.93,
        r * 0.075,
        '#e8b468',
        'stroke="#b8702a" stroke-width="1"',
      ),
    );
  }
  return group(out);
}

function macaroons(s: Svg, a: Area): string {
  const box = rectVessel(s, a.cx - a.r * 1.2, a.cy - a.r * 0.7, a.r * 2.4, a.r * 1.45, 'box');
  const out = [box.svg];
  const r = box.inner.h / 6.4;
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      const x = box.inner.x + r * 1.2 + col * ((box.inner.w - r * 2.4) / 4);
      const y = box.inner.y + r * 1.1 + row * r * 2.1;
      out.push(
        circle(
          x,
          y,
          r * 1.02,
          '#f4efe6',
          `stroke="#e0d8c8" stroke-width="1.5" stroke-dasharray="3 2"`,
        ),
      );
      const d = blobPath(s.rng, x, y, r * 0.78, r * 0.78, 0.15, 10);
      out.push(
        path(
          d,
          radial(
            s,
            [
              [0, '#f6d08a'],
              [0.6, '#d8943a'],
              [1, '#9a5a1e'],
            ],
            0.4,
            0.35,
          ),
        ),
      );
      out.push(bits(s, { cx: x, cy: y, r: r * 0.6 }, 10, ['#fbe8b8', '#c47a2a'], 1.3, 3));
    }
  }
  return group(out);
}

function brownies(s: Svg, a: Area): string {
  const v = rectVessel(s, a.cx - a.r * 1.1, a.cy - a.r * 0.75, a.r * 2.2, a.r * 1.5, 'tin');
  const cut = cutSlab(s, v.inner.x, v.inner.y, v.inner.w, v.inner.h, '#4a2414', 4, 3);
  const cracks: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const x = v.inner.x + s.rng.float(8, v.inner.w - 8);
    const y = v.inner.y + s.rng.float(8, v.inner.h - 8);
    cracks.push(
      stroke(
        `M${n(x)} ${n(y)}l${n(s.rng.float(-14, 14))} ${n(s.rng.float(-6, 6))}`,
        '#8a5a3a',
        1.5,
        'opacity="0.6"',
      ),
    );
  }
  return v.svg + cut + group(cracks) + bits(s, a, 14, ['#f4efe6', '#c98a3a'], 4);
}

function flan(s: Svg, a: Area): string {
  const pool = blobPath(s.rng, a.cx, a.cy, a.r * 0.95, a.r * 0.72, 0.08, 12);
  const top = `M${n(a.cx - a.r * 0.7)} ${n(a.cy - a.r * 0.42)}h${n(a.r * 1.4)}q${n(a.r * 0.12)} 0 ${n(a.r * 0.12)} ${n(a.r * 0.12)}v${n(a.r * 0.6)}q0 ${n(a.r * 0.12)} ${n(-a.r * 0.12)} ${n(a.r * 0.12)}h${n(-a.r * 1.4)}q${n(-a.r * 0.12)} 0 ${n(-a.r * 0.12)} ${n(-a.r * 0.12)}v${n(-a.r * 0.6)}q0 ${n(-a.r * 0.12)} ${n(a.r * 0.12)} ${n(-a.r * 0.12)}z`;
  return group([
    path(
      pool,
      radial(s, [
        [0, '#c8741a'],
        [1, '#8a3a0a'],
      ]),
    ),
    path(top, '#000000', 'opacity="0.3" transform="translate(4 7)"'),
    path(
      top,
      radial(
        s,
        [
          [0, '#e8a038'],
          [0.7, '#c8701a'],
          [1, '#8a400a'],
        ],
        0.4,
        0.35,
      ),
    ),
    gloss(s, { ...a, r: a.r * 0.6 }, 10, 10),
    ellipse(
      a.cx - a.r * 0.3,
      a.cy - a.r * 0.25,
      a.r * 0.35,
      a.r * 0.06,
      '#ffffff',
      'opacity="0.35"',
    ),
  ]);
}

function bibingka(s: Svg, a: Area): string {
  const r = a.r * 0.8;
  const out = [
    circle(a.cx + 5, a.cy + 7, r, '#000000', 'opacity="0.3"'),
    circle(
      a.cx,
      a.cy,
      r,
      radial(
        s,
        [
          [0, '#f2c46a'],
          [0.8, '#d88a3a'],
          [1, '#8a4a1a'],
        ],
        0.45,
        0.4,
      ),
    ),
  ];
  for (let i = 0; i < 16; i += 1) {
    const [x, y] = pointIn(s.rng, { ...a, r: r * 0.85 });
    out.push(
      path(
        blobPath(s.rng, x, y, s.rng.float(6, 16), s.rng.float(4, 10), 0.3, 7),
        '#7a3a12',
        'opacity="0.5"',
      ),
    );
  }
  for (let i = 0; i < 3; i += 1) {
    const t = (i / 3) * Math.PI * 2 + 0.5;
    const x = a.cx + Math.cos(t) * r * 0.42;
    const y = a.cy + Math.sin(t) * r * 0.42;
    out.push(
      circle(x, y, r * 0.2, '#fbf8f0', 'stroke="#e8e0d0" stroke-width="2"'),
      circle(x, y, r * 0.11, '#e8641e'),
    );
  }
  out.push(bits(s, { ...a, r: r * 0.5 }, 40, ['#fbe9a8', '#f6d86a'], 2.4, 3));
  out.push(gloss(s, { ...a, r: r * 0.7 }, 6, 8));
  return group(out) + herbs(s, { cx: a.cx + a.r, cy: a.cy + a.r * 0.6, r: 30 }, 2, '#4a9a3a', 14);
}

function bakedSushi(s: Svg, a: Area): string {
  const v = rectVessel(s, a.cx - a.r * 1.1, a.cy - a.r * 0.72, a.r * 2.2, a.r * 1.45, 'glass');
  const out = [
    v.svg,
    rect(
      v.inner.x,
      v.inner.y,
      v.inner.w,
      v.inner.h,
      12,
      radial(s, [
        [0, '#f6a070'],
        [1, '#e0703a'],
      ]),
    ),
  ];
  for (let i = 0; i < 26; i += 1) {
    const x = v.inner.x + s.rng.float(10, v.inner.w - 10);
    const y = v.inner.y + s.rng.float(10, v.inner.h - 10);
    out.push(
      path(
        blobPath(s.rng, x, y, s.rng.float(6, 16), s.rng.float(4, 10), 0.3, 7),
        '#a8501e',
        'opacity="0.55"',
      ),
    );
  }
  const area: Area = { cx: a.cx, cy: a.cy, r: Math.min(v.inner.w, v.inner.h) * 0.6 };
  out.push(drizzle(s, area, '#fbf6ee', 3, 6), drizzle(s, area, '#e8321e', 2.5, 5));
  out.push(bits(s, { ...area, r: area.r * 1.2 }, 140, ['#1d2a1c', '#3f7f2a', '#f4efe0'], 1.5));
  return group(out);
}
