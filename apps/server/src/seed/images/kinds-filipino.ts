// Filipino ulam, soups, noodles and merienda, each with its own colours and its usual sides.
import { overhead, type Draw } from './compose.js';
import { drizzle, friedFish, friedPieces, omelette, slicedRoll, withRice } from './food-more.js';
import {
  crispyChunks,
  grainBed,
  noodles,
  pieces,
  rolls,
  skewers,
  soup,
  stew,
  type Pieces,
} from './food.js';
import {
  bits,
  calamansi,
  chiliRings,
  eggHalf,
  friedEgg,
  herbs,
  riceMound,
  scallions,
  shrimp,
  tomatoSlices,
} from './garnish.js';
import { circle, group, type Area, type Svg } from './kit.js';

const p = (shape: Pieces['shape'], colour: string, count: number, size: number): Pieces => ({
  shape,
  colour,
  count,
  size,
});
const vinegar = { sauce: '#efe6c6', bits: ['#d3261b', '#f5f0e0', '#3a1a0a'] };
const ulam = (sauce: string, list: readonly Pieces[]) => (s: Svg, a: Area) =>
  stew(s, a, sauce, list);
const maybeRice = (food: (s: Svg, a: Area) => string) => (s: Svg, a: Area) =>
  s.rng.chance(0.5) ? withRice(food)(s, a) : food(s, a);

const adoboPieces = [
  p('lump', '#6e3a1c', 9, 20),
  p('round', '#eedcb0', 6, 5),
  p('leaf', '#5b6b2e', 3, 8),
  p('bit', '#1a1a1a', 14, 2),
];
const calderetaPieces = [
  p('lump', '#6b3520', 8, 18),
  p('cube', '#e9c46a', 6, 9),
  p('cube', '#e8742a', 6, 7),
  p('strip', '#3f8f2f', 3, 8),
  p('strip', '#d62f2f', 3, 8),
  p('round', '#7fb23a', 10, 3.5),
];

