// Friendly chef portraits: varied skin tones, hair, headwear and aprons, on a warm backdrop.
import {
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
  type Svg,
} from './kit.js';

const skins = ['#f1c9a5', '#e4b48c', '#d49e74', '#c68a5e', '#b07448', '#8d5a38', '#6e4329'];
const hairs = ['#1b1210', '#2a1a12', '#3b2417', '#5a3a22', '#8a8a8a', '#d8d4cc'];
const aprons = ['#2f6b3a', '#c0603a', '#6b3fa0', '#2f5d8a', '#d4a017', '#8c2f2f', '#3a3a3a'];
const backdrops = ['#f3d9a4', '#c9d8c5', '#e8b9a0', '#d8d0e8', '#b8cfdc', '#f1e6d0'];

export type PortraitOptions = { gender?: 'woman' | 'man' };

/** A 400 x 400 chef avatar. */
export function drawPortrait(s: Svg, options: PortraitOptions = {}): string {
  const { rng } = s;
  const woman = options.gender ? options.gender === 'woman' : rng.chance(0.55);
  const skin = rng.pick(skins);
  const hair = rng.pick(rng.chance(0.15) ? hairs.slice(4) : hairs.slice(0, 4));
  const apron = rng.pick(aprons);
  const bg = rng.pick(backdrops);
  const headwear = rng.pick(['toque', 'bandana', 'none', 'none', 'cap'] as const);
  const cx = 200;
  const out = [
    rect(
      0,
      0,
      400,
      400,
      0,
      radial(
        s,
        [
          [0, shade(bg, 0.25)],
          [1, shade(bg, -0.1)],
        ],
        0.5,
        0.35,
        0.7,
      ),
    ),
  ];
  for (let i = 0; i < 14; i += 1) {
    out.push(
      circle(
        rng.float(0, 400),
        rng.float(0, 260),
        rng.float(6, 22),
        '#ffffff',
        `opacity="${n(rng.float(0.08, 0.2))}"`,
      ),
    );
  }
  // shoulders: a white chef's shirt under a coloured apron
  out.push(
    path(
      `M40 400C50 310 110 280 ${cx} 280C290 280 350 310 360 400Z`,
      linear(s, [
        [0, '#ffffff'],
        [1, '#dcd8d0'],
      ]),
    ),
  );
  out.push(
    path(
      `M120 400L135 318Q${cx} 340 265 318L280 400Z`,
      linear(s, [
        [0, shade(apron, 0.12)],
        [1, shade(apron, -0.12)],
      ]),
    ),
  );
  out.push(stroke(`M138 318L160 286`, apron, 10), stroke(`M262 318L240 286`, apron, 10));
  out.push(
    rect(172, 350, 56, 34, 6, shade(apron, -0.15)),
    path(`M160 290L${cx} 330L240 290`, 'none', 'stroke="#e9e5dd" stroke-width="6"'),
  );
  // neck and head
  if (woman && headwear !== 'toque' && rng.chance(0.6)) {
    out.push(
      path(
        `M${cx - 92} 170Q${cx - 110} 300 ${cx - 60} 300L${cx + 60} 300Q${cx + 110} 300 ${cx + 92} 170Z`,
        hair,
      ),
    );
  }
  out.push(rect(cx - 24, 220, 48, 60, 18, shade(skin, -0.1)));
  out.push(
    ellipse(
      cx,
      165,
      78,
      92,
      radial(
        s,
        [
          [0, shade(skin, 0.12)],
          [0.8, skin],
          [1, shade(skin, -0.12)],
        ],
        0.45,
        0.4,
      ),
    ),
  );
  out.push(
    ellipse(cx - 78, 172, 12, 18, shade(skin, -0.06)),
    ellipse(cx + 78, 172, 12, 18, shade(skin, -0.06)),
  );
  if (woman && rng.chance(0.5))
    out.push(circle(cx - 78, 192, 5, '#f2c84a'), circle(cx + 78, 192, 5, '#f2c84a'));
  out.push(hairTop(s, cx, hair, woman, headwear));
  out.push(face(s, cx, skin, hair, woman));
  out.push(hat(s, cx, headwear, apron));
  return group(out);
}

function hairTop(s: Svg, cx: number, hair: string, woman: boolean, headwear: string): string {
  if (headwear === 'toque')
    return path(
      `M${cx - 80} 150Q${cx - 80} 88 ${cx} 84Q${cx + 80} 88 ${cx + 80} 150Q${cx + 40} 116 ${cx} 118Q${cx - 40} 116 ${cx - 80} 150Z`,
      hair,
    );
  const style = s.rng.int(0, 2);
  if (woman && style === 0) {
    return group([
      circle(cx, 68, 34, hair),
      path(
        `M${cx - 82} 165Q${cx - 86} 70 ${cx} 70Q${cx + 86} 70 ${cx + 82} 165Q${cx + 50} 110 ${cx - 10} 112Q${cx - 60} 116 ${cx - 82} 165Z`,
        hair,
      ),
    ]);
  }
  if (!woman && style === 2)
    return path(
      `M${cx - 78} 140Q${cx - 70} 76 ${cx} 76Q${cx + 70} 76 ${cx + 78} 140Q${cx + 40} 108 ${cx} 104Q${cx - 40} 108 ${cx - 78} 140Z`,
      hair,
      'opacity="0.9"',
    );
  const curls: string[] = [
    path(
      `M${cx - 84} 160Q${cx - 92} 66 ${cx} 64Q${cx + 92} 66 ${cx + 84} 160Q${cx + 70} 108 ${cx + 20} 104Q${cx - 50} 100 ${cx - 84} 160Z`,
      hair,
    ),
  ];
  if (style === 1)
    for (let i = 0; i < 9; i += 1)
      curls.push(circle(cx - 72 + i * 18, 82 + Math.abs(4 - i) * 6, 16, hair));
  return group(curls);
}

