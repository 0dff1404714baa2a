import { Page, Text, View } from '@react-pdf/renderer';
import type { TechPack } from '@techpack/contracts';
import type { PackCostSheet } from '../../get-cost/cost-of-pack';
import { bulletinLines } from '../../get-cost/bulletin-lines';
import { s, Header, Footer, KV, Table } from './parts';

// The operation bulletin after the cost page: every sewing operation with its machines, how many elements it is
// timed from and its standard minutes, then knitting or cutting, bundle handling, allowances, thread trimming,
// pressing, inspection and packing, each its own line, and the total read against the published range.

const min = (n: number) => n.toFixed(2);

export function BulletinPage({ pack, cost }: { pack: TechPack; cost: PackCostSheet }) {
  const b = cost.bulletin;
  if (!b) return null;
  const rows = bulletinLines(cost).map((l) => [
    l.ref,
    l.item,
    l.operation?.machines ?? '',
    l.operation ? String(l.operation.elements) : '',
    min(l.minutes),
  ]);
  return (
    <Page size="A4" style={s.page}>
      <Header pack={pack} />
      <Text style={s.h2}>Operation bulletin</Text>
      <View style={s.box}>
        <KV k="Standard minutes" v={`${min(b.totalMinutes)} min`} />
        {b.range ? <KV k="Published range" v={`${b.range.min}-${b.range.max} min`} /> : null}
      </View>
      <Table
        cols={[
          { title: 'Ref', width: 34, bold: true },
          { title: 'Operation', width: 290 },
          { title: 'Machine', width: 90 },
          { title: 'Elements', width: 56, align: 'right' },
          { title: 'min', width: 50, align: 'right' },
        ]}
        rows={rows}
      />
      <Footer pack={pack} />
    </Page>
  );
}
