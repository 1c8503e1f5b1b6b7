// Generic savoury food drawn from above: pieces in sauce, soups, noodles, rolls and grilled meat.
// The dish kinds (kinds-*.ts) are these renderers with each dish's own colours.
import {
  blobPath,
  circle,
  clipCircle,
  ellipse,
  gloss,
  group,
  leafPath,
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

export type PieceShape =
  'lump' | 'cube' | 'bean' | 'log' | 'leaf' | 'ring' | 'strip' | 'round' | 'slice' | 'bit';
export type Pieces = { shape: PieceShape; colour: string; count: number; size: number };

/** Pieces of food scattered over an area, lit from the top left, each a little different. */
export function pieces(s: Svg, a: Area, list: readonly Pieces[], spread = 0.82): string {
  const drawn: { y: number; svg: string }[] = [];
  // sizes are given for a serving 100 px in radius and follow the serving's size
  const k = a.r / 100;
  for (const p of list) {
    for (let i = 0; i < Math.round(p.count * Math.max(1, k * 1.15)); i += 1) {
      const [x, y] = pointIn(s.rng, a, spread);
      drawn.push({ y, svg: piece(s, { ...p, size: p.size * k }, x, y) });
    }
  }
  return drawn
    .sort((l, r) => l.y - r.y)
    .map((d) => d.svg)
    .join('');
}

function piece(s: Svg, p: Pieces, x: number, y: number): string {
  const { rng } = s;
  const c = vary(rng, p.colour, 0.1);
  const size = p.size * rng.float(0.75, 1.25);
  const angle = rng.float(0, 180);
  const lit = radial(
    s,
    [
      [0, shade(c, 0.28)],
      [0.7, c],
      [1, shade(c, -0.3)],
    ],
    0.35,
    0.3,
    0.6,
  );
  const shadow = (d: string) => path(d, '#1b0d04', 'opacity="0.3" transform="translate(2.5 3.5)"');
  switch (p.shape) {
    case 'lump': {
      const d = blobPath(rng, x, y, size, size * rng.float(0.65, 0.95), 0.2, 8, angle);
      const grain = [0, 1, 2, 3].map(() => {
        const [gx, gy] = pointIn(rng, { cx: x, cy: y, r: size * 0.55 });
        return ellipse(
          gx,
          gy,
          size * 0.16,
          size * 0.07,
          shade(c, -0.3),
          `opacity="0.5" ${rotate(angle, gx, gy)}`,
        );
      });
      return (
        shadow(d) +
        path(d, lit, `stroke="${shade(c, -0.35)}" stroke-width="1"`) +
        grain.join('') +
        ellipse(
          x - size * 0.3,
          y - size * 0.35,
          size * 0.3,
          size * 0.12,
          '#ffffff',
          `opacity="0.35" ${rotate(-25, x, y)}`,
        )
      );
    }
    case 'cube': {
      const d = `M${n(x - size)} ${n(y - size * 0.8)}h${n(size * 2)}v${n(size * 1.6)}h${n(-size * 2)}z`;
      return group(
        [
          shadow(d),
          rect(
            x - size,
            y - size * 0.8,
            size * 2,
            size * 1.6,
            size * 0.35,
            lit,
            `stroke="${shade(c, -0.3)}" stroke-width="0.8"`,
          ),
        ],
        rotate(angle, x, y),
      );
    }
    case 'bean':
      return group(
        [rect(x - size * 1.8, y - size * 0.35, size * 3.6, size * 0.7, size * 0.35, linear2(s, c))],
        rotate(angle, x, y),
      );
    case 'log':
      return group(
        [
          rect(
            x - size * 1.4 + 2.5,
            y - size * 0.5 + 3.5,
            size * 2.8,
            size,
            size * 0.45,
            '#1b0d04',
            'opacity="0.3"',
          ),
          rect(x - size * 1.4, y - size * 0.5, size * 2.8, size, size * 0.45, lit),
        ],
        rotate(angle, x, y),
      );
    case 'leaf': {
      const d = leafPath(x, y, size * 2.2, size * 0.9, angle);
      return (
        path(d, linear2(s, c)) +
        stroke(
          `M${n(x)} ${n(y)}l${n(Math.cos((angle * Math.PI) / 180) * size * 2)} ${n(Math.sin((angle * Math.PI) / 180) * size * 2)}`,
          shade(c, 0.35),
          1,
          'opacity="0.6"',
        )
      );
    }
    case 'ring':
      return ellipse(
        x,
        y,
        size,
        size * 0.8,
        'none',
        `stroke="${c}" stroke-width="${n(size * 0.25)}" opacity="0.9" ${rotate(angle, x, y)}`,
      );
    case 'strip':
      return group(
        [rect(x - size * 1.6, y - size * 0.22, size * 3.2, size * 0.44, size * 0.2, lit)],
        rotate(angle, x, y),
      );
    case 'round':
      return (
        shadow(blobPath(rng, x, y, size, size, 0.05, 8)) +
        circle(x, y, size, lit) +
        circle(x - size * 0.35, y - size * 0.35, size * 0.22, '#ffffff', 'opacity="0.5"')
      );
    case 'slice': {
      const d = blobPath(rng, x, y, size * 1.5, size * 0.7, 0.12, 8, angle);
      return (
        shadow(d) +
        path(d, lit) +
        path(
          d,
          'none',
          `stroke="${shade(c, -0.25)}" stroke-width="${n(size * 0.18)}" opacity="0.6"`,
        )
      );
    }
    case 'bit':
      return path(blobPath(rng, x, y, size, size * 0.7, 0.35, 6, angle), c);
  }
}

const linear2 = (s: Svg, c: string) =>
  radial(
    s,
    [
      [0, shade(c, 0.25)],
      [1, shade(c, -0.15)],
    ],
    0.4,
    0.3,
    0.7,
  );

/** A glossy sauce pool (adobo, kare-kare, curry, caldereta) with its pieces. */
export function stew(s: Svg, a: Area, sauce: string, list: readonly Pieces[]): string {
  const pool = blobPath(s.rng, a.cx, a.cy, a.r * 0.98, a.r * 0.95, 0.07, 12);
  return group([
    path(
      pool,
      radial(
        s,
        [
          [0, shade(sauce, 0.18)],
          [0.75, sauce],
          [1, shade(sauce, -0.3)],
        ],
        0.4,
        0.38,
      ),
    ),
    path(
      pool,
      'none',
      `stroke="${shade(sauce, -0.35)}" stroke-width="${n(a.r * 0.05)}" opacity="0.5"`,
    ),
    sauceTexture(s, a, sauce),
    gloss(s, a, 10, 7),
    pieces(s, a, list),
    gloss(s, { ...a, r: a.r * 0.8 }, 6, 4),
  ]);
}

function sauceTexture(s: Svg, a: Area, sauce: string): string {
  const out: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.9);
    out.push(
      circle(
        x,
        y,
        s.rng.float(1, 3.5),
        shade(sauce, s.rng.chance(0.5) ? 0.25 : -0.25),
        'opacity="0.45"',
      ),
    );
  }
  return out.join('');
}

