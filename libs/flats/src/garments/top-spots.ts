import { add, mirror, mul, sub, type Pt } from '../geometry';
import { type Spots, type Built, type Ctx, clamp, deg, get, widthAcross, xAtYAbs } from './shared';

// A top's measurement spots (the dimension line of each point of measure) and where a logo goes on it: the last
// step of buildTop (./top.ts), once the garment is drawn.

/** The sleeve as buildTop laid it out: shoulder point, top line end, opening, underarm, direction and width. */
export type TopSleeve = {
  sp: Pt;
  t: Pt;
  tb: Pt;
  ua: Pt;
  dir: Pt;
  n: Pt;
  SL: number;
  O: number;
  B: number;
  cuff: number;
};

/** What buildTop worked out that the spots and the logo positions need. */
export interface TopShape {
  body: Pt[];
  spots: Spots;
  UA: Pt;
  HPS: Pt;
  SP: Pt;
  L: number;
  BND: number;
  FND: number;
  NW: number;
  hc: number;
  hemTop: number;
  hemRib: number;
  waistY: number;
  isDress: boolean;
  strapless: boolean;
  collared: boolean;
  knit: boolean;
  sleeve: TopSleeve | undefined;
}

/** Fills the top's measurement spots (in `t.spots`) and answers where each logo position goes. */
export function measureTop(ctx: Ctx, t: TopShape): Built['logo'] {
  const { m, f } = ctx;
  const front = ctx.view === 'front';
  const hood = f.hood;
  const {
    body,
    spots,
    UA,
    HPS,
    SP,
    L,
    BND,
    FND,
    NW,
    hc,
    hemTop,
    hemRib,
    waistY,
    isDress,
    strapless,
    collared,
    knit,
    sleeve,
  } = t;
  const chestY = UA[1] + 2.5;
  const cw = xAtYAbs(body, chestY);
  spots.chestWidth = [
    [-cw, chestY],
    [cw, chestY],
  ];
  spots.bust = spots.chestWidth;
  if (!strapless)
    spots.length = [
      [-HPS[0] - 1.5, 0],
      [-HPS[0] - 1.5, L],
    ]; // from the HPS, which a strapless top does not have
  spots.centreBackLength = [
    [0, BND],
    [0, L],
  ];
  if (!strapless)
    spots.shoulderWidth = [
      [-SP[0], SP[1] - 1.8],
      [SP[0], SP[1] - 1.8],
    ];
  const afY = Math.min(13, UA[1] - 2);
  const af = xAtYAbs(body, afY);
  spots.acrossFront = [
    [-af + 0.4, afY],
    [af - 0.4, afY],
  ];
  if (!strapless) {
    spots.armhole = [mirror(SP), mirror(UA)];
    spots.neckWidth = [
      [-NW / 2, -2.2],
      [NW / 2, -2.2],
    ];
    spots.frontNeckDrop = [
      [0, 0],
      [0, FND],
    ];
    spots.backNeckDrop = [
      [0, 0],
      [0, BND],
    ];
  }
  if (!collared && !hood && !strapless)
    spots.neckbandHeight = [
      [NW / 2 + 2.5, BND * 0.5],
      [NW / 2 + 2.5, BND * 0.5 + (knit ? 1.6 : 1)],
    ];
  const sw = xAtYAbs(body, L - 1.2);
  spots.sweep = [
    [-sw, L - 1.2],
    [sw, L - 1.2],
  ];
  if (hemRib)
    spots.hemRibHeight = [
      [sw - 4, hemTop],
      [sw - 4, L],
    ];
  // the finished hem at the side seam (the other side from a rib's height), from the fold up to the stitch line
  spots.hemHeight = [
    [-(sw - 3), L],
    [-(sw - 3), L - get(m, ['hemHeight'], 2)],
  ];
  if (isDress) {
    const wx = xAtYAbs(body, waistY);
    if (!strapless)
      spots.waistPosition = [
        [HPS[0] + 1.5, 0],
        [HPS[0] + 1.5, waistY],
      ];
    spots.waist = [
      [-wx, waistY],
      [wx, waistY],
    ];
    spots.waistWidth = spots.waist;
    const hy = Math.min(waistY + 10, L - 2);
    const hx = xAtYAbs(body, hy);
    spots.highHip = [
      [-hx, hy],
      [hx, hy],
    ];
    spots.skirtLength = [
      [hx * 0.55, waistY],
      [hx * 0.55, L],
    ];
  }
  if (sleeve) {
    const s = sleeve;
    const o = mul(s.n, -1.6);
    spots.sleeveLength = [add(s.sp, o), add(s.t, o)];
    const bp = add(
      s.sp,
      mul(s.dir, Math.max(0, sub(s.ua, s.sp)[0] * s.dir[0] + sub(s.ua, s.sp)[1] * s.dir[1] + 2.5)),
    );
    spots.bicep = [mirror(bp), mirror(add(bp, mul(s.n, widthAcross(s, bp))))];
    const oo = mul(s.dir, 1.4);
    spots.sleeveOpening = [add(s.t, oo), add(s.tb, oo)];
    spots.cuffWidth = spots.sleeveOpening;
    if (s.cuff > 0) {
      const a = add(s.tb, mul(s.n, 1.2));
      spots.cuffHeight = [mirror(a), mirror(add(a, mul(s.dir, -s.cuff)))];
    }
  }
  const hoodH = get(m, ['hoodHeight'], 34);
  const hoodW = get(m, ['hoodWidth'], 25);
  if (hood) {
    spots.hoodHeight = [
      [-hoodW * 0.5 - 2.5, 0],
      [-hoodW * 0.5 - 2.5, -hoodH],
    ];
    spots.hoodWidth = [
      [-hoodW / 2, -hoodH * 0.5],
      [hoodW / 2, -hoodH * 0.5],
    ];
  }

  const logo: Built['logo'] = (pos, w, h, fromTop, fromLeft) => {
    const backPos = pos === 'center-back' || pos === 'collar-back';
    if (backPos !== !front) return undefined;
    if (pos === 'left-sleeve' || pos === 'right-sleeve') {
      if (!sleeve) return { x: (pos === 'left-sleeve' ? 1 : -1) * (hc - w / 2 - 1), y: UA[1] - h - 1 };
      const s = sleeve;
      const along = clamp(fromTop || 8, 2, s.SL - 2);
      const c = add(
        add(s.sp, mul(s.dir, along + w / 2)),
        mul(s.n, widthAcross(s, add(s.sp, mul(s.dir, along))) / 2),
      );
      const sgn = pos === 'left-sleeve' ? 1 : -1; // wearer's left = viewer's right
      return { x: sgn * c[0], y: c[1] - h / 2, angle: (sgn * Math.atan2(s.dir[1], s.dir[0])) / deg };
    }
    if (pos === 'hem-bottom') return { x: fromLeft, y: hemTop - 3 - h };
    if (pos === 'collar-back') return { x: fromLeft, y: BND + 1.5 + Math.min(fromTop, 4) };
    if (pos === 'pocket') return { x: hc * 0.45 + fromLeft, y: UA[1] + 2 + Math.min(fromTop, 6) };
    const cx = pos === 'left-chest' ? hc * 0.45 : pos === 'right-chest' ? -hc * 0.45 : 0;
    return { x: cx + fromLeft, y: fromTop };
  };
  return logo;
}
