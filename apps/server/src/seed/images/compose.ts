// Photo-like compositions: a dish on the table from above, or standing items seen from the front.
import {
  dipBowl,
  bananaLeaf,
  bilao,
  bowl,
  pan,
  plate,
  plateStyles,
  sizzlingPlate,
  steamer,
  type PlateStyle,
  type Vessel,
} from './vessels.js';
import { calamansi } from './garnish.js';
import { blur, ellipse, group, type Area, type Svg } from './kit.js';
import {
  napkin,
  scatter,
  sideScene,
  spoonAndFork,
  steam,
  tableStyles,
  tableTop,
  wallStyles,
  type TableStyle,
  type WallStyle,
} from './surfaces.js';

export type Draw = (s: Svg) => string;
export type VesselKind =
  'plate' | 'bowl' | 'leaf' | 'bilao' | 'sizzling' | 'pan' | 'steamer' | 'none';

export type Overhead = {
  /** one vessel, or several for the seed to choose from */
  vessel: VesselKind | readonly VesselKind[];
  food: (s: Svg, a: Area) => string;
  tables?: readonly TableStyle[];
  plates?: readonly PlateStyle[];
  /** radius of the vessel; the frame is 640 x 480 */
  size?: number;
  steam?: boolean;
  /** a small dish beside the plate: sauce colour and the bits floating in it */
  dip?: { sauce: string; bits?: readonly string[] };
  calamansi?: boolean;
  cutlery?: boolean;
  crumbs?: readonly string[];
};

const napkinColours = ['#f1e6d0', '#c9d8c5', '#e8b9a0', '#d8d0e8', '#f3d9a4'];

/** A dish on a table photographed from above, the way food is shot for menus. */
export function overhead(o: Overhead): Draw {
  return (s) => {
    const { rng } = s;
    const table = rng.pick(o.tables ?? tableStyles);
    const size = (o.size ?? 185) * rng.float(0.96, 1.04);
    const a: Area = { cx: rng.float(300, 336), cy: rng.float(232, 250), r: size };
    const out = [tableTop(s, table)];
    if (rng.chance(0.55))
      out.push(
        napkin(s, -60, rng.float(300, 380), 190, 150, rng.float(-25, -5), rng.pick(napkinColours)),
      );
    if (o.cutlery ?? rng.chance(0.6))
      out.push(spoonAndFork(s, a.cx + a.r + 40, a.cy - 40, rng.float(-8, 8)));
    const vessel = drawVessel(
      s,
      typeof o.vessel === 'string' ? o.vessel : rng.pick(o.vessel),
      a,
      rng.pick(o.plates ?? plateStyles),
    );
    out.push(vessel.svg, o.food(s, vessel.food));
    if (o.dip) out.push(dipBowl(s, 78, 78, 50, o.dip.sauce, o.dip.bits ?? []));
    if (o.calamansi) {
      const x = o.dip ? 70 : 72;
      const y = o.dip ? 420 : 80;
      out.push(calamansi(s, x, y, 20), calamansi(s, x + 38, y + 8, 18));
    }
    if (o.crumbs) out.push(scatter(s, o.crumbs, 40, a));
    if (o.steam) out.push(steam(s, a.cx, a.cy - a.r * 0.2, 46, 3));
    return out.join('');
  };
}

function drawVessel(s: Svg, kind: VesselKind, a: Area, style: PlateStyle): Vessel {
  switch (kind) {
    case 'plate':
      return plate(s, a, style);
    case 'bowl':
      return bowl(s, { ...a, r: a.r * 0.9 }, style);
    case 'leaf': {
      const leaf = bananaLeaf(s, a.cx, a.cy, a.r * 2.6, a.r * 1.3, s.rng.float(-20, 20));
      return { svg: leaf, food: { cx: a.cx, cy: a.cy, r: a.r * 0.78 } };
    }
    case 'bilao':
      return bilao(s, a);
    case 'sizzling':
      return sizzlingPlate(s, { ...a, r: a.r * 0.85 });
    case 'pan':
      return pan(s, { ...a, r: a.r * 0.88 });
    case 'steamer':
      return steamer(s, a);
    case 'none':
      return { svg: '', food: a };
  }
}

export type Front = {
  /** draws the standing items on the table; `floor` is the y where they stand */
  items: (s: Svg, floor: number) => string;
  walls?: readonly WallStyle[];
  tables?: readonly TableStyle[];
  horizon?: number;
  props?: (s: Svg, floor: number) => string;
};

/** Items standing on a table in front of a wall (drinks, jars, bottles, cakes, burgers). */
export function front(f: Front): Draw {
  return (s) => {
    const horizon = f.horizon ?? 300;
    const floor = horizon + s.rng.float(100, 120);
    const out = [
      sideScene(
        s,
        s.rng.pick(f.walls ?? wallStyles),
        s.rng.pick(f.tables ?? ['wood', 'marble', 'linen', 'darkWood']),
        horizon,
      ),
    ];
    if (f.props) out.push(f.props(s, floor));
    out.push(f.items(s, floor));
    return out.join('');
  };
}

/** A contact shadow for a standing item, the way it falls on a table. */
export const standShadow = (s: Svg, cx: number, floor: number, halfWidth: number): string =>
  group(
    ellipse(
      cx + halfWidth * 0.25,
      floor + 2,
      halfWidth * 1.15,
      halfWidth * 0.2,
      '#1b0d04',
      `opacity="0.38" filter="${blur(s, 6)}"`,
    ),
  );
