// The garment as a list of components: what the features describe (body, sleeves, closures, pockets, hems, ...).
// Every BOM line, operation and point of measure names the component it belongs to; the flats draw one group per
// component and nothing else. The list comes from the features (tops: ./components-upper.ts, bottoms:
// ./components-lower.ts); the lines are tagged from the tables of ./component-tagging.ts, and the invariants
// (./invariants.ts) check that both agree.
import type { Fabric, GarmentKind } from '../fabrics';
import { c, preQuilted } from './component-kit';
import { lowerComponents } from './components-lower';
import { upperComponents } from './components-upper';
import { isKnit } from './fabric';
import type { GarmentComponent, GrammarBomLine, GrammarFamily } from './types';

export { DART_SILHOUETTES, WAIST_SEAM_SILHOUETTES, preQuilted } from './component-kit';
export { tagComponents } from './component-tagging';

/**
 * The key a cost line names when it belongs to the whole garment rather than one component: cutting, bundle handling,
 * allowances, thread trimming, pressing, inspection, a small-run surcharge, overhead and margin. It is not a component
 * of the list (nothing draws, sews or measures it); the xlsx and the PDF show it by its name.
 */
export const WHOLE_GARMENT = { key: 'garment', name: 'Whole garment' } as const;

/** The components the garment's class, features and fabric describe (before any detail the designer adds). */
export function grammarComponents(
  kind: GarmentKind,
  fam: GrammarFamily,
  v: Record<string, string>,
  fabric: Fabric,
  padded: boolean,
): GarmentComponent[] {
  const out: GarmentComponent[] = [];
  const knit = isKnit(fabric);
  const leather = fabric.family === 'leather';
  const upper = fam === 'top' || fam === 'outerwear' || fam === 'dress';
  out.push(
    c(
      'body',
      'body',
      'Body',
      upper ? 'Front and back body' : fam === 'skirt' ? 'Front and back skirt' : 'Front and back legs',
      { material: true, measure: true },
    ),
  );
  if (upper) out.push(...upperComponents(kind, fam, v, fabric, padded));
  else out.push(...lowerComponents(kind, fam, v, fabric));
  if (
    padded ||
    (kind === 'jacket' && !knit && !leather) ||
    (leather && (kind === 'jacket' || kind === 'vest'))
  )
    out.push(
      c(
        'lining',
        'lining',
        'Lining',
        'Body' + (v.sleeve === 'sleeveless' ? '' : ', sleeves'),
        { material: true },
        { drawn: false },
      ),
    );
  if (padded && !preQuilted(fabric))
    out.push(c('wadding', 'wadding', 'Wadding and quilting', 'Between shell and lining', { material: true }));
  out.push(
    c(
      'labels',
      'label',
      'Labels (main, size, care)',
      fam === 'pants' || fam === 'shorts' || fam === 'skirt'
        ? 'Centre back waistband, left side seam'
        : 'Centre back neck, left side seam',
      {},
      { drawn: false },
    ),
  );
  out.push(
    c('packaging', 'packaging', 'Hang tag and packaging', 'Outer', { operation: false }, { drawn: false }),
  );
  return out;
}

// ------------------------------------------------------------------------------------------ one number per trim

/** The trims page's key for a BOM line ('trim.drawcord' -> 'drawcord', 'detail.flounce-sleeve' -> 'flounce-sleeve'). */
export const trimKeyOf = (lineKey: string) => lineKey.replace(/^(trim|hardware|detail)\./, '');

/** A trim's text on the trims page, written from its BOM line: the same quantity, unit and placement. */
export const trimText = (l: Pick<GrammarBomLine, 'description' | 'quantity' | 'unit' | 'placement'>) =>
  `${l.description}: ${l.quantity} ${l.unit} (${l.placement})`;

/** The trims page from the BOM lines (thread: its description), so a quantity is computed once and read everywhere. */
export function trimsFromBom(bom: readonly GrammarBomLine[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of bom) {
    if (l.key === 'thread') out.thread = l.description;
    else if (/^(trim|hardware|detail)\./.test(l.key)) out[trimKeyOf(l.key)] = trimText(l);
  }
  return out;
}
