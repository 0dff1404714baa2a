import type ExcelJS from 'exceljs';
import type { PackCostSheet } from '../get-cost/cost-of-pack';

// The workbook's Cost sheet: the should-cost lines as GET .../cost answers them, and their FOB total (an estimate).
export function addCostSheet(wb: ExcelJS.Workbook, cost: PackCostSheet | undefined) {
  const ws = wb.addWorksheet('Cost');
  ws.columns = [{ width: 7 }, { width: 12 }, { width: 60 }, { width: 10 }, { width: 7 }, { width: 12 }, { width: 10 }, { width: 11 }];
  if (!cost) {
    ws.addRow(['No cost estimate for this pack']);
    return;
  }
  ws.addRow([`Should-cost estimate: ${cost.quantity} pcs, ${cost.regionName} (MOQ ${cost.moq}), ${cost.currency}; labour ${cost.labourRatePerMinute} per standard minute`]).font = { italic: true };
  const head = ws.addRow(['Ref', 'Category', 'Item', 'Quantity', 'Unit', 'Unit price', 'Source', 'Total']);
  head.font = { bold: true };
  for (const l of cost.lines) ws.addRow([l.ref, l.category, l.item, l.quantity, l.unit, l.unitPrice, l.source, l.total]);
  const total = ws.addRow(['', '', 'FOB unit cost', '', '', '', '', cost.fobUnitCost]);
  total.font = { bold: true };
  for (const n of cost.notes) ws.addRow(['', '', n]);
}
