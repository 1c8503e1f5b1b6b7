// Pantry goods: sauces and spreads in jars, bottles, drinks, dairy, fresh produce, doughs and batters.
import { front, overhead, standShadow, type Draw } from './compose.js';
import { domes, drizzle } from './food-more.js';
import { pieces, type Pieces } from './food.js';
import { bits, calamansi, herbs } from './garnish.js';
import {
  blobPath,
  circle,
  ellipse,
  escapeXml,
  gloss,
  group,
  leafPath,
  linear,
  n,
  path,
  pointIn,
  radial,
  rect,
  rotate,
  shade,
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
type Jar = { fill: string; specks: readonly string[]; label: string; oil?: string };

const jarOf = (jar: Jar): Draw => front({ items: (s, floor) => jars(s, floor, jar) });
const drink = (
  liquid: string,
  extras: readonly string[],
  garnish: 'calamansi' | 'orange' | 'none' = 'none',
  opaque = false,
): Draw => front({ items: (s, floor) => glasses(s, floor, liquid, extras, garnish, opaque) });

export const pantryKinds = {
  'chili-garlic-oil': jarOf({
    fill: '#a8200e',
    specks: ['#f2c46a', '#6a0e04', '#e8501e'],
    label: 'CHILI GARLIC',
    oil: '#d8401e',
  }),
  bagoong: jarOf({ fill: '#7a3b45', specks: ['#a0525a', '#4a1a20', '#c9706a'], label: 'BAGOONG' }),
  'peanut-butter': jarOf({
    fill: '#c9843a',
    specks: ['#a8642a', '#e0a860'],
    label: 'PEANUT BUTTER',
  }),
  'coco-jam': jarOf({ fill: '#6a3212', specks: ['#8a4a1a'], label: 'MATAMIS NA BAO' }),
  'ube-jam': jarOf({ fill: '#5a2a88', specks: ['#7a4aa8', '#8a5ab8'], label: 'UBE JAM' }),
  'fruit-jam': jarOf({ fill: '#b3162a', specks: ['#e84a5a', '#7a0e1a'], label: 'MANGO & BERRY' }),
  'gourmet-tuyo': jarOf({
    fill: '#b8843a',
    specks: ['#8a5a2a', '#e0b870', '#3a2a1a'],
    label: 'GOURMET TUYO',
    oil: '#d8a03a',
  }),
  atchara: jarOf({
    fill: '#f2d890',
    specks: ['#ef7d2a', '#5aa02c', '#d3261b', '#f6e8b0'],
    label: 'ATCHARA',
    oil: '#f4e6b0',
  }),
  kimchi: jarOf({
    fill: '#c8321e',
    specks: ['#f2e6c8', '#e05a2a', '#3f8f32'],
    label: 'KIMCHI',
    oil: '#d8401e',
  }),
  'hot-sauce': front({ items: (s, floor) => bottles(s, floor, '#c8281a', 'HOT SAUCE') }),
  'spiced-vinegar': front({
    items: (s, floor) => bottles(s, floor, '#efe3b8', 'SUKANG MAANGHANG'),
  }),
  juices: drink('#f6c83a', ['#ffffff'], 'calamansi'),
  'calamansi-juice': drink('#e8e070', ['#ffffff'], 'calamansi'),
  'mango-shake': drink('#f6a81e', [], 'none', true),
  'buko-juice': drink('#eef0e0', ['#fbfbf4'], 'none'),
  'sago-gulaman': drink('#8a4a1a', ['#f2e6c8', '#e8c070'], 'none'),
  'iced-tea': drink('#b8641e', ['#ffffff'], 'orange'),
  'milk-tea': drink('#c9a27a', ['#2a1a10'], 'none', true),
  'carabao-milk': front({
    items: (s, floor) => bottles(s, floor, '#fbf8f0', 'FRESH CARABAO MILK', true),
  }),
  'kesong-puti': overhead({
    vessel: 'leaf',
    cutlery: false,
    food: (s, a) =>
      domes(s, a, ['#fbf9f2', '#f6f2e6'], 4, a.r * 0.36, (x, y, r) =>
        bits(s, { cx: x, cy: y, r: r * 0.7 }, 12, ['#e8e2d2'], 1.4),
      ),
  }),
  yogurt: overhead({
    vessel: 'bowl',
    cutlery: false,
    food: (s, a) =>
      circle(
        a.cx,
        a.cy,
        a.r,
        radial(s, [
          [0, '#ffffff'],
          [1, '#ece6da'],
        ]),
      ) +
      pieces(s, { ...a, r: a.r * 0.5 }, [
        p('round', '#b3162a', 5, 9),
        p('round', '#3a2a6a', 6, 7),
      ]) +
      bits(s, { ...a, r: a.r * 0.6 }, 30, ['#e0b870', '#c98a3a'], 3) +
      herbs(s, a, 2, '#3f8f32', 10),
  }),
  pastillas: overhead({ vessel: ['plate', 'none'], cutlery: false, food: pastillas }),
  eggs: overhead({ vessel: 'none', cutlery: false, food: eggs }),
  vegetables: overhead({ vessel: 'bilao', cutlery: false, food: vegetables }),
  fruits: overhead({
    vessel: 'bilao',
    cutlery: false,
    food: (s, a) =>
      pieces(s, a, [p('lump', '#f6b01e', 7, 30)], 0.6) + herbs(s, a, 3, '#3f8f32', 26),
  }),
  dough: overhead({
    vessel: 'bowl',
    cutlery: false,
    crumbs: ['#f4f1ea', '#ffffff'],
    food: (s, a) =>
      path(
        blobPath(s.rng, a.cx, a.cy, a.r * 0.72, a.r * 0.66, 0.08, 10),
        radial(
          s,
          [
            [0, '#fbf0d8'],
            [1, '#e0c898'],
          ],
          0.4,
          0.35,
        ),
      ) + bits(s, { ...a, r: a.r * 0.6 }, 60, ['#ffffff'], 2),
  }),
  batter: overhead({
    vessel: 'bowl',
    cutlery: false,
    food: (s, a) =>
      circle(
        a.cx,
        a.cy,
        a.r,
        radial(s, [
          [0, '#f6e2a8'],
          [1, '#e0c070'],
        ]),
      ) +
      drizzle(s, { ...a, r: a.r * 0.7 }, '#f8eabb', 6, 3) +
      gloss(s, a, 8, 8),
  }),
} satisfies Record<string, Draw>;

function jars(s: Svg, floor: number, jar: Jar): string {
  const out: string[] = [];
  const count = s.rng.int(2, 3);
  for (let i = 0; i < count; i += 1) {
    const w = 78;
    const h = 170 - i * 18;
    const cx = 320 + (i - (count - 1) / 2) * 180 + s.rng.float(-10, 10);
    const base = floor - i * 6;
    out.push(standShadow(s, cx, base, w));
    const body = `M${n(cx - w)} ${n(base - h + 26)}Q${n(cx - w)} ${n(base - h + 8)} ${n(cx - w + 14)} ${n(base - h + 8)}H${n(cx + w - 14)}Q${n(cx + w)} ${n(base - h + 8)} ${n(cx + w)} ${n(base - h + 26)}V${n(base - 14)}Q${n(cx + w)} ${n(base)} ${n(cx + w - 14)} ${n(base)}H${n(cx - w + 14)}Q${n(cx - w)} ${n(base)} ${n(cx - w)} ${n(base - 14)}Z`;
    out.push(
      path(
        body,
        linear(
          s,
          [
            [0, shade(jar.fill, -0.2)],
            [0.35, shade(jar.fill, 0.12)],
            [1, shade(jar.fill, -0.35)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    if (jar.oil)
      out.push(rect(cx - w + 4, base - h + 30, w * 2 - 8, 26, 4, jar.oil, 'opacity="0.7"'));
    for (let k = 0; k < 50; k += 1) {
      const x = cx + s.rng.float(-w + 8, w - 8);
      const y = base - s.rng.float(10, h - 40);
      out.push(
        path(
          blobPath(s.rng, x, y, s.rng.float(2, 5), s.rng.float(1.5, 3.5), 0.3, 6),
          s.rng.pick(jar.specks),
          'opacity="0.85"',
        ),
      );
    }
    out.push(rect(cx - w + 8, base - h + 20, 12, h - 40, 6, '#ffffff', 'opacity="0.35"'));
    const lid = s.rng.chance(0.5);
    if (lid) {
      out.push(
        rect(
          cx - w + 4,
          base - h - 16,
          w * 2 - 8,
          30,
          6,
          linear(
            s,
            [
              [0, '#f2d27a'],
              [0.5, '#c9a040'],
              [1, '#8a6a20'],
            ],
            0,
            0,
            1,
            0,
          ),
        ),
      );
    } else {
      const cloth = s.rng.pick(['#c0392b', '#2e6b3f', '#2f5d8a']);
      out.push(
        path(
          `M${n(cx - w - 14)} ${n(base - h + 30)}Q${n(cx - w)} ${n(base - h - 30)} ${n(cx)} ${n(base - h - 24)}Q${n(cx + w)} ${n(base - h - 30)} ${n(cx + w + 14)} ${n(base - h + 30)}Z`,
          cloth,
        ),
      );
      out.push(rect(cx - w - 2, base - h + 6, w * 2 + 4, 6, 3, '#e8dcc0'));
    }
    out.push(
      rect(
        cx - w * 0.78,
        base - h * 0.62,
        w * 1.56,
        h * 0.34,
        6,
        '#fbf6ea',
        'stroke="#c9b894" stroke-width="2"',
      ),
    );
    out.push(
      `<text x="${n(cx)}" y="${n(base - h * 0.45 + 5)}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${jar.label.length > 12 ? 12 : 15}" font-weight="700" fill="#5a3418">${escapeXml(jar.label)}</text>`,
    );
    out.push(rect(cx - w * 0.5, base - h * 0.38, w, 2, 1, '#c9b894'));
  }
  return group(out);
}

function bottles(s: Svg, floor: number, liquid: string, label: string, milk = false): string {
  const out: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const cx = 200 + i * 120 + s.rng.float(-6, 6);
    const w = 44;
    const h = 230;
    const base = floor - (i % 2) * 8;
    out.push(standShadow(s, cx, base, w));
    const body = `M${n(cx - w)} ${n(base - 8)}V${n(base - h * 0.62)}Q${n(cx - w)} ${n(base - h * 0.75)} ${n(cx - 16)} ${n(base - h * 0.82)}V${n(base - h)}H${n(cx + 16)}V${n(base - h * 0.82)}Q${n(cx + w)} ${n(base - h * 0.75)} ${n(cx + w)} ${n(base - h * 0.62)}V${n(base - 8)}Q${n(cx + w)} ${n(base)} ${n(cx + w - 8)} ${n(base)}H${n(cx - w + 8)}Q${n(cx - w)} ${n(base)} ${n(cx - w)} ${n(base - 8)}Z`;
    out.push(
      path(
        body,
        linear(
          s,
          [
            [0, shade(liquid, -0.25)],
            [0.35, shade(liquid, 0.15)],
            [1, shade(liquid, -0.35)],
          ],
          0,
          0,
          1,
          0,
        ),
        milk ? '' : 'opacity="0.92"',
      ),
    );
    out.push(rect(cx - 18, base - h - 14, 36, 20, 4, milk ? '#2f5d8a' : '#c9a040'));
    out.push(rect(cx - w + 6, base - h * 0.6, 8, h * 0.5, 4, '#ffffff', 'opacity="0.4"'));
    out.push(rect(cx - w + 4, base - h * 0.45, w * 2 - 8, 60, 4, '#fbf6ea'));
    out.push(
      `<text x="${n(cx)}" y="${n(base - h * 0.45 + 34)}" text-anchor="middle" font-family="Georgia, serif" font-size="${label.length > 12 ? 8 : 11}" font-weight="700" fill="#5a3418">${escapeXml(label)}</text>`,
    );
  }
  return group(out);
}

function glasses(
  s: Svg,
  floor: number,
  liquid: string,
  extras: readonly string[],
  garnish: 'calamansi' | 'orange' | 'none',
  opaque: boolean,
): string {
  const out: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const cx = 240 + i * 170 + s.rng.float(-8, 8);
    const w = 70;
    const h = 220 - i * 14;
    const base = floor - i * 10;
    out.push(standShadow(s, cx, base, w));
    const t = `M${n(cx - w)} ${n(base - h)}L${n(cx + w)} ${n(base - h)}L${n(cx + w * 0.82)} ${n(base)}L${n(cx - w * 0.82)} ${n(base)}Z`;
    const top = base - h * 0.88;
    out.push(
      path(
        `M${n(cx - w * 0.98)} ${n(top)}L${n(cx + w * 0.98)} ${n(top)}L${n(cx + w * 0.82)} ${n(base)}L${n(cx - w * 0.82)} ${n(base)}Z`,
        linear(s, [
          [0, shade(liquid, 0.15), opaque ? 1 : 0.85],
          [1, shade(liquid, -0.15), opaque ? 1 : 0.9],
        ]),
      ),
    );
    for (let k = 0; k < (opaque ? 0 : 4); k += 1) {
      const x = cx + s.rng.float(-w * 0.6, w * 0.6);
      const y = top + s.rng.float(10, 60);
      out.push(
        rect(
          x - 16,
          y - 14,
          32,
          28,
          6,
          '#ffffff',
          `opacity="0.45" ${rotate(s.rng.float(-20, 20), x, y)}`,
        ),
      );
    }
    for (const e of extras) {
      for (let k = 0; k < 14; k += 1)
        out.push(
          circle(
            cx + s.rng.float(-w * 0.7, w * 0.7),
            base - s.rng.float(8, h * 0.4),
            s.rng.float(3, 6),
            e,
            'opacity="0.85"',
          ),
        );
    }
    out.push(path(t, '#ffffff', 'opacity="0.14" stroke="#ffffff" stroke-width="3"'));
    out.push(rect(cx - w + 10, base - h + 10, 10, h - 30, 5, '#ffffff', 'opacity="0.3"'));
    for (let k = 0; k < 16; k += 1)
      out.push(
        circle(
          cx + s.rng.float(-w * 0.9, w * 0.9),
          base - s.rng.float(10, h * 0.8),
          s.rng.float(1, 2.5),
          '#ffffff',
          'opacity="0.5"',
        ),
      );
    out.push(
      rect(
        cx + 10,
        base - h - 90,
        10,
        150,
        5,
        i === 0 ? '#e84a5a' : '#3f9a5a',
        rotate(12, cx, base - h),
      ),
    );
    if (garnish === 'calamansi') out.push(calamansi(s, cx - w * 0.8, base - h, 20));
    if (garnish === 'orange')
      out.push(
        circle(cx - w * 0.85, base - h + 4, 30, '#f2a51c'),
        circle(cx - w * 0.85, base - h + 4, 24, '#f6c84a'),
      );
  }
  if (s.rng.chance(0.6)) {
    for (let k = 0; k < 3; k += 1)
      out.push(calamansi(s, 520 + k * 30, floor + 20 + (k % 2) * 12, 16));
  }
  return group(out);
}

function pastillas(s: Svg, a: Area): string {
  const out: string[] = [];
  const papers = ['#e84a5a', '#f6d04a', '#5ab0e8', '#7fc24a', '#b57ad8', '#f49ac1'];
  for (let i = 0; i < 10; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.65);
    const angle = s.rng.float(0, 180);
    const c = s.rng.pick(papers);
    out.push(
      group(
        [
          rect(x - 48, y - 15 + 4, 96, 30, 10, '#000000', 'opacity="0.25"'),
          path(
            `M${n(x - 64)} ${n(y - 17)}L${n(x - 44)} ${n(y - 8)}V${n(y + 8)}L${n(x - 64)} ${n(y + 17)}Z`,
            c,
          ),
          path(
            `M${n(x + 64)} ${n(y - 17)}L${n(x + 44)} ${n(y - 8)}V${n(y + 8)}L${n(x + 64)} ${n(y + 17)}Z`,
            c,
          ),
          rect(x - 46, y - 15, 92, 30, 10, '#fbf8f0', `stroke="${c}" stroke-width="3"`),
          rect(x - 38, y - 10, 30, 5, 2.5, '#ffffff', 'opacity="0.8"'),
        ],
        rotate(angle, x, y),
      ),
    );
  }
  return group(out);
}

function eggs(s: Svg, a: Area): string {
  const out = [
    rect(
      a.cx - a.r * 1.1 + 8,
      a.cy - a.r * 0.8 + 10,
      a.r * 2.2,
      a.r * 1.6,
      12,
      '#000000',
      'opacity="0.3"',
    ),
    rect(a.cx - a.r * 1.1, a.cy - a.r * 0.8, a.r * 2.2, a.r * 1.6, 12, '#cbbfa8'),
  ];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      const x = a.cx - a.r * 0.78 + col * a.r * 0.52;
      const y = a.cy - a.r * 0.5 + row * a.r * 0.5;
      out.push(circle(x, y, a.r * 0.22, '#a89a82'));
      const c = vary(s.rng, s.rng.pick(['#e8c8a0', '#f4ece0', '#d8a878']), 0.05);
      out.push(
        ellipse(
          x,
          y,
          a.r * 0.18,
          a.r * 0.15,
          radial(
            s,
            [
              [0, shade(c, 0.3)],
              [1, shade(c, -0.15)],
            ],
            0.35,
            0.3,
          ),
        ),
      );
    }
  }
  return group(out);
}

function vegetables(s: Svg, a: Area): string {
  const out: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const x = a.cx - a.r * 0.3 + i * 24;
    const y = a.cy - a.r * 0.45 + i * 14;
    out.push(
      path(
        leafPath(x - 80, y, 170, 22, 10 + i * 6),
        linear(
          s,
          [
            [0, '#7a3a8a'],
            [1, '#4a1a5a'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
  }
  out.push(
    pieces(
      s,
      { cx: a.cx + a.r * 0.35, cy: a.cy + a.r * 0.3, r: a.r * 0.45 },
      [p('round', '#d8321e', 5, 22)],
      0.6,
    ),
  );
  out.push(
    pieces(
      s,
      { cx: a.cx - a.r * 0.4, cy: a.cy + a.r * 0.35, r: a.r * 0.4 },
      [p('log', '#5a9a3a', 6, 16)],
      0.6,
    ),
  );
  for (let i = 0; i < 5; i += 1) {
    const [x, y] = pointIn(s.rng, { cx: a.cx + a.r * 0.45, cy: a.cy - a.r * 0.35, r: a.r * 0.25 });
    out.push(calamansi(s, x, y, 12));
  }
  out.push(
    herbs(s, { cx: a.cx - a.r * 0.5, cy: a.cy - a.r * 0.1, r: a.r * 0.3 }, 4, '#2f7d32', 24),
  );
  return group(out);
}
