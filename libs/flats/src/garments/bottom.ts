import { type Pt } from '../geometry';
import { type Spots, type Built, type Ctx, get, xAtYAbs, fabricFills } from './shared';
import { drawSkirtBody } from './bottom-skirt';
import { drawLegs } from './bottom-legs';
import { drawWaistband } from './bottom-waistband';
import { drawBottomPockets } from './bottom-pockets';

// Pants, shorts and skirts: the body below the waistband (a skirt in ./bottom-skirt.ts, legs in ./bottom-legs.ts),
// the waistband (./bottom-waistband.ts) and pockets (./bottom-pockets.ts), then the waist spots and logo positions.

// ------------------------------------------------------------------------------------------------ bottoms

export function buildBottom(ctx: Ctx): Built {
  const { m, f, kind, view } = ctx;
  const front = view === 'front';
  const skirt = kind === 'skirt';
  const Wt = get(m, ['waist'], skirt ? 36 : 40) / 2;
  const H = get(m, ['hip'], skirt ? 50 : 52) / 2;
  const elastic = f.waist === 'elastic-or-drawcord';
  const wbH = get(m, ['waistbandHeight'], elastic ? 4.5 : 4);
  const hipY = Math.min(18, get(m, ['frontRise'], 27) - 4);
  const spots: Spots = {};
  let outline: Pt[];
  const legs: Pt[][] = [];
  let hemY = 0;
  let FR = 0;
  const logoSpots: Record<string, Pt> = {};

  if (skirt) {
    const s = drawSkirtBody(ctx, { Wt, H, wbH, hipY, spots });
    outline = s.outline;
    legs.push(s.poly);
    hemY = s.hemY;
  } else {
    const p = drawLegs(ctx, { Wt, H, wbH, hipY, elastic, spots });
    legs.push(p.poly);
    outline = p.poly;
    hemY = p.hemY;
    FR = p.FR;
    logoSpots.leg = p.leg;
  }

  if (ctx.outlineOnly) {
    void outline;
    return { spots, logo: () => undefined };
  }

  // waistband, closures, drawcords
  drawWaistband(ctx, { Wt, wbH, elastic });

  // pockets (./bottom-pockets.ts)
  drawBottomPockets(ctx, { Wt, H, wbH, hipY, FR, hemY, legs, spots });

  fabricFills(ctx, legs, { from: wbH + 0.5, to: hemY - 2.5 });

  spots.waist = [
    [-Wt, -2.2],
    [Wt, -2.2],
  ];
  if (elastic)
    spots.waistExtended = [
      [-Wt * 1.3, -5.5],
      [Wt * 1.3, -5.5],
    ];
  spots.waistbandHeight = [
    [Wt - 3, 0],
    [Wt - 3, wbH],
  ];
  const hx = xAtYAbs(legs[0], hipY);
  spots.hip = [
    [-hx, hipY],
    [hx, hipY],
  ];

  const logo: Built['logo'] = (pos, w, h, fromTop, fromLeft) => {
    const backPos = pos === 'center-back' || pos === 'collar-back' || (pos === 'pocket' && !skirt);
    if (backPos !== !front) return undefined;
    if (pos === 'collar-back') return { x: fromLeft, y: Math.max(0.2, (wbH - h) / 2) }; // on the back waistband
    if (pos === 'pocket')
      return { x: Wt * 0.18 + Math.min(14.5, Wt * 0.72) / 2 + fromLeft, y: wbH + 9 + Math.min(fromTop, 4) };
    if (pos === 'hem-bottom')
      return { x: (skirt ? 0 : (logoSpots.leg?.[0] ?? 10)) + fromLeft, y: hemY - 4 - h };
    if (pos === 'left-sleeve' || pos === 'right-sleeve') {
      // on the side of the leg (bottoms have no sleeves): wearer's left = viewer's right
      const sgn = pos === 'left-sleeve' ? 1 : -1;
      const y = wbH + 2 + fromTop;
      return { x: sgn * (xAtYAbs(legs[0], y + h / 2) - w / 2 - 1), y };
    }
    const cx = pos === 'left-chest' ? Wt * 0.5 : pos === 'right-chest' ? -Wt * 0.5 : 0;
    return { x: cx + fromLeft, y: wbH + 1 + fromTop };
  };
  return { spots, logo };
}
