import type ExcelJS from 'exceljs';
import type { PackCostSheet } from '../get-cost/cost-of-pack';
import { bulletinLines } from '../get-cost/bulletin-lines';

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
  for (const l of bulletinLines(cost)) {
    const o = l.operation;
    const row = minutesRow(
      o
        ? [
            l.ref,
            o.machines,
            l.item,
            l.minutes,
            '',
            o.elements,
            '',
            '',
            o.component ? component(o.component) : '',
          ]
        : [l.ref, '', l.item, l.minutes],
    );
    if (l.total) row.font = { bold: true };
  }
}
