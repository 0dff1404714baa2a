import { chain, ellipseQuarter, lerp, mirror, mirrorAll, offset, quad, type Pt } from '../geometry';
import { type Spots, type Ctx, get, mirrorSign, mirrorSign1 } from './shared';
import { CAPS, ticks } from '../bounds';

// A top's collar on the front view: a stand collar, a point or polo collar on its stand, a camp collar or a lapel.

export function drawCollar(
  ctx: Ctx,
  g: { NW: number; FND: number; L: number; hemTop: number; hc: number; spots: Spots },
) {
  const { sk, f, m, kind } = ctx;
  const { NW, FND } = g;
  const c = f.collar;
  if (
    c === 'stand' ||
    (kind === 'jacket' && c !== 'lapel' && c !== 'point' && c !== 'camp' && c !== 'polo')
  ) {
    const h = get(m, ['collarHeight'], kind === 'jacket' ? 7 : 3.5);
    const up = kind === 'jacket' ? h * 0.75 : h * 0.8;
    const lower = ellipseQuarter(NW / 2 + 0.3, FND * 0.85, 0, 8);
    const upper = ellipseQuarter(NW / 2 - 0.2, FND * 0.85 - 0.4, -up, 8);
    for (const sgn of [1, -1]) {
      const shape = chain(mirrorSign(upper, sgn), mirrorSign([...lower].reverse(), sgn));
      sk.shape(shape, 'part', 'collar');
      sk.poly(mirrorSign(offset(upper, -0.5), sgn), 'stitch', 'collar');
    }
    return;
  }
  if (c === 'point' || c === 'polo') {
    const cp = get(m, ['collarPoint'], 7.5);
    // collar stand behind, leaves in front
    const standTop = ellipseQuarter(NW / 2 - 0.3, FND * 0.4, -2.8, 8);
    sk.shape(
      chain(
        mirrorAll(standTop),
        [...standTop].reverse(),
        [[NW / 2, 0.2]],
        [...ellipseQuarter(NW / 2, FND, 0, 8)].reverse().reverse(),
        mirrorAll([...ellipseQuarter(NW / 2, FND, 0, 8)].reverse()),
        [[-NW / 2, 0.2]],
      ),
      'part',
      'collar-stand',
    );
    for (const sgn of [1, -1]) {
      const tip: Pt = [NW * 0.3, FND + cp * 0.62];
      const leaf: Pt[] = chain(
        [[0.4, FND - 0.8]],
        quad([NW / 2 - 0.3, -2.6], [NW / 2 + 2.4, -1], [NW / 2 + 2.2, 2.5], 5),
        c === 'polo'
          ? quad([NW / 2 + 2.2, 2.5], [tip[0] + 2.5, tip[1] + 1.5], [tip[0] - 0.5, tip[1]], 5)
          : [[tip[0], tip[1]]],
        [[0.6, FND + 0.5]],
      );
      sk.shape(mirrorSign(leaf, sgn), 'part', 'collar');
      sk.poly(mirrorSign(offset(leaf.slice(1, leaf.length - 1), 0.5), sgn), 'stitch', 'collar');
      if (sgn < 0) g.spots.collarPoint = [mirror([NW / 2 + 2.2, 2.5]), mirror(tip)];
      if (c === 'polo')
        for (const t of ticks(0.2, 0.9, 0.12, CAPS.ribLines))
          sk.line(
            mirrorSign1(lerp([NW / 2 + 1.8, 2.5], tip, t), sgn),
            mirrorSign1(lerp([NW / 2 + 1.8, 2.5], tip, t - 0.06), sgn),
            'rib',
            'rib',
          );
    }
    return;
  }
  if (c === 'camp' || c === 'lapel') {
    const vY = c === 'lapel' ? g.L * 0.42 : FND + 11;
    for (const sgn of [1, -1]) {
      const roll: Pt = [0, vY];
      const lapel: Pt[] =
        c === 'lapel'
          ? [
              [NW / 2 - 0.5, -1.5],
              [NW / 2 + 2.2, 0.5],
              [NW / 2 + 2.8, 7],
              [NW / 2 + 0.6, 8.2],
              [NW / 2 + 6.5, 11.5],
              roll,
              [(NW / 2) * 0.5, 4],
            ]
          : [
              [NW / 2 - 0.3, -1.8],
              [NW / 2 + 3, 1.5],
              [NW / 2 + 3.5, 5.5],
              [NW / 2 + 1.5, 6.5],
              [NW / 2 + 4.5, 9.5],
              roll,
              [(NW / 2) * 0.45, 3],
            ];
      sk.shape(mirrorSign(lapel, sgn), 'part', 'collar');
      sk.poly(mirrorSign(offset(lapel.slice(3, 6), -0.5), sgn), 'stitch', 'collar');
      if (sgn < 0) g.spots.collarPoint = [mirror(lapel[2]), mirror(lapel[4])];
      if (sgn < 0 && c === 'lapel')
        g.spots.lapelWidth = [mirror(lapel[4]), mirror([lapel[4][0] - 5.5, lapel[4][1] + 2])];
    }
  }
}
