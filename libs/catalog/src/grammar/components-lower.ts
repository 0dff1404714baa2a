// The components of pants, shorts and skirts: waistband and its opening, pockets, darts, pleats, vent, yoke, cuffs
// or hems, and a swim liner.
import type { Fabric, GarmentKind } from '../fabrics';
import { c } from './component-kit';
import { isKnit } from './fabric';
import type { GarmentComponent, GrammarFamily } from './types';

/** Between the body and the lining: what the lower garment's features describe. */
export function lowerComponents(
  kind: GarmentKind,
  fam: GrammarFamily,
  v: Record<string, string>,
  fabric: Fabric,
): GarmentComponent[] {
  const out: GarmentComponent[] = [];
  const knit = isKnit(fabric);
  const pk = v.pockets ?? 'none';
  const skirt = fam === 'skirt';
  const w = v.waist ?? 'plain-waistband';
  out.push(
    c(
      'waistband',
      'waistband',
      w === 'elastic-or-drawcord' ? 'Elastic waistband' : 'Waistband',
      'Waist',
      { measure: true, material: true },
      { feature: 'waist' },
    ),
  );
  if (w === 'fly-and-waistband') {
    out.push(
      c(
        'fly',
        'closure',
        'Fly front zip',
        'Centre front',
        { material: true, measure: true },
        { feature: 'waist' },
      ),
    );
    out.push(c('belt-loops', 'trim', 'Belt loops', 'Waistband', { material: true }, { feature: 'waist' }));
  }
  if (w === 'plain-waistband')
    out.push(
      c(
        skirt ? 'cb-zip' : 'side-zip',
        'closure',
        `Invisible zip (${skirt ? 'centre back' : 'side seam'})`,
        skirt ? 'Centre back' : 'Side seam',
        { material: true, measure: true },
        { feature: 'waist' },
      ),
    );
  if (w === 'elastic-or-drawcord' && !skirt)
    out.push(
      c(
        'waist-drawcord',
        'drawcord',
        'Waist drawcord',
        'Waistband, out through 2 eyelets at centre front',
        { material: true },
        { feature: 'waist' },
      ),
    );
  const front = pk === 'inset' || pk === 'cargo' || pk === 'kangaroo' || kind === 'jeans';
  if (front)
    out.push(
      c(
        'pockets',
        'pocket',
        kind === 'jeans'
          ? 'Front scoop pockets'
          : pk === 'cargo'
            ? 'Cargo pockets'
            : pk === 'kangaroo'
              ? 'Kangaroo pocket'
              : 'Side pockets',
        pk === 'cargo' ? 'Side of legs' : 'Front',
        { measure: pk !== 'kangaroo', material: pk !== 'kangaroo' },
        { feature: 'pockets' },
      ),
    );
  if (pk === 'patch' || kind === 'jeans')
    out.push(
      c('back-pockets', 'pocket', 'Back patch pockets', 'Back', { measure: true }, { feature: 'pockets' }),
    );
  const woven = !knit && fabric.construction !== 'denim' && kind !== 'jeans';
  if (skirt && ['pencil', 'a-line'].includes(v.silhouette ?? '') && !knit)
    out.push(c('darts', 'dart', 'Waist darts', 'Front and back waist', {}, { feature: 'silhouette' }));
  if (!skirt && woven && w !== 'elastic-or-drawcord')
    out.push(c('darts', 'dart', 'Back darts', 'Back waist', {}));
  if (skirt && v.silhouette === 'pleated')
    out.push(c('pleats', 'seam', 'Pleats', 'All round from the waistband', {}, { feature: 'silhouette' }));
  if (skirt && v.silhouette === 'pencil')
    out.push(c('vent', 'seam', 'Back vent', 'Centre back hem', {}, { feature: 'silhouette' }));
  if (kind === 'jeans') out.push(c('back-yoke', 'seam', 'Back yoke', 'Back, below the waistband', {}));
  if (kind === 'joggers')
    out.push(c('cuffs', 'cuff', 'Rib leg cuffs', 'Leg ends', { measure: true, material: true }));
  else out.push(c('hem', 'hem', skirt ? 'Hem' : 'Leg hems', skirt ? 'Hem' : 'Leg ends', { measure: !skirt }));
  if (kind === 'shorts' && /swim/.test(fabric.id))
    out.push(
      c(
        'liner',
        'lining',
        'Mesh brief liner',
        'Inside, attached at waistband',
        { material: true },
        { drawn: false },
      ),
    );
  return out;
}
