// Construction of the upper body (tops, outerwear, dresses): shoulders, sleeves and sleeve ends, neck.
import { type ConstructionBuild, COVER, LOCK, NEAT, OL4, op } from './construction-kit';
import { RIB_CUFF_KINDS } from './poms';

/** Tops, outerwear and dresses: shoulders, sleeves and their ends, then the neck (hood, collar, neckband or facing). */
export function upperBodyOps(b: ConstructionBuild): void {
  const { ops, kind, v, padded, knit, leather, seam, hem } = b;
  if (v.neckline !== 'strapless') seam('Shoulder seams', knit ? 'Stabilise with twill tape 1 cm' : '');
  if (v.sleeve === 'sleeveless') {
    if (knit)
      ops.push(
        op(
          'Armhole finishing',
          '602',
          '2-needle coverstitch with top cover (binding)',
          '8.03.03',
          'Bound edge',
          12,
          0,
          'Self-fabric binding 1 cm, stretched 5 %',
        ),
      );
    else if (padded || kind === 'vest')
      ops.push(
        op('Armhole finishing', '301', LOCK, '8.03.03', 'Bound edge', 10, 0, 'Self or lycra binding 1 cm'),
      );
    else if (!leather)
      ops.push(
        op(
          'Armhole finishing',
          '301',
          LOCK,
          '8.03.03',
          'Bound edge (bias binding)',
          12,
          0,
          'Bias binding 12 mm folded to the inside, edge-stitched 0.2 cm',
        ),
      );
    else
      ops.push(
        op(
          'Armhole finishing',
          '301',
          LOCK,
          '1.06.03',
          'Facing, glued and topstitched',
          8,
          1,
          'Self facing, understitch 0.2 cm',
        ),
      );
  } else {
    seam('Sleeve attach (set-in)', 'Ease evenly at sleeve cap');
    seam('Side seams and underarm', 'One pass, armhole seams matched');
  }
  if (v.sleeve === 'sleeveless') seam('Side seams');
  const sleeveEnd =
    v.sleeve === 'long'
      ? kind === 'shirt'
        ? 'shirt-cuff'
        : RIB_CUFF_KINDS.includes(kind) || (kind === 'jacket' && knit)
          ? 'rib'
          : padded
            ? 'elastic'
            : 'hem'
      : v.sleeve === 'sleeveless'
        ? 'none'
        : 'hem';
  if (sleeveEnd === 'shirt-cuff')
    ops.push(
      op(
        'Cuffs and sleeve plackets',
        '301',
        LOCK,
        '1.06.03',
        'Enclosed seam, topstitched',
        14,
        0.6,
        'Edge-stitch 0.15 cm; buttonholes ISO 304',
      ),
    );
  if (sleeveEnd === 'rib')
    ops.push(
      op(
        'Cuff rib attach',
        '514',
        OL4,
        '1.01.01',
        'Superimposed seam',
        12,
        0.6,
        'Rib stretched to sleeve opening',
      ),
    );
  if (sleeveEnd === 'elastic')
    ops.push(
      op(
        'Sleeve end (elastic binding)',
        '301',
        LOCK,
        '8.03.03',
        'Bound edge with elastic',
        10,
        0,
        'Elastic 10 mm inside binding',
      ),
    );
  if (sleeveEnd === 'hem') hem('Sleeve hem', knit ? 2 : 1.5);
  // neck
  if (v.hood === 'yes') {
    ops.push(
      op(
        'Hood centre seam',
        knit ? '514' : '301',
        knit ? OL4 : NEAT,
        '1.01.01',
        'Superimposed seam',
        12,
        knit ? 0.6 : 1,
        knit ? 'Topstitch 406 over seam' : '',
      ),
    );
    ops.push(
      op(
        'Hood attach',
        knit ? '514' : '301',
        knit ? OL4 : LOCK,
        '1.01.01',
        'Superimposed seam, taped',
        12,
        knit ? 0.6 : 1,
        'Back neck tape covers the seam',
      ),
    );
    ops.push(
      op(
        'Hood edge and drawcord channel',
        knit ? '406' : '301',
        knit ? COVER : LOCK,
        '6.02.01',
        'Turned channel',
        12,
        2.5,
        'Eyelets before turning; cord threaded, bartacked at centre back',
      ),
    );
  } else if (['point', 'camp', 'polo'].includes(v.collar ?? '')) {
    ops.push(
      op(
        'Collar make and attach',
        '301',
        LOCK,
        '1.06.03',
        'Enclosed seam, topstitched',
        14,
        0.6,
        v.collar === 'polo'
          ? 'Flat-knit collar attached with 514, back neck taped'
          : 'Fused collar and band, edge-stitch 0.15 cm',
      ),
    );
  } else if (v.collar === 'stand' || v.collar === 'lapel' || v.neckline === 'turtleneck') {
    ops.push(
      op(
        v.collar === 'lapel' ? 'Collar and lapels' : 'Collar attach',
        knit ? '514' : '301',
        knit ? OL4 : LOCK,
        '1.06.03',
        'Enclosed seam',
        12,
        knit ? 0.6 : 1,
        knit ? '' : 'Fused collar, topstitch 0.6 cm',
      ),
    );
  } else if (v.neckline !== 'strapless') {
    if (knit) {
      ops.push(
        op('Neckband attach', '514', OL4, '1.01.01', 'Superimposed seam', 12, 0.6, 'Band stretched 10-12 %'),
      );
      ops.push(
        op(
          'Back neck tape / topstitch',
          '406',
          COVER,
          '5.31.01',
          'Decorative topstitch over seam',
          12,
          0,
          '0.6 cm gauge',
        ),
      );
    } else
      ops.push(
        op(
          'Neckline finishing',
          '301',
          LOCK,
          '1.06.03',
          'Facing, understitched',
          12,
          1,
          'Self-fabric facing, understitch 0.2 cm',
        ),
      );
  }
}
