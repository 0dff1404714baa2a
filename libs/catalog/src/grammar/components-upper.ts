// The components of a top, outerwear or a dress: sleeves or armhole finish, hood, collar or neckline, interlining,
// front closure, a dress's waist seam and shaping, yoke, cuffs, pockets and hem.
import type { Fabric, GarmentKind } from '../fabrics';
import { c, DART_SILHOUETTES, SHIRT_COLLARS, WAIST_SEAM_SILHOUETTES } from './component-kit';
import { isKnit } from './fabric';
import { RIB_CUFF_KINDS } from './poms';
import type { GarmentComponent, GrammarFamily } from './types';

/** Between the body and the lining: what the upper garment's features describe. */
export function upperComponents(
  kind: GarmentKind,
  fam: GrammarFamily,
  v: Record<string, string>,
  fabric: Fabric,
  padded: boolean,
): GarmentComponent[] {
  const out: GarmentComponent[] = [];
  const knit = isKnit(fabric);
  const leather = fabric.family === 'leather';
  const sil = v.silhouette ?? '';
  const pk = v.pockets ?? 'none';
  const sleeveless = v.sleeve === 'sleeveless';
  const strapless = v.neckline === 'strapless';
  if (!sleeveless)
    out.push(
      c('sleeves', 'sleeve', 'Sleeves', 'Left and right sleeve', { measure: true }, { feature: 'sleeve' }),
    );
  else
    out.push(
      c(
        'armhole-finish',
        'hem',
        'Armhole finish',
        'Armholes',
        { measure: !strapless, material: !knit && !leather && !padded && kind !== 'vest' },
        { feature: 'sleeve' },
      ),
    );
  if (v.hood === 'yes') {
    out.push(c('hood', 'hood', 'Hood', 'Neckline, hood', { measure: true }, { feature: 'hood' }));
    out.push(
      c(
        'hood-drawcord',
        'drawcord',
        'Hood drawcord',
        'Hood edge channel, out through 2 eyelets',
        { material: true },
        { feature: 'hood' },
      ),
    );
  } else if (SHIRT_COLLARS.includes(v.collar ?? '') || v.neckline === 'turtleneck')
    out.push(
      c(
        'collar',
        'collar',
        v.neckline === 'turtleneck' && !SHIRT_COLLARS.includes(v.collar ?? '')
          ? 'Turtleneck'
          : `${(v.collar ?? '').replace(/^./, (x) => x.toUpperCase())} collar`,
        'Neckline',
        { measure: true },
        { feature: 'collar' },
      ),
    );
  else if (!strapless)
    out.push(
      c(
        'neckline',
        'collar',
        knit ? 'Neckband' : 'Neckline facing',
        'Neckline',
        { measure: true, material: knit && fam !== 'outerwear' },
        { feature: 'neckline' },
      ),
    );
  if (['point', 'camp', 'stand', 'lapel'].includes(v.collar ?? '') && v.hood !== 'yes' && !knit && !leather)
    out.push(
      c(
        'interlining',
        'interlining',
        'Fusible interlining',
        kind === 'shirt'
          ? 'Collar, band, placket' + (v.sleeve === 'long' ? ', cuffs' : '')
          : 'Collar and facings',
        { material: true, operation: false },
        { drawn: false, description: 'Fused in the collar, band and placket operations' },
      ),
    );
  const fc = v.front_closure ?? 'none';
  if (fc === 'zip-full' || fc === 'zip-partial')
    out.push(
      c(
        'front-zip',
        'closure',
        fc === 'zip-full' ? 'Front zip' : 'Half zip',
        'Centre front',
        { material: true, measure: true },
        { feature: 'front_closure' },
      ),
    );
  if (fc === 'buttons-full' || fc === 'buttons-partial' || fc === 'snaps')
    out.push(
      c(
        'placket',
        'closure',
        fc === 'snaps' ? 'Snap placket' : fc === 'buttons-full' ? 'Button placket' : 'Partial placket',
        'Centre front',
        { material: true, measure: true },
        { feature: 'front_closure' },
      ),
    );
  if (fc === 'wrap')
    out.push(
      c('wrap-ties', 'closure', 'Wrap front and ties', 'Front, side tie', {}, { feature: 'front_closure' }),
    );
  if (kind === 'dress' && fc === 'none' && !knit)
    out.push(
      c(
        'cb-zip',
        'closure',
        'Invisible zip (centre back)',
        'Centre back',
        { material: true },
        { feature: 'front_closure' },
      ),
    );
  if (kind === 'dress' && (v.waist === 'plain-waistband' || WAIST_SEAM_SILHOUETTES.includes(sil)))
    out.push(
      c(
        'waist-seam',
        'seam',
        v.waist === 'plain-waistband' ? 'Waistband (bodice to skirt)' : 'Waist seam',
        'Waist',
        { measure: true },
        { feature: 'silhouette' },
      ),
    );
  if (kind === 'dress' && DART_SILHOUETTES.includes(sil) && !knit)
    out.push(c('darts', 'dart', 'Darts', 'Bust and waist, front and back', {}, { feature: 'silhouette' }));
  if (kind === 'shirt' && sil === 'fitted')
    out.push(c('darts', 'dart', 'Back waist darts', 'Back waist', {}, { feature: 'silhouette' }));
  if (kind === 'dress' && sil === 'fit-and-flare')
    out.push(c('gathers', 'seam', 'Gathered skirt', 'Waist seam', {}, { feature: 'silhouette' }));
  if (kind === 'dress' && sil === 'tiered')
    out.push(c('tiers', 'seam', 'Gathered tiers', 'Skirt', {}, { feature: 'silhouette' }));
  if (kind === 'shirt')
    out.push(c('back-yoke', 'seam', 'Back yoke with box pleat', 'Back, below the neck', {}));
  const sleeveEnd =
    v.sleeve === 'long'
      ? kind === 'shirt'
        ? 'shirt'
        : RIB_CUFF_KINDS.includes(kind) || (kind === 'jacket' && knit)
          ? 'rib'
          : padded
            ? 'elastic'
            : ''
      : '';
  if (sleeveEnd)
    out.push(
      c(
        'cuffs',
        'cuff',
        sleeveEnd === 'shirt' ? 'Shirt cuffs' : sleeveEnd === 'rib' ? 'Rib cuffs' : 'Elastic sleeve ends',
        'Sleeve ends',
        { measure: true, material: sleeveEnd === 'rib' },
        { feature: 'sleeve' },
      ),
    );
  if (pk !== 'none')
    out.push(
      c(
        'pockets',
        'pocket',
        `${pk.replace(/^./, (x) => x.toUpperCase())} pocket${pk === 'kangaroo' ? '' : 's'}`,
        pk === 'kangaroo' ? 'Front body' : 'Front',
        { measure: true, material: pk === 'inset' || pk === 'cargo' },
        { feature: 'pockets' },
      ),
    );
  const ribHem = RIB_CUFF_KINDS.includes(kind);
  out.push(
    c('hem', 'hem', ribHem ? 'Rib hem band' : padded ? 'Elastic bound hem' : 'Body hem', 'Hem', {
      measure: !padded,
      material: ribHem,
    }),
  );
  return out;
}
