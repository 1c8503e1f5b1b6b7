// What the food sits on: table tops seen from above, a wall and table seen from the side.
import {
  blur,
  circle,
  ellipse,
  group,
  linear,
  n,
  path,
  radial,
  rect,
  shade,
  stroke,
  vary,
  type Svg,
} from './kit.js';

export type TableStyle = 'wood' | 'darkWood' | 'marble' | 'linen' | 'gingham' | 'banig' | 'slate';
export const tableStyles: readonly TableStyle[] = [
  'wood',
  'darkWood',
  'marble',
  'linen',
  'gingham',
  'banig',
  'slate',
];

const W = 640;
const H = 480;

/** A table top photographed from above, with a warm window light from the top left. */
export function tableTop(s: Svg, style: TableStyle, width = W, height = H): string {
  const out = [surface(s, style, width, height)];
  out.push(
    rect(
      0,
      0,
      width,
      height,
      0,
      radial(
        s,
        [
          [0, '#fff6e0', 0.28],
          [1, '#fff6e0', 0],
        ],
        0.2,
        0.15,
        0.75,
      ),
    ),
  );
  out.push(
    rect(
      0,
      0,
      width,
      height,
      0,
      radial(
        s,
        [
          [0.55, '#000000', 0],
          [1, '#140a02', 0.42],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
  return out.join('');
}

function surface(s: Svg, style: TableStyle, width: number, height: number): string {
  const { rng } = s;
  switch (style) {
    case 'wood':
    case 'darkWood': {
      const base =
        style === 'wood'
          ? rng.pick(['#b07a4a', '#a86f3f', '#c08b58'])
          : rng.pick(['#5a3a24', '#4a2f1e', '#634029']);
      const planks: string[] = [];
      const count = rng.int(4, 6);
      const ph = height / count;
      for (let i = 0; i < count; i += 1) {
        const c = vary(rng, base, 0.1);
        planks.push(
          rect(
            0,
            i * ph,
            width,
            ph,
            0,
            linear(
              s,
              [
                [0, shade(c, 0.06)],
                [0.5, c],
                [1, shade(c, -0.1)],
              ],
              0,
              0,
              1,
              0.2,
            ),
          ),
        );
        for (let g = 0; g < 7; g += 1) {
          const y = i * ph + rng.float(6, ph - 6);
          const amp = rng.float(1, 4);
          planks.push(
            stroke(
              `M-10 ${n(y)}C${n(width * 0.3)} ${n(y - amp)} ${n(width * 0.6)} ${n(y + amp)} ${n(width + 10)} ${n(y + rng.float(-3, 3))}`,
              shade(c, -0.22),
              rng.float(0.6, 1.8),
              `opacity="${n(rng.float(0.2, 0.45))}"`,
            ),
          );
        }
        if (rng.chance(0.5))
          planks.push(
            ellipse(
              rng.float(40, width - 40),
              i * ph + ph / 2,
              rng.float(8, 14),
              rng.float(3, 5),
              shade(c, -0.3),
              'opacity="0.35"',
            ),
          );
        planks.push(rect(0, i * ph - 1.5, width, 3, 0, shade(base, -0.55), 'opacity="0.55"'));
      }
      return planks.join('');
    }
    case 'marble': {
      const veins: string[] = [
        rect(
          0,
          0,
          width,
          height,
          0,
          linear(
            s,
            [
              [0, '#f4f1ec'],
              [1, '#dedad3'],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
      ];
      for (let i = 0; i < 7; i += 1) {
        const x = rng.float(-100, width);
        const pts = Array.from(
          { length: 4 },
          (_, k) => `${n(x + k * rng.float(60, 160))} ${n(rng.float(-20, height + 20))}`,
        );
        veins.push(
          stroke(
            `M${pts[0]}C${pts[1]} ${pts[2]} ${pts[3]}`,
            rng.pick(['#b9b3aa', '#a8a29a', '#c9c0b2']),
            rng.float(1, 3),
            `opacity="${n(rng.float(0.3, 0.6))}" filter="${blur(s, 1.2)}"`,
          ),
        );
      }
      return veins.join('');
    }
    case 'linen':
    case 'gingham': {
      const cloth = rng.pick(
        style === 'linen'
          ? ['#e9dcc4', '#d8c8a8', '#c9d3bd', '#e3c6b0']
          : ['#c0392b', '#2e6b3f', '#2f5d8a', '#d4a017'],
      );
      const id = s.uid('p');
      const size = style === 'linen' ? 6 : 36;
      const cell =
        style === 'linen'
          ? `${rect(0, 0, 6, 3, 0, '#ffffff', 'opacity="0.08"')}${rect(0, 0, 3, 6, 0, '#000000', 'opacity="0.05"')}`
          : `${rect(0, 0, 36, 36, 0, '#fbf6ec')}${rect(0, 0, 18, 36, 0, cloth, 'opacity="0.55"')}${rect(0, 0, 36, 18, 0, cloth, 'opacity="0.55"')}`;
      s.defs.push(
        `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(${rng.int(-12, 12)})">${cell}</pattern>`,
      );
      return (
        rect(0, 0, width, height, 0, style === 'linen' ? cloth : '#fbf6ec') +
        rect(0, 0, width, height, 0, `url(#${id})`)
      );
    }
    case 'banig': {
      // a hand-woven mat: two colours of strips in a diagonal twill
      const id = s.uid('p');
      const [a, b] = rng.pick([
        ['#d9b77e', '#8c4a2f'],
        ['#e0c48e', '#3f6b4a'],
        ['#dcb884', '#7a3b5e'],
      ]) as [string, string];
      s.defs.push(
        `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">${rect(0, 0, 28, 28, 0, a)}${rect(0, 0, 14, 14, 0, b, 'opacity="0.75"')}${rect(14, 14, 14, 14, 0, b, 'opacity="0.75"')}${rect(0, 13, 28, 2, 0, '#000000', 'opacity="0.12"')}${rect(13, 0, 2, 28, 0, '#000000', 'opacity="0.12"')}</pattern>`,
      );
      return rect(0, 0, width, height, 0, `url(#${id})`);
    }
    case 'slate': {
      const out = [
        rect(
          0,
          0,
          width,
          height,
          0,
          linear(
            s,
            [
              [0, '#3b3f44'],
              [1, '#24272b'],
            ],
            0,
            0,
            1,
            1,
          ),
        ),
      ];
      for (let i = 0; i < 40; i += 1) {
        out.push(
          ellipse(
            rng.float(0, width),
            rng.float(0, height),
            rng.float(20, 90),
            rng.float(4, 14),
            rng.pick(['#4a4f55', '#2c2f33']),
            `opacity="0.35" filter="${blur(s, 6)}"`,
          ),
        );
      }
      return out.join('');
    }
  }
}

export type WallStyle = 'cream' | 'sage' | 'terracotta' | 'sky' | 'blush';
export const wallStyles: readonly WallStyle[] = ['cream', 'sage', 'terracotta', 'sky', 'blush'];
const wallColours: Record<WallStyle, string> = {
  cream: '#efe3cc',
  sage: '#b9c7a9',
  terracotta: '#d99a76',
  sky: '#b8cfdc',
  blush: '#e7c1bd',
};

/** A wall and a table edge for food photographed from the front (drinks, jars, cakes, burgers). */
export function sideScene(s: Svg, wall: WallStyle, table: TableStyle, horizon = 330): string {
  const c = wallColours[wall];
  const out = [
    rect(
      0,
      0,
      W,
      horizon,
      0,
      linear(s, [
        [0, shade(c, 0.12)],
        [1, shade(c, -0.08)],
      ]),
    ),
  ];
  out.push(
    ellipse(W * 0.3, horizon * 0.35, 260, 150, '#ffffff', `opacity="0.28" filter="${blur(s, 40)}"`),
  );
  const top = `<svg x="0" y="${horizon}" width="${W}" height="${H - horizon}" viewBox="0 0 ${W} ${H - horizon}" preserveAspectRatio="none">${surface(s, table, W, H - horizon)}</svg>`;
  out.push(top);
  out.push(
    rect(
      0,
      horizon,
      W,
      H - horizon,
      0,
      linear(s, [
        [0, '#000000', 0.28],
        [0.25, '#000000', 0],
        [1, '#000000', 0.3],
      ]),
    ),
  );
  out.push(rect(0, horizon - 2, W, 4, 0, '#ffffff', 'opacity="0.25"'));
  return out.join('');
}

/** Pale wisps rising from hot food. */
export function steam(s: Svg, cx: number, baseY: number, spread: number, count = 3): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = cx + (i - (count - 1) / 2) * spread * s.rng.float(0.7, 1.1);
    const h = s.rng.float(80, 140);
    const sway = s.rng.float(12, 22);
    const d = `M${n(x)} ${n(baseY)}C${n(x - sway)} ${n(baseY - h * 0.3)} ${n(x + sway)} ${n(baseY - h * 0.6)} ${n(x - sway * 0.4)} ${n(baseY - h)}`;
    out.push(
      stroke(
        d,
        '#ffffff',
        s.rng.float(7, 12),
        `opacity="${n(s.rng.float(0.22, 0.35))}" filter="${blur(s, 5)}"`,
      ),
    );
  }
  return group(out);
}

/** A little ambient dust of crumbs, spices or flour around the plate. */
export function scatter(
  s: Svg,
  colours: readonly string[],
  count: number,
  avoid: { cx: number; cy: number; r: number },
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = s.rng.float(10, W - 10);
    const y = s.rng.float(10, H - 10);
    if (Math.hypot(x - avoid.cx, y - avoid.cy) < avoid.r + 6) continue;
    out.push(circle(x, y, s.rng.float(1.2, 3.2), s.rng.pick(colours), 'opacity="0.85"'));
  }
  return group(out);
}

/** A linen napkin folded at the edge of the frame. */
export function napkin(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  colour: string,
): string {
  const stripes = [0.18, 0.24].map((t) =>
    rect(x, y + h * t, w, 4, 0, shade(colour, -0.25), 'opacity="0.6"'),
  );
  return group(
    [
      rect(x + 6, y + 8, w, h, 6, '#000000', `opacity="0.25" filter="${blur(s, 6)}"`),
      rect(
        x,
        y,
        w,
        h,
        6,
        linear(
          s,
          [
            [0, shade(colour, 0.1)],
            [1, shade(colour, -0.08)],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      ...stripes,
      path(
        `M${n(x)} ${n(y + h * 0.55)}L${n(x + w)} ${n(y + h * 0.5)}`,
        'none',
        `stroke="${shade(colour, -0.15)}" stroke-width="2" opacity="0.5"`,
      ),
    ],
    `transform="rotate(${n(angle)} ${n(x + w / 2)} ${n(y + h / 2)})"`,
  );
}

/** A spoon and fork, the Filipino table setting, lying beside the plate. */
export function spoonAndFork(s: Svg, x: number, y: number, angle: number): string {
  const metal = linear(
    s,
    [
      [0, '#f5f5f2'],
      [0.5, '#b9bcbf'],
      [1, '#8e9296'],
    ],
    0,
    0,
    1,
    0,
  );
  const fx = x + 44;
  const shapes = (fill: string) => {
    const parts = [
      rect(x - 5, y, 10, 150, 5, fill),
      ellipse(x, y - 22, 19, 30, fill),
      rect(fx - 5, y - 10, 10, 160, 5, fill),
      path(`M${fx - 17} ${y - 40}h34q0 28 -17 32q-17 -4 -17 -32z`, fill),
    ];
    for (let i = 0; i < 4; i += 1) parts.push(rect(fx - 17 + i * 10.2, y - 82, 4.4, 48, 2.2, fill));
    return parts;
  };
  return group(
    [
      group(shapes('#000000'), `transform="translate(7 9)" opacity="0.3" filter="${blur(s, 4)}"`),
      ...shapes(metal),
      ellipse(x - 5, y - 30, 7, 13, '#ffffff', 'opacity="0.55"'),
    ],
    `transform="rotate(${n(angle)} ${n(x)} ${n(y)})"`,
  );
}