export const filipinoKinds = {
  adobo: overhead({ vessel: 'plate', food: maybeRice(ulam('#4a2a14', adoboPieces)), steam: true }),
  'adobong-manok': overhead({
    vessel: 'plate',
    food: maybeRice(ulam('#5a3418', [p('lump', '#8a5228', 6, 26), ...adoboPieces.slice(1)])),
    steam: true,
  }),
  sinigang: overhead({
    vessel: 'bowl',
    steam: true,
    dip: { sauce: '#7a5a2a', bits: ['#3f9a2c'] },
    food: (s, a) =>
      soup(s, a, '#cfae72', [
        p('lump', '#c0957a', 6, 16),
        p('leaf', '#2f7d32', 8, 14),
        p('lump', '#d9452b', 5, 9),
        p('round', '#f2efe6', 5, 10),
        p('bean', '#4a9a3a', 5, 8),
      ]),
  }),
  'sinigang-hipon': overhead({
    vessel: 'bowl',
    steam: true,
    food: (s, a) =>
      soup(s, a, '#d4b57a', [
        p('leaf', '#2f7d32', 8, 14),
        p('lump', '#d9452b', 5, 9),
        p('round', '#f2efe6', 4, 10),
      ]) + shrimpRing(s, a, 6),
  }),
  'kare-kare': overhead({
    vessel: 'plate',
    dip: { sauce: '#7a3b45', bits: ['#a0525a', '#5a2a30'] },
    food: ulam('#d7892f', [
      p('lump', '#7a4a2c', 7, 19),
      p('leaf', '#3c8a34', 5, 14),
      p('bean', '#4a9a3a', 6, 8),
      p('slice', '#5b2d5e', 4, 11),
    ]),
  }),
  caldereta: overhead({
    vessel: 'plate',
    food: maybeRice(ulam('#b5361d', calderetaPieces)),
    steam: true,
  }),
  menudo: overhead({
    vessel: 'plate',
    food: maybeRice(
      ulam('#c0441f', [
        p('lump', '#7a3a22', 14, 10),
        p('cube', '#e9c46a', 10, 6),
        p('cube', '#e8742a', 10, 5),
        p('bit', '#3a1a22', 10, 3),
      ]),
    ),
  }),
  tinola: overhead({
    vessel: 'bowl',
    steam: true,
    food: (s, a) =>
      soup(s, a, '#e6d7a4', [
        p('lump', '#e2c29a', 6, 18),
        p('slice', '#cfe0a0', 6, 11),
        p('leaf', '#2f7d32', 30, 4),
        p('strip', '#e8c98a', 6, 5),
      ]),
  }),
  nilaga: overhead({
    vessel: 'bowl',
    steam: true,
    food: (s, a) =>
      soup(s, a, '#d8c08a', [
        p('lump', '#7a4a2c', 5, 20),
        p('cube', '#f2cc3c', 3, 14),
        p('leaf', '#b9d98a', 4, 18),
        p('cube', '#e9d3a0', 4, 9),
      ]),
  }),
  laing: overhead({
    vessel: 'plate',
    food: maybeRice(
      (s, a) =>
        stew(s, a, '#5b6b3a', [p('leaf', '#3d4e25', 22, 10), p('lump', '#c28a5a', 6, 7)]) +
        chiliRings(s, a, 6),
    ),
  }),
  'bicol-express': overhead({
    vessel: 'bowl',
    food: (s, a) =>
      stew(s, a, '#e9c87e', [p('lump', '#c7875a', 12, 12), p('strip', '#3f9a2c', 10, 7)]) +
      chiliRings(s, a, 8),
    steam: true,
  }),
  pinakbet: overhead({
    vessel: 'plate',
    food: maybeRice(
      ulam('#8a5a3a', [
        p('cube', '#f0a030', 7, 10),
        p('slice', '#5b2d5e', 5, 11),
        p('round', '#6aa84f', 6, 7),
        p('ring', '#5a9a3a', 4, 9),
        p('bean', '#4a9a3a', 5, 8),
        p('lump', '#d9452b', 4, 8),
      ]),
    ),
  }),
  ginataan: overhead({
    vessel: 'bowl',
    food: ulam('#f1d38a', [
      p('cube', '#f0a030', 9, 11),
      p('bean', '#4a9a3a', 8, 8),
      p('lump', '#e9b59a', 4, 9),
    ]),
    steam: true,
  }),
  dinuguan: overhead({
    vessel: 'bowl',
    food: (s, a) =>
      stew(s, a, '#3a1a14', [p('lump', '#5a2a1c', 14, 10), p('strip', '#3f9a2c', 4, 8)]) +
      puto(s, a),
  }),
  bistek: overhead({
    vessel: 'plate',
    food: maybeRice(ulam('#3a2010', [p('slice', '#5a2a14', 8, 17), p('ring', '#f4eadf', 9, 13)])),
    calamansi: true,
  }),
  'pancit-canton': overhead({
    vessel: 'plate',
    calamansi: true,
    food: (s, a) =>
      noodles(s, a, '#d9a441', 4) +
      pieces(s, a, [
        p('leaf', '#d8e8b0', 10, 10),
        p('strip', '#ef7d2a', 10, 6),
        p('bean', '#5aa23a', 6, 8),
        p('slice', '#b0704a', 6, 9),
      ]) +
      shrimpRing(s, a, 4),
  }),
  palabok: overhead({
    vessel: 'plate',
    calamansi: true,
    food: (s, a) => {
      const sauce = { ...a, r: a.r * 0.72 };
      return [
        noodles(s, a, '#f3ead5', 3, 90),
        stew(s, sauce, '#e8761e', []),
        bits(s, sauce, 40, ['#e8b870', '#d89a50'], 3.5),
        eggHalf(s, a.cx - a.r * 0.35, a.cy + a.r * 0.3, 18, 10),
        eggHalf(s, a.cx + a.r * 0.3, a.cy - a.r * 0.35, 18, -20),
        shrimpRing(s, sauce, 3),
        scallions(s, sauce, 22),
      ].join('');
    },
  }),
  'lumpiang-shanghai': overhead({
    vessel: 'plate',
    dip: { sauce: '#e0502a', bits: ['#f5d07a', '#b3160e'] },
    food: (s, a) => rolls(s, a, '#d08a2e', '#b86b4a', 8, a.r * 1.2, a.r * 0.22),
  }),
  'lumpiang-sariwa': overhead({
    vessel: 'plate',
    food: (s, a) =>
      herbs(s, a, 6, '#6cbf4a', 22) +
      rolls(s, a, '#efe2c0', '#7fb23a', 2, a.r * 1.35, a.r * 0.45) +
      drizzle(s, { ...a, r: a.r * 0.6 }, '#7a4a22', 5) +
      bits(s, { ...a, r: a.r * 0.5 }, 25, ['#e9c48a', '#f5e6c4'], 3),
  }),
  'lechon-kawali': overhead({
    vessel: ['leaf', 'plate'],
    dip: { sauce: '#6b3a1c' },
    food: (s, a) => crispyChunks(s, a, 13),
  }),
  sisig: overhead({
    vessel: 'sizzling',
    steam: true,
    food: (s, a) => {
      const yolk = { cx: a.cx + 10, cy: a.cy - 6, r: 16 };
      return [
        pieces(
          s,
          a,
          [
            p('bit', '#8a4a22', 60, 7),
            p('bit', '#c98a5a', 40, 6),
            p('bit', '#e8c090', 25, 5),
            p('bit', '#5a2a14', 30, 6),
            p('bit', '#a8326e', 22, 4),
          ],
          0.95,
        ),
        chiliRings(s, a, 10, '#3f9a2c'),
        circle(yolk.cx, yolk.cy, yolk.r, '#f29a14'),
        circle(yolk.cx - 5, yolk.cy - 5, 4, '#ffffff', 'opacity="0.7"'),
        calamansi(s, a.cx - a.r * 0.75, a.cy + a.r * 0.25, 15),
        calamansi(s, a.cx + a.r * 0.8, a.cy + a.r * 0.1, 14),
      ].join('');
    },
  }),
  silog: overhead({
    vessel: 'plate',
    food: silog,
    dip: { sauce: '#f2dfa0', bits: ['#ef7d2a', '#5aa23a'] },
  }),
  inihaw: overhead({
    vessel: ['leaf', 'plate'],
    dip: vinegar,
    food: (s, a) => skewers(s, a, 4, '#8a3a1c'),
  }),
  'fried-chicken': overhead({
    vessel: 'plate',
    dip: { sauce: '#c7351f' },
    food: (s, a) => friedPieces(s, a, '#c9822e', 5, 34),
  }),
  'fried-fish': overhead({
    vessel: ['plate', 'leaf'],
    dip: vinegar,
    food: (s, a) =>
      friedFish(s, a.cx, a.cy, a.r * 1.6, s.rng.float(-15, 15)) +
      tomatoSlices(s, { cx: a.cx, cy: a.cy + a.r * 0.7, r: a.r * 0.3 }, 3),
  }),
  lugaw: overhead({
    vessel: 'bowl',
    steam: true,
    calamansi: true,
    food: (s, a) =>
      soup(s, a, '#efdca8', [p('lump', '#e2c29a', 4, 12)]) +
      bits(s, a, 60, ['#d99a3a', '#b8741e'], 2.6) +
      scallions(s, a, 30) +
      eggHalf(s, a.cx + 20, a.cy + 10, 24, 20),
  }),
  'tortang-talong': overhead({
    vessel: 'plate',
    dip: { sauce: '#d23a2a' },
    food: maybeRice((s, a) => omelette(s, a, '#e3b04a', '#6b3a4a')),
  }),
  embutido: overhead({
    vessel: 'plate',
    food: (s, a) =>
      herbs(s, a, 5, '#6cbf4a', 24) + slicedRoll(s, a, '#b0603a', '#c98a6a', '#f7f2e4', 6),
  }),
  'java-rice': overhead({
    vessel: 'plate',
    food: (s, a) =>
      grainBed(
        s,
        a,
        ['#f2b233', '#e89a20', '#f7c95a'],
        [p('round', '#7fb23a', 14, 4), p('cube', '#e8742a', 10, 4), p('slice', '#c9453a', 6, 9)],
      ),
  }),
} satisfies Record<string, Draw>;

