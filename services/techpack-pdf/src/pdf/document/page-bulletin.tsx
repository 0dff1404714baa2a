import { Page, Text, View } from '@react-pdf/renderer';
import type { TechPack } from '@techpack/contracts';
import type { PackCostSheet } from '../../get-cost/cost-of-pack';
import { s, Header, Footer, KV, Table } from './parts';

// The operation bulletin after the cost page: every sewing operation with its machines, how many elements it is
// timed from and its standard minutes, then knitting or cutting, bundle handling, allowances, thread trimming,
// pressing, inspection and packing, each its own line, and the total read against the published range.

const min = (n: number) => n.toFixed(2);

export function BulletinPage({ pack, cost }: { pack: TechPack; cost: PackCostSheet }) {
  const b = cost.bulletin;
  if (!b) return null;
  const line = (ref: string) => cost.lines.find((l) => l.ref === ref);
  const rows: string[][] = [];
  if (b.knitting) rows.push(['KNT', line('KNT')?.item ?? b.knitting.item, '', '', min(b.knitting.minutes)]);
  if (b.cutting.minutes > 0) rows.push(['CUT', b.cutting.item, '', '', min(b.cutting.minutes)]);
  b.sewing.forEach((o, i) =>
    rows.push([
      `OP${i + 1}`,
      o.operation,
      [...new Set(o.elements.map((e) => e.machine))].join(' / '),
      String(o.elements.length),
      min(o.smv),
    ]),
  );
  rows.push(['HND', line('HND')?.item ?? '', '', '', min(b.handling.minutes)]);
  rows.push(['ALW', line('ALW')?.item ?? '', '', '', min(b.allowance.minutes)]);
  for (const f of b.finishing) rows.push([f.ref, f.item, '', '', min(f.minutes)]);
  rows.push(['', 'Total', '', '', min(b.totalMinutes)]);
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