/** A soup: clear or creamy broth with drops of fat and floating pieces. */
export function soup(s: Svg, a: Area, broth: string, list: readonly Pieces[], under = ''): string {
  const out = [
    circle(
      a.cx,
      a.cy,
      a.r,
      radial(
        s,
        [
          [0, shade(broth, 0.16)],
          [0.8, broth],
          [1, shade(broth, -0.25)],
        ],
        0.42,
        0.4,
      ),
    ),
  ];
  if (under) out.push(group(under, 'opacity="0.85"'));
  for (let i = 0; i < 26; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.92);
    out.push(circle(x, y, s.rng.float(1.5, 5), shade(broth, 0.35), 'opacity="0.45"'));
  }
  out.push(pieces(s, a, list, 0.78));
  out.push(
    ellipse(
      a.cx - a.r * 0.35,
      a.cy - a.r * 0.45,
      a.r * 0.35,
      a.r * 0.08,
      '#ffffff',
      `opacity="0.22" ${rotate(-25, a.cx, a.cy)}`,
    ),
  );
  return group(out);
}

/** A tangle of noodles (pancit, pad thai, pasta, ramen under its broth). */
export function noodles(s: Svg, a: Area, colour: string, width: number, count = 70): string {
  const out = [circle(a.cx, a.cy, a.r * 0.92, shade(colour, -0.25))];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.8);
    const t = s.rng.float(0, Math.PI * 2);
    const len = s.rng.float(a.r * 0.5, a.r * 1.1);
    const bend = s.rng.float(-a.r * 0.4, a.r * 0.4);
    const x2 = x + Math.cos(t) * len;
    const y2 = y + Math.sin(t) * len;
    const d = `M${n(x)} ${n(y)}Q${n((x + x2) / 2 - Math.sin(t) * bend)} ${n((y + y2) / 2 + Math.cos(t) * bend)} ${n(x2)} ${n(y2)}`;
    const c = vary(s.rng, colour, 0.1);
    out.push(
      stroke(d, shade(c, -0.3), width + 1.6),
      stroke(d, c, width),
      stroke(d, shade(c, 0.35), width * 0.3, 'opacity="0.7"'),
    );
  }
  return group(out, `clip-path="${clipCircle(s, a.cx, a.cy, a.r * 0.95)}"`);
}

