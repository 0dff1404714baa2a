import type ExcelJS from 'exceljs';
import type { PackCostSheet } from '../get-cost/cost-of-pack';

// The operation bulletin below the cost lines, with the texts the PDF's bulletin page prints: its standard minutes and
// the published range they are read against, then knitting or cutting, every sewing operation (its machines, how many
// elements it is timed from, its minutes and its component), bundle handling, allowances, thread trimming, pressing,
// inspection and packing, and the total. Minutes are the bulletin's own numbers (shown to two decimals, as printed).

const MINUTES = '0.00';

export function addBulletinRows(
  ws: ExcelJS.Worksheet,
  cost: PackCostSheet,
  component: (key: string | undefined) => string,
) {
  const b = cost.bulletin;
  if (!b) return;
  const item = (ref: string) => cost.lines.find((l) => l.ref === ref)?.item ?? '';
  const minutesRow = (values: unknown[]) => {
    const row = ws.addRow(values);
    row.getCell(4).numFmt = MINUTES;
    return row;
  };
  ws.addRow([]);
  ws.addRow(['Operation bulletin']).font = { bold: true };
  minutesRow(['', '', 'Standard minutes', b.totalMinutes, 'min']);
  if (b.range) ws.addRow(['', '', 'Published range', `${b.range.min}-${b.range.max} min`]);
  ws.addRow(['Ref', 'Machine', 'Operation', 'min', '', 'Elements', '', '', 'Component']).font = {
    bold: true,
  };
  if (b.knitting) minutesRow(['KNT', '', item('KNT') || b.knitting.item, b.knitting.minutes]);
  if (b.cutting.minutes > 0) minutesRow(['CUT', '', b.cutting.item, b.cutting.minutes]);
  b.sewing.forEach((o, i) =>
    minutesRow([
      `OP${i + 1}`,
      [...new Set(o.elements.map((e) => e.machine))].join(' / '),
      o.operation,
      o.smv,
      '',
      o.elements.length,
      '',
      '',
      o.component ? component(o.component) : '',
    ]),
  );
  minutesRow(['HND', '', item('HND'), b.handling.minutes]);
  minutesRow(['ALW', '', item('ALW'), b.allowance.minutes]);
  for (const f of b.finishing) minutesRow([f.ref, '', f.item, f.minutes]);
  minutesRow(['', '', 'Total', b.totalMinutes]).font = { bold: true };
}
