import type ExcelJS from 'exceljs';
import type { PackCostSheet } from '../get-cost/cost-of-pack';
import { addBulletinRows } from './bulletin-rows';

// The workbook's Cost sheet: the should-cost lines as GET .../cost answers them, each with its component's name (a
// line of the whole garment: 'Whole garment'), and their FOB total (an estimate), computed by formulas; below them the
// operation bulletin the making lines are costed from (./bulletin-rows.ts).
export function addCostSheet(
  wb: ExcelJS.Workbook,
  cost: PackCostSheet | undefined,
  component: (key: string | undefined) => string,
) {
  const ws = wb.addWorksheet('Cost');
  ws.columns = [
    { width: 7 },
    { width: 12 },
    { width: 60 },
    { width: 10 },
    { width: 7 },
    { width: 12 },
    { width: 10 },
    { width: 11 },
    { width: 24 },
  ];
  if (!cost) {
    ws.addRow(['No cost estimate for this pack']);
    return;
  }
  ws.addRow([
    `Should-cost estimate: ${cost.quantity} pcs, ${cost.regionName} (MOQ ${cost.moq}), ${cost.currency}; labour ${cost.labourRatePerMinute} per standard minute`,
  ]).font = { italic: true };
  const head = ws.addRow([
    'Ref',
    'Category',
    'Item',
    'Quantity',
    'Unit',
    'Unit price',
    'Source',
    'Total',
    'Component',
  ]);
  head.font = { bold: true };
  // each total and the FOB cost are formulas over the sheet (quantity x unit price, their sum), with the values the
  // service computed as their cached results: change a quantity or a price and the sheet follows
  const first = ws.rowCount + 1;
  for (const l of cost.lines) {
    const r = ws.rowCount + 1;
    ws.addRow([
      l.ref,
      l.category,
      l.item,
      l.quantity,
      l.unit,
      l.unitPrice,
      l.source,
      { formula: `ROUND(D${r}*F${r},2)`, result: l.total },
      component(l.component),
    ]);
  }
  const last = ws.rowCount;
  const total = ws.addRow([
    '',
    '',
    'FOB unit cost',
    '',
    '',
    '',
    '',
    { formula: `SUM(H${first}:H${last})`, result: cost.fobUnitCost },
  ]);
  total.font = { bold: true };
  for (const n of cost.notes) ws.addRow(['', '', n]);
  addBulletinRows(ws, cost, component);
}
