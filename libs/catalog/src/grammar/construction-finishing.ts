// Construction that finishes the garment: a top's hem, quilting and lining, fully fashioned knit panels and linking,
// cutting to match checks or stripes, and a pair of jeans' rivets and back yoke.
import { type ConstructionBuild, LOCK, OL4, op } from './construction-kit';
import { preQuilted } from './components';
import { RIB_CUFF_KINDS } from './poms';

/** The top's hem, padding and lining, fully fashioned knitting, matched cutting and a pair of jeans' rivets. */
export function finishingOps(b: ConstructionBuild): void {
  const { ops, kind, v, fabric, padded, knit, upper, hem } = b;
  // hem of tops
  if (upper) {
    if (RIB_CUFF_KINDS.includes(kind))
      ops.push(
        op('Hem rib attach', '514', OL4, '1.01.01', 'Superimposed seam', 12, 0.6, 'Rib stretched to body'),
      );
    else if (padded)
      ops.push(
        op(
          'Hem (elastic binding)',
          '301',
          LOCK,
          '8.03.03',
          'Bound edge',
          10,
          0,
          'Elastic drawcord channel optional',
        ),
      );
    else hem('Body hem', knit ? 2 : kind === 'dress' ? 3 : 1.5);
  }
  if (padded) {
    if (preQuilted(fabric))
      ops.push(
        op(
          'Quilting (pre-quilted shell): channels matched at seams',
          '301',
          LOCK,
          '1.01.01',
          'Plain seam through the quilted shell',
          10,
          1,
          'The shell carries its wadding: no loose wadding; channels matched at side seams and centre front',
        ),
      );
    else
      ops.push(
        op(
          'Quilting (shell + wadding + lining)',
          '301',
          LOCK,
          '1.01.01',
          'Channel quilting through all layers',
          10,
          0,
          'Channels 6 cm, wadding cut 1 cm short of seam lines',
        ),
      );
    ops.push(
      op(
        'Lining make and bag out',
        '301',
        LOCK,
        '1.01.01',
        'Bagged lining',
        10,
        1,
        'Lining turned through sleeve seam, closed by machine',
      ),
    );
  } else if (kind === 'jacket' && !knit)
    ops.push(
      op(
        'Lining make and bag out',
        '301',
        LOCK,
        '1.01.01',
        'Bagged lining',
        10,
        1,
        'Jump pleat 2 cm at centre back',
      ),
    );
  if (fabric.construction === 'sweater-knit') {
    const gauge = /(\d+)gg/.exec(fabric.name)?.[1] ?? '12';
    ops.push(
      op(
        `Knit panels (${gauge} gauge, ${/cable/i.test(fabric.name) ? 'cable' : 'jersey'} stitch)`,
        '-',
        `Flat knit, ${gauge}gg`,
        '-',
        'Fully fashioned panels',
        0,
        0,
        'Rib 1x1 at hem and cuffs; panels knitted to shape, not cut',
      ),
    );
    ops.push(
      op(
        'Linking (shoulders, sleeves, neck rib)',
        '101',
        'Linking (chainstitch, point to point)',
        '1.01.01',
        'Linked seam',
        0,
        0,
        'Linked loop for loop, no overlock; side seams mattress-stitched',
      ),
    );
  }
  if (v.pattern === 'check' || v.pattern === 'stripe')
    ops.push(
      op(
        `Cutting: ${v.pattern}s matched`,
        '-',
        '-',
        '-',
        'Pattern matching',
        0,
        0,
        v.pattern === 'check'
          ? 'Match checks at centre front, side seams, pockets, yoke and sleeves at the front armhole notch; allow one repeat extra per garment'
          : 'Match stripes at side seams and sleeve to body at the underarm; allow one repeat extra per garment',
      ),
    );
  if (kind === 'jeans')
    ops.push(
      op(
        'Rivets and back yoke',
        '401',
        '2-needle chainstitch (felling)',
        '2.04.06',
        'Flat-felled yoke seam',
        10,
        1,
        'Rivets at front pocket corners',
      ),
    );
}
