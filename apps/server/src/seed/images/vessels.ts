// Plates, bowls and trays seen from above. Each returns its drawing and the area the food fills.
import {
  blur,
  circle,
  ellipse,
  group,
  leafPath,
  linear,
  n,
  path,
  radial,
  rect,
  shade,
  stroke,
  type Area,
  type Svg,
} from './kit.js';

export type Vessel = { svg: string; food: Area };
export type PlateStyle = 'white' | 'enamel' | 'stoneware' | 'clay' | 'celadon';
export const plateStyles: readonly PlateStyle[] = [
  'white',
  'enamel',
  'stoneware',
  'clay',
  'celadon',
];

const plateColours: Record<PlateStyle, string> = {
  white: '#f7f5f0',
  enamel: '#f4f2ea',
  stoneware: '#5b6470',
  clay: '#b8643c',
  celadon: '#b7cdb9',
};

const dropShadow = (s: Svg, a: Area, k = 1) =>
  circle(
    a.cx + 10 * k,
    a.cy + 14 * k,
    a.r * 0.99,
    '#1a0e05',
    `opacity="0.42" filter="${blur(s, 10)}"`,
  );

export function plate(s: Svg, a: Area, style: PlateStyle): Vessel {
  const c = plateColours[style];
  const out = [dropShadow(s, a)];
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r,
      radial(
        s,
        [
          [0.7, shade(c, 0.05)],
          [0.93, c],
          [1, shade(c, -0.18)],
        ],
        0.42,
        0.38,
      ),
    ),
  );
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r * 0.74,
      radial(
        s,
        [
          [0, shade(c, 0.08)],
          [0.88, c],
          [1, shade(c, -0.12)],
        ],
        0.45,
        0.4,
      ),
    ),
  );
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r * 0.745,
      'none',
      `stroke="${shade(c, -0.2)}" stroke-width="2" opacity="0.5"`,
    ),
  );
  if (style === 'enamel')
    out.push(circle(a.cx, a.cy, a.r * 0.975, 'none', 'stroke="#2c5aa0" stroke-width="5"'));
  if (style === 'stoneware') out.push(speckles(s, a, '#c9ccd0', 60));
  out.push(stroke(arc(a.cx, a.cy, a.r * 0.87, 205, 245), '#ffffff', a.r * 0.035, 'opacity="0.28"'));
  return { svg: group(out), food: { cx: a.cx, cy: a.cy, r: a.r * 0.72 } };
}

