// Construction of a top's front closure (zip, placket, snaps, wrap) and a dress's waist seam and opening.
import { type ConstructionBuild, LOCK, NEAT, OL4, op } from './construction-kit';

/** Tops, outerwear and dresses: the front closure, then a dress's waist seam and its opening. */
export function upperClosureOps(b: ConstructionBuild): void {
  const { ops, kind, v, knit } = b;
  // closure
  const fc = v.front_closure ?? 'none';
  if (fc === 'zip-full' || fc === 'zip-partial')
    ops.push(
      op(
        fc === 'zip-full' ? 'Front zip attach' : 'Zip placket',
        '301',
        LOCK,
        '1.06.02',
        'Zip inserted, topstitched',
        10,
        1,
        'Topstitch 0.6 cm; zip guard behind teeth',
      ),
    );
  if (fc === 'buttons-full' || fc === 'buttons-partial')
    ops.push(
      op(
        fc === 'buttons-full' ? 'Front placket' : 'Placket (partial)',
        '301',
        LOCK,
        '6.03.01',
        'Folded placket, fused',
        14,
        1,
        'Buttonholes ISO 304, buttons lockstitched 4-hole',
      ),
    );
  if (fc === 'snaps')
    ops.push(
      op(
        'Front placket with snaps',
        '301',
        LOCK,
        '6.03.01',
        'Folded placket, fused',
        12,
        1,
        'Snaps set by press, reinforced',
      ),
    );
  if (fc === 'wrap')
    ops.push(op('Wrap front ties', '301', LOCK, '1.06.03', 'Enclosed seam', 12, 1, 'Tie loops bartacked'));
  if (kind === 'dress' && v.waist === 'plain-waistband')
    ops.push(
      op(
        'Waistband attach (bodice to skirt)',
        knit ? '514' : '301 + 504',
        knit ? OL4 : NEAT,
        '1.01.01',
        'Superimposed seam',
        12,
        1,
        'Waist seam stay-taped',
      ),
    );
  if (kind === 'dress' && fc === 'none' && knit)
    ops.push(
      op(
        'Pull-on (no zip, no darts)',
        '514',
        OL4,
        '-',
        'No opening',
        12,
        0,
        'Neck opening must pass 58 cm head girth stretched; check at fit',
      ),
    );
  if (kind === 'dress' && fc === 'none' && !knit)
    ops.push(
      op(
        'Invisible zip (centre back)',
        '301',
        LOCK,
        '1.01.01',
        'Invisible zip insertion',
        12,
        1.5,
        'Zip foot; seam neatened 504',
      ),
    );
}
