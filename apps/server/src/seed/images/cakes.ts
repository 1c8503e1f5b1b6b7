// Cakes, macarons and halo-halo: sweets photographed from the front.
import { standShadow } from './compose.js';
import { bits } from './garnish.js';
import { circle, ellipse, group, n, path, radial, rect, rotate, shade, type Svg } from './kit.js';

export type Flavour = { sponge: string; frosting: string; top: readonly string[] };
const flavours: Record<'ube' | 'chocolate' | 'mango' | 'redVelvet' | 'yema', Flavour> = {
  ube: { sponge: '#8a5ab8', frosting: '#d9c2ec', top: ['#6b3fa0', '#f4efe6'] },
  chocolate: { sponge: '#4a2414', frosting: '#6b3a22', top: ['#2a140a', '#f4efe6'] },
  mango: { sponge: '#f6e2a8', frosting: '#fbf4e2', top: ['#f6b01e', '#f2a51c'] },
  redVelvet: { sponge: '#a8242a', frosting: '#fbf6ee', top: ['#a8242a', '#ffffff'] },
  yema: { sponge: '#f6dc8a', frosting: '#f2b84a', top: ['#f6d04a', '#fbf4e2'] },
};
export type FlavourName = keyof typeof flavours;
export const flavourNames = Object.keys(flavours) as FlavourName[];

export const linear3 = (s: Svg, c: string) =>
  radial(
    s,
    [
      [0, shade(c, 0.15)],
      [1, shade(c, -0.15)],
    ],
    0.3,
    0.4,
    0.9,
  );

export function wholeCake(s: Svg, floor: number, name: FlavourName): string {
  const f = flavours[name];
  const cx = s.rng.float(300, 340);
  const w = 170;
  const stand = [
    standShadow(s, cx, floor, w),
    rect(cx - 30, floor - 60, 60, 60, 6, linear3(s, '#f4f1ea')),
    ellipse(cx, floor - 60, w + 30, 20, '#f4f1ea', 'stroke="#d9d4c8" stroke-width="2"'),
  ];
  const base = floor - 66;
  const h = 150;
  const body = [
    rect(cx - w, base - h, w * 2, h, 8, linear3(s, f.frosting)),
    ellipse(cx, base, w, 18, shade(f.frosting, -0.12)),
    ellipse(cx, base - h, w, 30, shade(f.frosting, 0.12)),
  ];
  for (let i = 0; i < 9; i += 1) {
    const x = cx - w + 10 + i * ((w * 2 - 20) / 8);
    body.push(
      path(
        `M${n(x - 14)} ${n(base - h + 4)}q14 ${n(20 + s.rng.float(0, 40))} 28 0z`,
        shade(f.top[0] ?? f.frosting, -0.05),
      ),
    );
  }
  for (let i = 0; i < 12; i += 1) {
    const t = (i / 12) * Math.PI * 2;
    const x = cx + Math.cos(t) * w * 0.85;
    const y = base - h + Math.sin(t) * 22;
    body.push(
      circle(
        x,
        y - 8,
        11,
        shade(f.frosting, 0.2),
        `stroke="${shade(f.frosting, -0.1)}" stroke-width="2"`,
      ),
    );
  }
  body.push(bits(s, { cx, cy: base - h, r: w * 0.5 }, 30, f.top, 3));
  body.push(rect(cx - w + 18, base - h + 30, 20, h - 50, 10, '#ffffff', 'opacity="0.25"'));
  return group([...stand, ...body]);
}

