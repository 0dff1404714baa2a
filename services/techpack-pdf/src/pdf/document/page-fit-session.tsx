import type { ComponentType } from 'react';
import { Page, Text, View } from '@react-pdf/renderer';
import type { FitDecisionRecord } from '@techpack/contracts';
import { s, Header, Footer, KV, Table } from './parts';
import type { DocContext } from './context';

// The "Fit session" page: for each fit session the designer decided (the latest three), every point of measure the
// sample was measured at: spec of the revision it was made from, what it measured, the difference, the tolerance, the
// designer's decision and the value the pack took. Out-of-tolerance points first. In cm, as the partner measured.

const DECISION_TEXT: Record<FitDecisionRecord['rows'][number]['decision'], string> = {
  'keep-spec': 'Keep spec',
  'take-measured': 'Take measured',
  custom: 'New value',
  none: '-',
};
const cm = (n: number | null) => (n === null ? '-' : n.toFixed(1));
const signed = (n: number | null) => (n === null ? '-' : `${n > 0 ? '+' : ''}${n.toFixed(1)}`);

function FitSessionPage({ d, record }: { d: DocContext; record: FitDecisionRecord }) {
  const { pack } = d;
  const rows = record.rows.filter((r) => r.status !== 'not-measured' || r.decision !== 'none');
  const out = rows.filter((r) => r.status === 'out').length;
  return (
    <Page size="A4" style={s.page}>
      <Header pack={pack} section={`fit-${record.orderNumber}`} />
      <Text style={s.h2}>Fit session: sample {record.orderNumber}</Text>
      <View style={s.box}>
        <KV
          k="Sample made from"
          v={record.sampleRevision ? `Revision ${record.sampleRevision}` : 'Revision not recorded'}
        />
        <KV k="Size measured" v={record.size} />
        <KV
          k="Points measured"
          v={`${rows.filter((r) => r.measured !== null).length}, ${out} out of tolerance`}
        />
        <KV k="Decided" v={`${record.decidedAt.slice(0, 10)}, applied as revision ${record.revision}`} />
        <KV k="Comment" v={record.comment || '-'} />
      </View>
      <Table
        cols={[
          { title: 'Code', width: 34, bold: true },
          { title: 'Point of measure', width: 140 },
          { title: 'Spec cm', width: 48, align: 'right' },
          { title: 'Measured', width: 52, align: 'right' },
          { title: 'Diff', width: 44, align: 'right' },
          { title: '+/- Tol', width: 42, align: 'right' },
          { title: 'Status', width: 42, align: 'center' },
          { title: 'Decision', width: 70 },
          { title: 'New spec', width: 52, align: 'right' },
        ]}
        rows={rows.map((r) => [
          r.code,
          r.name,
          cm(r.spec),
          cm(r.measured),
          signed(r.diff),
          r.tolerance.toFixed(1),
          r.status === 'out' ? 'OUT' : r.status === 'in' ? 'in' : '-',
          DECISION_TEXT[r.decision],
          r.decision === 'none' ? '-' : cm(r.newValue),
        ])}
      />
      <Text style={s.note}>
        Spec is the value of the revision the sample was made from, at the size measured. Diff = measured -
        spec; a point is out of tolerance when the difference is larger than its tolerance. &quot;New
        spec&quot; is the value at this size in revision {record.revision}; the other sizes are graded from
        it.
      </Text>
      <Footer pack={pack} />
    </Page>
  );
}

// A section followed by the fit session pages, in the same slot of the document's page list (as the cost page).
export function withFitSessionPages(
  Section: ComponentType<{ d: DocContext }>,
): ComponentType<{ d: DocContext }> {
  return function SectionThenFit({ d }: { d: DocContext }) {
    const decided = (d.pack.fitDecisions ?? []).slice(-3).reverse();
    return (
      <>
        <Section d={d} />
        {decided.map((record) => (
          <FitSessionPage key={record.sessionId} d={d} record={record} />
        ))}
      </>
    );
  };
}