/** Fried rolls in a loose pile (lumpiang shanghai, spring rolls, turon), some cut to show the filling. */
export function rolls(
  s: Svg,
  a: Area,
  wrapper: string,
  filling: string,
  count: number,
  length: number,
  thickness: number,
  translucent = false,
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = a.cx + (i - (count - 1) / 2) * thickness * 1.05 + s.rng.float(-3, 3);
    const y = a.cy + s.rng.float(-a.r * 0.12, a.r * 0.12);
    const angle = 62 + s.rng.float(-6, 6);
    const c = vary(s.rng, wrapper, 0.08);
    const body = [
      rect(
        x - length / 2 + 4,
        y - thickness / 2 + 5,
        length,
        thickness,
        thickness / 2,
        '#1b0d04',
        'opacity="0.3"',
      ),
    ];
    if (translucent) {
      body.push(
        rect(
          x - length / 2 + 6,
          y - thickness * 0.35,
          length - 12,
          thickness * 0.7,
          thickness * 0.3,
          '#5aa02c',
        ),
      );
      for (let k = 0; k < 3; k += 1)
        body.push(
          ellipse(
            x - length * 0.3 + k * length * 0.3,
            y - thickness * 0.1,
            thickness * 0.32,
            thickness * 0.22,
            filling,
          ),
        );
    }
    body.push(
      rect(
        x - length / 2,
        y - thickness / 2,
        length,
        thickness,
        thickness / 2,
        radial(
          s,
          [
            [0, shade(c, 0.3)],
            [0.6, c],
            [1, shade(c, -0.35)],
          ],
          0.5,
          0.25,
          0.7,
        ),
        translucent ? 'opacity="0.55"' : '',
      ),
    );
    for (let b = 0; b < (translucent ? 0 : 10); b += 1)
      body.push(
        circle(
          x + s.rng.float(-length / 2 + 6, length / 2 - 6),
          y + s.rng.float(-thickness / 3, thickness / 3),
          s.rng.float(0.8, 2),
          shade(c, 0.4),
          'opacity="0.6"',
        ),
      );
    if (i % 3 === 1 && !translucent)
      body.push(
        ellipse(
          x + length / 2 - 2,
          y,
          thickness * 0.22,
          thickness * 0.42,
          filling,
          `stroke="${shade(c, -0.1)}" stroke-width="2"`,
        ),
      );
    out.push(group(body, rotate(angle, x, y)));
  }
  return group(out);
}