function shrimpRing(s: Svg, a: Area, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = (i / count) * Math.PI * 2 + s.rng.next();
    out.push(
      shrimp(
        s,
        a.cx + Math.cos(t) * a.r * 0.5,
        a.cy + Math.sin(t) * a.r * 0.5,
        16,
        (t * 180) / Math.PI + 90,
      ),
    );
  }
  return group(out);
}

function puto(s: Svg, a: Area): string {
  const out: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const x = a.cx + a.r * 0.95 + i * 8;
    const y = a.cy - a.r * 0.5 + i * 44;
    out.push(
      circle(x + 3, y + 4, 20, '#000000', 'opacity="0.25"'),
      circle(x, y, 20, '#fbf8f0', 'stroke="#e6dcc4" stroke-width="2"'),
    );
  }
  return group(out);
}

function silog(s: Svg, a: Area): string {
  const meat = s.rng.pick(['tapa', 'longganisa', 'tocino'] as const);
  const meatArea: Area = { cx: a.cx + a.r * 0.12, cy: a.cy + a.r * 0.42, r: a.r * 0.5 };
  const meatSvg =
    meat === 'tapa'
      ? pieces(s, meatArea, [p('slice', '#6b2a1a', 6, 32)])
      : meat === 'longganisa'
        ? pieces(s, meatArea, [p('log', '#a83a22', 4, 26)])
        : pieces(s, meatArea, [p('slice', '#c9453a', 5, 32)]);
  return [
    riceMound(
      s,
      { cx: a.cx - a.r * 0.38, cy: a.cy - a.r * 0.25, r: a.r * 0.48 },
      ['#fbf3dc', '#f3e6c0', '#efdcaa'],
      ['#d99a3a', '#b8741e'],
    ),
    friedEgg(s, a.cx + a.r * 0.42, a.cy - a.r * 0.3, a.r * 0.36),
    meatSvg,
    tomatoSlices(s, { cx: a.cx - a.r * 0.55, cy: a.cy + a.r * 0.45, r: a.r * 0.15 }, 2),
  ].join('');
}
