import { WHOLE_GARMENT, type CostSheet } from '@techpack/catalog';

// Every cost line names its component (garment.components): a material its BOM line's, a sewing operation its
// operation's; folding, tagging and packing the packaging component where the garment has one; a line of the whole
// garment (cutting, knitting, handling, allowances, trimming, pressing, inspection, a small-run surcharge, overhead,
// margin) names WHOLE_GARMENT ('garment'), which the xlsx and the PDF show as 'Whole garment'.
export function withLineComponents<S extends Pick<CostSheet, 'lines'>>(sheet: S): S {
  const packaging = sheet.lines.some((l) => l.component === 'packaging');
  return {
    ...sheet,
    lines: sheet.lines.map((l) => ({
      ...l,
      component: l.component ?? (l.ref === 'PCK' && packaging ? 'packaging' : WHOLE_GARMENT.key),
    })),
  };
}