function face(s: Svg, cx: number, skin: string, hair: string, woman: boolean): string {
  const { rng } = s;
  const out: string[] = [];
  const eyeY = 168;
  const smiling = rng.chance(0.4);
  for (const side of [-1, 1]) {
    const x = cx + side * 30;
    out.push(
      stroke(
        `M${x - 14} ${eyeY - 22}Q${x} ${eyeY - 30} ${x + 14} ${eyeY - 22}`,
        shade(hair, 0.05),
        5,
      ),
    );
    if (smiling)
      out.push(
        stroke(`M${x - 10} ${eyeY + 2}Q${x} ${eyeY - 8} ${x + 10} ${eyeY + 2}`, '#2a1a12', 4),
      );
    else out.push(ellipse(x, eyeY, 7, 9, '#2a1a12'), circle(x + 2, eyeY - 3, 2.5, '#ffffff'));
    out.push(ellipse(x + side * 6, eyeY + 30, 14, 8, '#e8806a', 'opacity="0.35"'));
  }
  if (rng.chance(0.25)) {
    out.push(
      circle(cx - 30, eyeY, 20, 'none', 'stroke="#3a2a20" stroke-width="4"'),
      circle(cx + 30, eyeY, 20, 'none', 'stroke="#3a2a20" stroke-width="4"'),
      stroke(`M${cx - 10} ${eyeY}h20`, '#3a2a20', 4),
    );
  }
  out.push(
    path(
      `M${cx - 6} ${eyeY + 10}Q${cx - 10} ${eyeY + 32} ${cx} ${eyeY + 34}Q${cx + 8} ${eyeY + 34} ${cx + 6} ${eyeY + 28}`,
      'none',
      `stroke="${shade(skin, -0.25)}" stroke-width="3"`,
    ),
  );
  out.push(
    path(
      `M${cx - 30} ${eyeY + 50}Q${cx} ${eyeY + 80} ${cx + 30} ${eyeY + 50}Q${cx} ${eyeY + 62} ${cx - 30} ${eyeY + 50}Z`,
      '#8a2a2a',
    ),
  );
  out.push(
    path(
      `M${cx - 22} ${eyeY + 54}Q${cx} ${eyeY + 62} ${cx + 22} ${eyeY + 54}L${cx + 20} ${eyeY + 58}Q${cx} ${eyeY + 64} ${cx - 20} ${eyeY + 58}Z`,
      '#ffffff',
    ),
  );
  if (!woman && rng.chance(0.3))
    out.push(
      path(
        `M${cx - 28} ${eyeY + 46}Q${cx} ${eyeY + 34} ${cx + 28} ${eyeY + 46}Q${cx} ${eyeY + 42} ${cx - 28} ${eyeY + 46}Z`,
        hair,
      ),
    );
  return group(out);
}

function hat(s: Svg, cx: number, headwear: string, apron: string): string {
  switch (headwear) {
    case 'toque': {
      const puffs = [
        circle(cx - 50, 60, 38, '#ffffff'),
        circle(cx, 40, 46, '#ffffff'),
        circle(cx + 50, 60, 38, '#ffffff'),
      ];
      return group([
        ...puffs,
        rect(
          cx - 74,
          66,
          148,
          54,
          10,
          linear(s, [
            [0, '#ffffff'],
            [1, '#e4e0d8'],
          ]),
        ),
        stroke(`M${cx - 40} 80v30M${cx} 76v34M${cx + 40} 80v30`, '#dcd8d0', 3),
      ]);
    }
    case 'bandana':
      return group([
        path(
          `M${cx - 82} 130Q${cx - 82} 70 ${cx} 68Q${cx + 82} 70 ${cx + 82} 130Q${cx} 112 ${cx - 82} 130Z`,
          apron,
        ),
        path(`M${cx + 70} 112l36 10l-14 24z`, shade(apron, -0.15)),
      ]);
    case 'cap':
      return group([
        path(`M${cx - 80} 128Q${cx - 80} 62 ${cx} 60Q${cx + 80} 62 ${cx + 80} 128Z`, apron),
        path(
          `M${cx - 80} 126Q${cx - 20} 118 ${cx + 100} 134Q${cx + 20} 146 ${cx - 80} 132Z`,
          shade(apron, -0.2),
        ),
      ]);
    default:
      return '';
  }
}
