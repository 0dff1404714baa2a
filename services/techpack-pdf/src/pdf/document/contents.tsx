import { Text, View } from '@react-pdf/renderer';
import type { TechPack } from '@techpack/contracts';
import { omitsCost } from './page-cost';
import { talkOf } from './pack-talk-pages';
import { garmentTypeOf, planFor } from '../../pattern/pattern';

// The cover's contents: every section the document has, in order, with the page it starts on. The page numbers are
// known only once the finished document is joined and its empty pages dropped, so each section's first page carries a
// named destination (`sec-<key>`, from its header), the contents grid one (`toc`) and each row one (`toc-<i>-<key>`);
// pdf/section-pages.ts writes the page number at the start of each row.

// Section titles (a catalogue: the factory-language layer translates these strings).
export const SECTION_TITLES = {
  cover: 'Cover',
  changes: 'Changes since the last sample',
  reference: 'Reference image and artwork placement',
  graded: 'Graded measurement spec',
  howToMeasure: 'How to measure',
  bom: 'Bill of materials',
  colourways: 'Colourways and construction',
  branding: 'Branding, labels, packaging and care',
  cost: 'Should-cost sheet',
  provenance: 'Provenance and revision history',
  pattern: 'Pattern',
} as const;
export type SectionKey = keyof typeof SECTION_TITLES;

export { SECTION_MARK } from './parts';
export const CONTENTS_SLOT = (i: number, key: string) => `toc-${String(i).padStart(2, '0')}-${key}`;

/** The sections this pack's document has, in the document's order. */
export function sectionsOf(pack: TechPack): { key: string; title: string }[] {
  const out: { key: string; title: string }[] = [{ key: 'cover', title: SECTION_TITLES.cover }];
  if (talkOf(pack)?.changes) out.push({ key: 'changes', title: SECTION_TITLES.changes });
  for (const k of ['reference', 'graded', 'howToMeasure', 'bom', 'colourways', 'branding'] as const)
    out.push({ key: k, title: SECTION_TITLES[k] });
  if (!omitsCost(pack)) out.push({ key: 'cost', title: SECTION_TITLES.cost });
  out.push({ key: 'provenance', title: SECTION_TITLES.provenance });
  for (const record of (pack.fitDecisions ?? []).slice(-3).reverse())
    out.push({ key: `fit-${record.orderNumber}`, title: `Fit session ${record.orderNumber}` });
  if (planFor(garmentTypeOf(pack))) out.push({ key: 'pattern', title: SECTION_TITLES.pattern });
  return out;
}

// the contents grid: two columns of fixed rows, so the stamp step can place row i from the grid's own position
export const CONTENTS_GRID = { id: 'toc', columnWidth: 265, rowHeight: 11 } as const;

export function Contents({ pack }: { pack: TechPack }) {
  const { id, columnWidth, rowHeight } = CONTENTS_GRID;
  return (
    <View id={id} wrap={false} style={{ flexDirection: 'row', flexWrap: 'wrap', width: 2 * columnWidth }}>
      {sectionsOf(pack).map(({ key, title }, i) => (
        <View
          key={key}
          id={CONTENTS_SLOT(i, key)}
          style={{ width: columnWidth, height: rowHeight, flexDirection: 'row' }}
        >
          <View style={{ width: 16 }} />
          <Text style={{ flex: 1 }}>{title}</Text>
        </View>
      ))}
    </View>
  );
}