export function cakeSlice(s: Svg, floor: number, name: FlavourName): string {
  const f = flavours[name];
  const cx = s.rng.float(290, 330);
  const out = [
    standShadow(s, cx, floor, 190),
    ellipse(cx, floor - 12, 200, 40, '#f7f5f0', 'stroke="#dcd8cf" stroke-width="3"'),
  ];
  const x0 = cx - 150;
  const x1 = cx + 110;
  const base = floor - 22;
  const layers = [f.sponge, f.frosting, f.sponge, f.frosting, f.sponge];
  let y = base;
  for (const [i, c] of layers.entries()) {
    const h = i % 2 === 0 ? 40 : 14;
    out.push(
      path(`M${x0} ${n(y)}L${x1} ${n(y)}L${x1} ${n(y - h)}L${x0 + 10} ${n(y - h)}Z`, linear3(s, c)),
    );
    if (i % 2 === 0)
      for (let k = 0; k < 20; k += 1)
        out.push(
          circle(
            s.rng.float(x0 + 8, x1 - 4),
            y - s.rng.float(4, h - 4),
            s.rng.float(1, 2.5),
            shade(c, -0.2),
            'opacity="0.6"',
          ),
        );
    y -= h;
  }
  out.push(
    path(
      `M${x0 + 10} ${n(y)}L${x1} ${n(y)}L${x1 + 60} ${n(y - 40)}L${x0 + 110} ${n(y - 46)}Z`,
      shade(f.frosting, 0.08),
    ),
  );
  out.push(
    path(
      `M${x1} ${base}L${x1 + 60} ${base - 40}L${x1 + 60} ${n(y - 40)}L${x1} ${n(y)}Z`,
      shade(f.frosting, -0.1),
    ),
  );
  out.push(bits(s, { cx: cx + 20, cy: y - 22, r: 50 }, 16, f.top, 3));
  return group(out);
}

export function macarons(s: Svg, floor: number): string {
  const colours = ['#f49ac1', '#b7e0a8', '#d9c2ec', '#f6d98a', '#a8d4f0', '#8a5a3a'];
  const out: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const stackX = 180 + (i % 3) * 140 + (i >= 3 ? 70 : 0);
    const y = floor - (i >= 3 ? 60 : 0) - 10;
    const c = colours[i] ?? '#f49ac1';
    out.push(standShadow(s, stackX, floor, 55));
    out.push(
      ellipse(stackX, y - 6, 58, 24, linear3(s, c)),
      rect(stackX - 54, y - 30, 108, 16, 8, '#fbf6ee'),
      ellipse(stackX, y - 42, 58, 26, linear3(s, shade(c, 0.06))),
    );
    out.push(rect(stackX - 56, y - 22, 112, 8, 3, shade(c, -0.2), 'opacity="0.45"'));
    out.push(ellipse(stackX - 20, y - 52, 18, 6, '#ffffff', 'opacity="0.45"'));
  }
  return group(out);
}

export function haloHalo(s: Svg, floor: number): string {
  const cx = s.rng.float(290, 330);
  const w = 95;
  const h = 250;
  const base = floor - 6;
  const glass = `M${cx - w} ${base - h}L${cx + w} ${base - h}L${cx + w * 0.72} ${base}L${cx - w * 0.72} ${base}Z`;
  const out = [standShadow(s, cx, floor, w)];
  const layers: [number, string][] = [
    [0.18, '#6a2a1a'],
    [0.16, '#e84a5a'],
    [0.14, '#f6d04a'],
    [0.12, '#7fc24a'],
    [0.3, '#f6f1ea'],
  ];
  let y = base;
  for (const [k, c] of layers) {
    const hh = h * k;
    const t0 = (base - y) / h;
    const t1 = (base - y + hh) / h;
    const half = (t: number) => w * 0.72 + (w - w * 0.72) * t;
    out.push(
      path(
        `M${n(cx - half(t0))} ${n(y)}L${n(cx + half(t0))} ${n(y)}L${n(cx + half(t1))} ${n(y - hh)}L${n(cx - half(t1))} ${n(y - hh)}Z`,
        c,
        'opacity="0.92"',
      ),
    );
    y -= hh;
  }
  out.push(ellipse(cx, base - h - 10, w * 0.95, 38, '#f6f1ea'));
  out.push(
    circle(
      cx - 26,
      base - h - 34,
      34,
      radial(s, [
        [0, '#a87ad8'],
        [1, '#6b3fa0'],
      ]),
    ),
    rect(cx + 4, base - h - 48, 56, 30, 6, '#f2b84a'),
  );
  out.push(path(glass, '#ffffff', 'opacity="0.15" stroke="#ffffff" stroke-width="3"'));
  out.push(rect(cx + w * 0.5, base - h - 130, 12, 150, 6, '#d8d8d8', rotate(14, cx, base - h)));
  return group(out);
}
