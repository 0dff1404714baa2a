import type { ComponentType } from 'react';
import { Page, Text, View } from '@react-pdf/renderer';
import type { TechPack } from '@techpack/contracts';
import { costOfPack, type PackCostSheet } from '../../get-cost/cost-of-pack';
import { s, label, Header, Footer, KV, Table } from './parts';
import type { DocContext } from './context';
import { BulletinPage } from './page-bulletin';

// The cost page: the should-cost sheet at the designer's quantity and region (costOverrides, else 300 pcs in the
// default region), every line and the FOB unit cost, said to be an estimate. Left out of a copy rendered with
// `?cost=0` (the pack then carries `pdfOmitCost`, set by the download handler, never stored). The operation bulletin
// (page-bulletin.tsx) follows it.

export const omitsCost = (pack: TechPack) => (pack as { pdfOmitCost?: boolean }).pdfOmitCost === true;

const money = (n: number, digits = 2) => n.toFixed(digits);

export function CostPage({ d }: { d: DocContext }) {
  const { pack } = d;
  if (omitsCost(pack)) return null;
  let cost: PackCostSheet;
  try {
    cost = costOfPack(pack);
  } catch {
    return null; // a stored choice the model no longer knows: the document goes out without a cost page
  }
  return (
    <>
      <Page size="A4" style={s.page}>
        <Header pack={pack} section="cost" />
        <Text style={s.h2}>Cost estimate (should-cost, per garment)</Text>
        <View style={s.box}>
          <KV k="Order quantity" v={`${cost.quantity} pcs (MOQ ${cost.moq} in ${cost.regionName})`} />
          <KV
            k="Production region"
            v={`${cost.regionName}: ${cost.currency} ${money(cost.labourRatePerMinute, 3)} per standard minute`}
          />
          <KV k="Standard minutes" v={`${cost.standardMinutes} min (cutting, sewing, finishing)`} />
          <KV k="FOB unit cost" v={`${cost.currency} ${money(cost.fobUnitCost)}`} />
        </View>
        <Table
          cols={[
            { title: 'Ref', width: 30, bold: true },
            { title: 'Category', width: 52 },
            { title: 'Item', width: 196 },
            { title: 'Qty', width: 44, align: 'right' },
            { title: 'Unit', width: 30 },
            { title: 'Unit price', width: 56, align: 'right' },
            { title: 'Source', width: 48, align: 'center' },
            { title: 'Total', width: 75, align: 'right' },
          ]}
          rows={[
            ...cost.lines.map((l) => [
              l.ref,
              label(l.category),
              l.item,
              String(l.quantity),
              l.unit,
              money(l.unitPrice, 4),
              l.source,
              money(l.total),
            ]),
            ['', '', 'FOB unit cost', '', '', '', '', `${cost.currency} ${money(cost.fobUnitCost)}`],
          ]}
        />
        <Text style={s.note}>
          An estimate, not a quote: fabric and trims at library prices (or the designer&apos;s), making from
          standard minute values per operation at the region&apos;s rate per minute, overhead and margin as
          shown. Confirm every price with the factory&apos;s quote.
          {cost.notes.length ? `\n${cost.notes.join('\n')}` : ''}
        </Text>
        <Footer pack={pack} />
      </Page>
      <BulletinPage pack={pack} cost={cost} />
    </>
  );
}

// A section followed by the cost page, in the same slot of the document's page list (the render pool splits the
// document by slot: the cost page travels with the section before it).
export function withCostPage(Section: ComponentType<{ d: DocContext }>): ComponentType<{ d: DocContext }> {
  return function SectionThenCost({ d }: { d: DocContext }) {
    return (
      <>
        <Section d={d} />
        <CostPage d={d} />
      </>
    );
  };
}