export function bowl(s: Svg, a: Area, style: PlateStyle): Vessel {
  const c = plateColours[style];
  const out = [dropShadow(s, a, 1.3)];
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r,
      linear(
        s,
        [
          [0, shade(c, 0.15)],
          [1, shade(c, -0.2)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  if (style === 'enamel')
    out.push(circle(a.cx, a.cy, a.r * 0.985, 'none', 'stroke="#2c5aa0" stroke-width="4"'));
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r * 0.93,
      radial(
        s,
        [
          [0.6, shade(c, -0.02)],
          [1, shade(c, -0.35)],
        ],
        0.6,
        0.62,
      ),
    ),
  );
  if (style === 'stoneware') out.push(speckles(s, a, '#c9ccd0', 50));
  out.push(stroke(arc(a.cx, a.cy, a.r * 0.965, 195, 255), '#ffffff', 3, 'opacity="0.6"'));
  return { svg: group(out), food: { cx: a.cx, cy: a.cy, r: a.r * 0.84 } };
}

/** A banana leaf: the kamayan way of serving. */
export function bananaLeaf(
  s: Svg,
  cx: number,
  cy: number,
  length: number,
  width: number,
  angle: number,
): string {
  const a = (angle * Math.PI) / 180;
  const x0 = cx - Math.cos(a) * length * 0.5;
  const y0 = cy - Math.sin(a) * length * 0.5;
  const out = [
    path(
      leafPath(x0 + 8, y0 + 12, length, width, angle),
      '#0c1a06',
      `opacity="0.4" filter="${blur(s, 8)}"`,
    ),
  ];
  out.push(
    path(
      leafPath(x0, y0, length, width, angle),
      linear(
        s,
        [
          [0, '#3f8f3a'],
          [0.5, '#2f7a2c'],
          [1, '#1f5c21'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  for (let i = 1; i < 26; i += 1) {
    const t = i / 26;
    const mx = x0 + dx * length * t;
    const my = y0 + dy * length * t;
    const reach = width * 1.4 * Math.sin(Math.PI * t) * 0.5;
    for (const side of [1, -1]) {
      out.push(
        stroke(
          `M${n(mx)} ${n(my)}L${n(mx - dy * reach * side + dx * 14)} ${n(my + dx * reach * side + dy * 14)}`,
          '#a9d68f',
          1,
          'opacity="0.25"',
        ),
      );
    }
  }
  out.push(
    stroke(
      `M${n(x0)} ${n(y0)}L${n(x0 + dx * length)} ${n(y0 + dy * length)}`,
      '#cde8a6',
      3,
      'opacity="0.7"',
    ),
  );
  return group(out);
}

/** A bilao: the round woven bamboo tray lined with banana leaf, for kakanin and party food. */
export function bilao(s: Svg, a: Area): Vessel {
  const out = [dropShadow(s, a)];
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r,
      linear(
        s,
        [
          [0, '#d8b27a'],
          [1, '#a57a45'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  for (let k = 0.62; k < 1; k += 0.045) {
    out.push(
      circle(
        a.cx,
        a.cy,
        a.r * k,
        'none',
        `stroke="#7a5327" stroke-width="1.4" stroke-dasharray="6 5" opacity="0.55"`,
      ),
    );
  }
  out.push(circle(a.cx, a.cy, a.r * 0.99, 'none', 'stroke="#6e4a22" stroke-width="6"'));
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r * 0.84,
      radial(
        s,
        [
          [0, '#3c8e37'],
          [1, '#25652a'],
        ],
        0.4,
        0.4,
      ),
    ),
  );
  for (let i = 0; i < 18; i += 1) {
    const t = (i / 18) * Math.PI * 2;
    out.push(
      stroke(
        `M${n(a.cx)} ${n(a.cy)}L${n(a.cx + Math.cos(t) * a.r * 0.84)} ${n(a.cy + Math.sin(t) * a.r * 0.84)}`,
        '#a9d68f',
        1,
        'opacity="0.22"',
      ),
    );
  }
  return { svg: group(out), food: { cx: a.cx, cy: a.cy, r: a.r * 0.78 } };
}

/** A sizzling plate: black cast iron on its wooden holder. */
export function sizzlingPlate(s: Svg, a: Area): Vessel {
  const out = [
    ellipse(
      a.cx + 12,
      a.cy + 16,
      a.r * 1.25,
      a.r * 0.95,
      '#1a0e05',
      `opacity="0.45" filter="${blur(s, 10)}"`,
    ),
  ];
  out.push(
    ellipse(
      a.cx,
      a.cy,
      a.r * 1.25,
      a.r * 0.95,
      linear(
        s,
        [
          [0, '#8a5a32'],
          [1, '#5b3a1f'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  out.push(
    ellipse(
      a.cx,
      a.cy,
      a.r * 1.08,
      a.r * 0.84,
      linear(
        s,
        [
          [0, '#3b3b3b'],
          [1, '#111111'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  out.push(
    ellipse(
      a.cx,
      a.cy,
      a.r * 0.98,
      a.r * 0.76,
      radial(s, [
        [0, '#2b2624'],
        [1, '#141212'],
      ]),
    ),
  );
  out.push(ellipse(a.cx - a.r * 0.4, a.cy - a.r * 0.55, a.r * 0.4, 8, '#ffffff', 'opacity="0.12"'));
  return { svg: group(out), food: { cx: a.cx, cy: a.cy, r: a.r * 0.74 } };
}

/** A wide shallow pan with two handles (paella, baked dishes). */
export function pan(s: Svg, a: Area): Vessel {
  const out = [dropShadow(s, a)];
  for (const side of [-1, 1]) {
    out.push(
      ellipse(
        a.cx + side * a.r * 1.08,
        a.cy,
        a.r * 0.16,
        a.r * 0.1,
        'none',
        'stroke="#2e2e2e" stroke-width="8"',
      ),
    );
  }
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r,
      linear(
        s,
        [
          [0, '#7d7f82'],
          [1, '#2f3134'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r * 0.94,
      radial(s, [
        [0, '#4a4b4d'],
        [1, '#252628'],
      ]),
    ),
  );
  return { svg: group(out), food: { cx: a.cx, cy: a.cy, r: a.r * 0.9 } };
}

/** A bamboo steamer basket lined with parchment (siomai, siopao, puto). */
export function steamer(s: Svg, a: Area): Vessel {
  const out = [dropShadow(s, a)];
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r,
      linear(
        s,
        [
          [0, '#e2c48f'],
          [1, '#a98650'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  out.push(circle(a.cx, a.cy, a.r * 0.9, '#c9a46a'));
  out.push(
    circle(
      a.cx,
      a.cy,
      a.r * 0.86,
      radial(s, [
        [0, '#f6efde'],
        [1, '#e0d2b3'],
      ]),
    ),
  );
  for (let i = -4; i <= 4; i += 1)
    out.push(
      stroke(
        `M${n(a.cx - a.r * 0.8)} ${n(a.cy + i * a.r * 0.18)}h${n(a.r * 1.6)}`,
        '#cdb98e',
        1,
        'opacity="0.35"',
      ),
    );
  return { svg: group(out), food: { cx: a.cx, cy: a.cy, r: a.r * 0.8 } };
}

/** A rectangular dish or tray (foil party tray, glass baking dish, bread board, pastry box). */
export function rectVessel(
  s: Svg,
  x: number,
  y: number,
  w: number,
  h: number,
  kind: 'foil' | 'glass' | 'board' | 'box' | 'tin',
): { svg: string; inner: { x: number; y: number; w: number; h: number } } {
  const out = [rect(x + 10, y + 14, w, h, 14, '#1a0e05', `opacity="0.4" filter="${blur(s, 10)}"`)];
  const inset = kind === 'board' ? 14 : kind === 'box' ? 16 : 12;
  if (kind === 'foil' || kind === 'tin') {
    out.push(
      rect(
        x,
        y,
        w,
        h,
        10,
        linear(
          s,
          [
            [0, '#f2f3f4'],
            [0.5, '#b9bdc2'],
            [1, '#e4e6e8'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    out.push(
      rect(
        x + 4,
        y + 4,
        w - 8,
        h - 8,
        8,
        'none',
        'stroke="#9ea3a8" stroke-width="3" stroke-dasharray="2 3"',
      ),
    );
    out.push(
      rect(
        x + inset,
        y + inset,
        w - 2 * inset,
        h - 2 * inset,
        6,
        linear(s, [
          [0, '#c5c9cd'],
          [1, '#9aa0a6'],
        ]),
      ),
    );
  } else if (kind === 'glass') {
    out.push(
      rect(
        x,
        y,
        w,
        h,
        18,
        linear(
          s,
          [
            [0, '#e9f3f2'],
            [1, '#b9cfcd'],
          ],
          0,
          0,
          1,
          1,
        ),
        'opacity="0.9"',
      ),
    );
    out.push(
      rect(
        x + 3,
        y + 3,
        w - 6,
        h - 6,
        16,
        'none',
        'stroke="#ffffff" stroke-width="3" opacity="0.7"',
      ),
    );
  } else if (kind === 'board') {
    const wood = linear(
      s,
      [
        [0, '#c89a62'],
        [1, '#93673a'],
      ],
      0,
      0,
      1,
      1,
    );
    out.push(rect(x, y, w, h, 22, wood));
    out.push(rect(x + w - 10, y + h / 2 - 22, 70, 44, 20, wood));
    out.push(circle(x + w + 38, y + h / 2, 9, '#3a2614', 'opacity="0.7"'));
    for (let i = 0; i < 10; i += 1) {
      const yy = y + 10 + (i * (h - 20)) / 10 + s.rng.float(-3, 3);
      out.push(
        stroke(
          `M${n(x + 12)} ${n(yy)}Q${n(x + w / 2)} ${n(yy + s.rng.float(-6, 6))} ${n(x + w - 12)} ${n(yy)}`,
          '#7a5327',
          1.2,
          'opacity="0.3"',
        ),
      );
    }
  } else {
    out.push(
      rect(
        x,
        y - h * 0.42,
        w,
        h * 0.45,
        6,
        linear(s, [
          [0, '#c89b6a'],
          [1, '#b0845a'],
        ]),
        'opacity="0.95"',
      ),
    );
    out.push(
      rect(
        x,
        y,
        w,
        h,
        6,
        linear(
          s,
          [
            [0, '#c49463'],
            [1, '#a97b4c'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
    );
    out.push(rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, 4, '#f3ead8'));
  }
  return {
    svg: group(out),
    inner: { x: x + inset, y: y + inset, w: w - 2 * inset, h: h - 2 * inset },
  };
}

/** A small saucer of dip: vinegar with chilies, sweet chili, bagoong, peanut sauce. */
export function dipBowl(
  s: Svg,
  cx: number,
  cy: number,
  r: number,
  sauce: string,
  bits: readonly string[] = [],
): string {
  const out = [circle(cx + 5, cy + 7, r, '#1a0e05', `opacity="0.35" filter="${blur(s, 5)}"`)];
  out.push(
    circle(
      cx,
      cy,
      r,
      linear(
        s,
        [
          [0, '#ffffff'],
          [1, '#d9d6cf'],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  out.push(
    circle(
      cx,
      cy,
      r * 0.78,
      radial(
        s,
        [
          [0, shade(sauce, 0.15)],
          [1, shade(sauce, -0.2)],
        ],
        0.4,
        0.4,
      ),
    ),
  );
  for (let i = 0; i < bits.length * 5; i += 1) {
    const t = s.rng.float(0, Math.PI * 2);
    const d = Math.sqrt(s.rng.next()) * r * 0.62;
    out.push(
      circle(
        cx + Math.cos(t) * d,
        cy + Math.sin(t) * d,
        s.rng.float(1.5, 3.2),
        bits[i % bits.length] ?? sauce,
      ),
    );
  }
  out.push(ellipse(cx - r * 0.3, cy - r * 0.35, r * 0.25, r * 0.1, '#ffffff', 'opacity="0.5"'));
  return group(out);
}

function arc(cx: number, cy: number, r: number, fromDeg: number, toDeg: number): string {
  const p = (deg: number) =>
    [cx + Math.cos((deg * Math.PI) / 180) * r, cy + Math.sin((deg * Math.PI) / 180) * r] as const;
  const [x1, y1] = p(fromDeg);
  const [x2, y2] = p(toDeg);
  return `M${n(x1)} ${n(y1)}A${n(r)} ${n(r)} 0 0 1 ${n(x2)} ${n(y2)}`;
}

function speckles(s: Svg, a: Area, colour: string, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = s.rng.float(0, Math.PI * 2);
    const d = Math.sqrt(s.rng.next()) * a.r * 0.97;
    out.push(
      circle(
        a.cx + Math.cos(t) * d,
        a.cy + Math.sin(t) * d,
        s.rng.float(0.6, 1.5),
        colour,
        'opacity="0.5"',
      ),
    );
  }
  return group(out);
}
