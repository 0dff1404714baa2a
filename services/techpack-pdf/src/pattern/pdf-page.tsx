import type { ComponentType } from 'react';
import { Page, Path, Svg, Text, View } from '@react-pdf/renderer';
import type { TechPack } from '@techpack/contracts';
import { Footer, Header, KV, Table, s } from '../pdf/document/parts';
import type { DocContext } from '../pdf/document/context';
import { layoutRow } from './layout';
import { checkOf, draftOne, garmentTypeOf, notDraftedOf, planFor } from './pattern';

// The pack PDF's "Pattern" page: the pieces drafted at the sample size and the check of that size against the spec
// (every size: the studio's Pattern tab and GET .../pattern). No page for a type no design drafts.

const d = (pts: [number, number][]) =>
  pts.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join(' ') + ' Z';

export function PatternPage({ pack }: { pack: TechPack }) {
  const plan = planFor(garmentTypeOf(pack));
  if (!plan) return null;
  const size = pack.pointsOfMeasure.baseSize;
  let drafted;
  try {
    drafted = draftOne(pack, plan, size);
  } catch {
    return null; // a pack the design cannot draft: the document goes out without the page
  }
  const lay = layoutRow(drafted.pieces);
  const rows = checkOf(pack, plan, [drafted]);
  const count = (st: string) => rows.filter((r) => r.status === st).length;
  const W = 523,
    H = 300;
  const k = Math.min(W / lay.width, H / lay.height);
  const shown = [...rows].sort((a, b) =>
    a.status === b.status ? 0 : a.status === 'out' ? -1 : b.status === 'out' ? 1 : a.status === 'in' ? 1 : -1,
  );
  return (
    <Page size="A4" style={s.page}>
      <Header pack={pack} section="pattern" />
      <Text style={s.h2}>Pattern (first draft, size {size})</Text>
      <View style={s.box}>
        <KV k="Design" v={plan.label} />
        <KV
          k="Pieces"
          v={drafted.pieces.map((p) => `${p.name} x${p.cut}${p.onFold ? ' (fold)' : ''}`).join(', ')}
        />
        <KV
          k="Not drafted"
          v={
            notDraftedOf(pack, plan, drafted.pieces)
              .map((n) => n.name)
              .join(', ') || 'none'
          }
        />
        <KV
          k="Check at size"
          v={`${count('in')} in tolerance, ${count('out')} out, ${count('not drafted')} not drafted`}
        />
      </View>
      <Svg width={lay.width * k} height={lay.height * k} viewBox={`0 0 ${lay.width} ${lay.height}`}>
        {lay.placed.map((q) => (
          <Path
            key={q.piece.part}
            d={d(q.piece.cutLine.map(([x, y]) => [x + q.x, y + q.y]))}
            stroke="#1B1F24"
            strokeWidth={2}
            fill="none"
          />
        ))}
        {lay.placed.map((q) => (
          <Path
            key={`${q.piece.part}-seam`}
            d={d(q.piece.seam.map(([x, y]) => [x + q.x, y + q.y]))}
            stroke="#5B6470"
            strokeWidth={1}
            strokeDasharray="6 4"
            fill="none"
          />
        ))}
      </Svg>
      <Table
        cols={[
          { title: 'Code', width: 34, bold: true },
          { title: 'Point of measure', width: 150 },
          { title: 'Spec', width: 44, align: 'right' },
          { title: 'Pattern', width: 48, align: 'right' },
          { title: '+/-', width: 34, align: 'right' },
          { title: 'Status', width: 60, align: 'center' },
          { title: 'Why', width: 153 },
        ]}
        rows={shown.map((r) => [
          r.code,
          r.name,
          r.spec.toFixed(1),
          r.measured === null ? '-' : r.measured.toFixed(1),
          String(r.tolerance),
          r.status,
          r.note ?? '',
        ])}
      />
      <Text style={s.note}>
        Measured on the pattern itself (seam lines, seam allowance excluded). Full-scale pattern: pattern.pdf;
        CAD: pattern.dxf (AAMA).
      </Text>
      <Footer pack={pack} />
    </Page>
  );
}

// A section followed by the pattern page, in the same slot of the document's page list.
export function withPatternPage(Section: ComponentType<{ d: DocContext }>): ComponentType<{ d: DocContext }> {
  return function SectionThenPattern({ d: ctx }: { d: DocContext }) {
    return (
      <>
        <Section d={ctx} />
        <PatternPage pack={ctx.pack} />
      </>
    );
  };
}
