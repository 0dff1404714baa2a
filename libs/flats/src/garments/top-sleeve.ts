import { add, chain, lerp, mirrorAll, mul, perp, quad, type Pt } from '../geometry';
import { type Ctx, clamp, deg, get, mirrorSign1 } from './shared';
import { type TopSleeve } from './top-spots';
import { CAPS, ticks } from '../bounds';

// A top's sleeves: laid out from the shoulder point along the measured length, their panels, and the finish at the
// opening (a shirt's buttoned cuff with its placket and pleats, a rib cuff, or a topstitched hem).

// sleeve length: the range each kind of sleeve takes a measurement from, and its default
const SLEEVE_RANGE: Record<string, [number, number, number]> = {
  short: [6, 34, 20],
  elbow: [24, 48, 34],
  long: [42, 95, 62],
};

/**
 * The sleeve from the shoulder point SP to the underarm UA: its length and opening from the measurements (the kind's
 * defaults where they are missing or out of range), its angle from the bicep.
 */
export function layOutSleeve(
  ctx: Ctx,
  g: { SP: Pt; UA: Pt; oversized: boolean; defaults: { sleeve: number; B: number } },
): TopSleeve {
  const { m, f, kind } = ctx;
  const { SP, UA, oversized } = g;
  const d = g.defaults;
  const hoodie = kind === 'hoodie';
  const kindSleeve = f.sleeve in SLEEVE_RANGE ? f.sleeve : 'short';
  const [lo, hi, def] = SLEEVE_RANGE[kindSleeve];
  const measured = get(
    m,
    ['sleeveLength', kindSleeve === 'short' ? 'shortSleeveLength' : 'longSleeveLength'],
    NaN,
  );
  const SL =
    measured >= lo && measured <= hi ? measured : kindSleeve === 'long' ? Math.max(def, d.sleeve) : def;
  const B = get(m, ['bicep'], d.B);
  const Oraw = get(m, ['sleeveOpening', 'cuffWidth'], kindSleeve === 'short' ? B * 0.9 : B * 0.55);
  const O = kindSleeve === 'short' ? clamp(Oraw, B * 0.6, B * 1.02) : clamp(Oraw, B * 0.35, B * 0.95);
  const spS: Pt = oversized ? [SP[0] + 3, SP[1] + 2.5] : SP;
  const ddx = UA[0] - spS[0];
  const ddy = UA[1] - spS[1];
  const R = Math.hypot(ddx, ddy);
  let th = Math.acos(clamp(B / R, -1, 1)) - Math.atan2(ddx, ddy);
  th =
    kindSleeve === 'short'
      ? clamp(th, 16 * deg, 38 * deg)
      : kindSleeve === 'elbow'
        ? clamp(th, 30 * deg, 50 * deg)
        : clamp(th, 44 * deg, 62 * deg);
  const dir: Pt = [Math.cos(th), Math.sin(th)];
  const n = perp(dir);
  const t = add(spS, mul(dir, SL));
  const tb = add(t, mul(n, O));
  const cuff =
    kindSleeve === 'short'
      ? 0
      : get(
          m,
          ['cuffHeight'],
          kind === 'shirt' ? 6 : hoodie || f.fabric === 'rib-or-sweater-knit' ? 6 : kind === 'jacket' ? 0 : 0,
        );
  return { sp: spS, t, tb, ua: UA, dir, n, SL, O, B, cuff };
}

/** The right sleeve's panel and its mirror: top line, opening, underseam, armhole back up to the shoulder. */
export function sleevePanels(sleeve: TopSleeve | undefined, armhole: Pt[], oversized: boolean): Pt[][] {
  const sleeves: Pt[][] = [];
  if (sleeve) {
    const s = sleeve;
    const under = quad(s.tb, lerp(lerp(s.tb, s.ua, 0.5), add(s.ua, mul(s.n, 0)), 0.2), s.ua, 4);
    const arm = oversized ? quad(s.ua, [s.sp[0] - 0.8, s.ua[1] - 2], s.sp, 6) : [...armhole].reverse();
    const right = chain([s.sp, s.t, s.tb], under, arm);
    sleeves.push(right, mirrorAll(right));
  }
  return sleeves;
}

/** The finish at both sleeve openings: a cuff's seam with its details, or a topstitched hem. */
export function drawSleeveHems(ctx: Ctx, sleeve: TopSleeve) {
  const { sk, kind } = ctx;
  for (const sgn of [1, -1]) {
    const s = sleeve;
    const cuffH = s.cuff;
    if (cuffH > 0) {
      const a = add(s.t, mul(s.dir, -cuffH));
      const b = add(a, mul(s.n, s.O));
      sk.line(mirrorSign1(a, sgn), mirrorSign1(b, sgn), 'seam', 'cuff');
      if (kind === 'shirt') {
        sk.line(
          mirrorSign1(add(a, mul(s.dir, 0.6)), sgn),
          mirrorSign1(add(b, mul(s.dir, 0.6)), sgn),
          'stitch',
          'cuff',
        );
        const bp = add(add(a, mul(s.dir, cuffH / 2)), mul(s.n, s.O * 0.78));
        sk.button(mirrorSign1(bp, sgn), 0.5);
        const slitA = add(a, mul(s.n, s.O * 0.65));
        sk.line(mirrorSign1(slitA, sgn), mirrorSign1(add(slitA, mul(s.dir, -9)), sgn), 'seam', 'placket');
        sk.line(
          mirrorSign1(add(slitA, mul(s.n, 1.5)), sgn),
          mirrorSign1(add(add(slitA, mul(s.n, 1.5)), mul(s.dir, -9)), sgn),
          'stitch',
          'placket',
        );
        // pleats at the cuff
        for (const k of [0.25, 0.38])
          sk.line(
            mirrorSign1(add(a, mul(s.n, s.O * k)), sgn),
            mirrorSign1(add(add(a, mul(s.n, s.O * k)), mul(s.dir, -3)), sgn),
            'fold',
            'pleat',
          );
      } else {
        for (const k of ticks(0.8, s.O - 0.3, 0.9, CAPS.ribLines))
          sk.line(
            mirrorSign1(add(a, mul(s.n, k)), sgn),
            mirrorSign1(add(add(a, mul(s.n, k)), mul(s.dir, cuffH - 0.4)), sgn),
            'rib',
            'rib',
          );
      }
    } else {
      const a = add(s.t, mul(s.dir, -2.2));
      sk.line(mirrorSign1(a, sgn), mirrorSign1(add(a, mul(s.n, s.O * 0.98)), sgn), 'stitch', 'sleeve-hem');
    }
  }
}