/** Crispy pork belly chunks: blistered rind, a layer of fat, the meat (lechon kawali, bagnet). */
export function crispyChunks(s: Svg, a: Area, count: number): string {
  const out: { y: number; svg: string }[] = [];
  for (let i = 0; i < count; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.74);
    const w = s.rng.float(0.36, 0.46) * a.r;
    const h = s.rng.float(0.28, 0.36) * a.r;
    const angle = s.rng.float(-35, 35);
    const parts = [
      rect(x - w / 2 + 4, y - h / 2 + 5, w, h, 6, '#1b0d04', 'opacity="0.3"'),
      rect(
        x - w / 2,
        y - h / 2,
        w,
        h,
        6,
        radial(
          s,
          [
            [0, '#c98a5a'],
            [1, '#8a4f2a'],
          ],
          0.4,
          0.4,
        ),
      ),
      rect(
        x - w / 2,
        y - h / 2,
        w,
        h * 0.28,
        5,
        radial(
          s,
          [
            [0, '#f0b15a'],
            [1, '#b8661e'],
          ],
          0.4,
          0.3,
        ),
      ),
      rect(x - w / 2, y - h / 2 + h * 0.28, w, h * 0.16, 0, '#f3dfc0'),
      rect(x - w / 2, y + h * 0.12, w, h * 0.08, 0, '#ecd3b0', 'opacity="0.8"'),
    ];
    for (let b = 0; b < 6; b += 1)
      parts.push(
        circle(
          x + s.rng.float(-w / 2 + 4, w / 2 - 4),
          y - h / 2 + s.rng.float(2, h * 0.24),
          s.rng.float(1, 2.4),
          '#ffd08a',
          'opacity="0.8"',
        ),
      );
    out.push({ y, svg: group(parts, rotate(angle, x, y)) });
  }
  return out
    .sort((l, r) => l.y - r.y)
    .map((o) => o.svg)
    .join('');
}

/** Barbecue sticks: glazed chunks on bamboo skewers with char marks. */
export function skewers(
  s: Svg,
  a: Area,
  count: number,
  meat: string,
  extras: readonly string[] = [],
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const y = a.cy + (i - (count - 1) / 2) * 30;
    const x = a.cx + s.rng.float(-8, 8);
    const stick = [
      stroke(`M${n(x - a.r * 1.05)} ${n(y)}L${n(x + a.r * 1.05)} ${n(y)}`, '#d9b98a', 4),
    ];
    for (let k = 0; k < 5; k += 1) {
      const px = x - a.r * 0.7 + k * a.r * 0.34;
      const c = extras.length > 0 && k % 2 === 1 ? s.rng.pick(extras) : vary(s.rng, meat, 0.1);
      const d = blobPath(s.rng, px, y, 17, 13, 0.15, 8);
      stick.push(
        path(d, '#1b0d04', 'opacity="0.3" transform="translate(3 4)"'),
        path(
          d,
          radial(
            s,
            [
              [0, shade(c, 0.3)],
              [1, shade(c, -0.3)],
            ],
            0.4,
            0.3,
          ),
        ),
      );
      if (c === meat || extras.length === 0)
        for (const dx of [-6, 2])
          stick.push(stroke(`M${n(px + dx)} ${n(y - 10)}l6 18`, '#2b1408', 3, 'opacity="0.55"'));
      stick.push(ellipse(px - 5, y - 6, 5, 2, '#ffffff', 'opacity="0.45"'));
    }
    out.push(group(stick, rotate(-18, a.cx, a.cy)));
  }
  return group(out);
}

/** Rice cooked with its flavour (paella, biryani, java rice): coloured grains with pieces on top. */
export function grainBed(
  s: Svg,
  a: Area,
  colours: readonly string[],
  list: readonly Pieces[],
): string {
  const out = [
    circle(
      a.cx,
      a.cy,
      a.r,
      radial(s, [
        [0, shade(colours[0] ?? '#f0c040', 0.1)],
        [1, shade(colours[0] ?? '#f0c040', -0.2)],
      ]),
    ),
  ];
  const grains = Math.min(900, Math.round(a.r * a.r * 0.09));
  for (let i = 0; i < grains; i += 1) {
    const [x, y] = pointIn(s.rng, a, 0.97);
    out.push(
      ellipse(
        x,
        y,
        s.rng.float(3.2, 4.4),
        s.rng.float(1.5, 2),
        s.rng.pick(colours),
        rotate(s.rng.float(0, 180), x, y),
      ),
    );
  }
  out.push(pieces(s, a, list, 0.85));
  return group(out);
}
