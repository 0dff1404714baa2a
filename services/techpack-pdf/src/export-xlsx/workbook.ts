import ExcelJS from 'exceljs';
import { colourOfText } from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';
import type { PackCostSheet } from '../get-cost/cost-of-pack';
import { componentNamer } from '../model/component-names';
import { addCostSheet } from './cost-sheet';
import { bomQuantity, unitsOf, widthCmOf, type Units } from './units';

// The pack as a workbook a partner opens in any spreadsheet: Summary, Measurements (graded, with codes, tolerances
// and how to measure), BOM, Colourways, Construction and Cost. Lengths follow the pack's unit (cm, or in and yd);
// every value is written as a plain value (text or number), never as a formula, whatever the text says.

// The pack's units have their own module; they are importable from here too.
export { bomQuantity, unitsOf, widthCmOf, type Units };

// Text that a spreadsheet might read as a formula when retyped ('=', '+', '-', '@' first) stays text: exceljs writes a
// string cell as a string, and nothing here builds a formula cell.
const text = (v: unknown): string =>
  v === undefined || v === null
    ? ''
    : typeof v === 'string'
      ? v
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

function header(ws: ExcelJS.Worksheet, values: string[]) {
  const row = ws.addRow(values);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } };
  ws.views = [{ state: 'frozen', ySplit: row.number }];
}

function summary(wb: ExcelJS.Workbook, pack: TechPack, u: Units, cost: PackCostSheet | undefined) {
  const ws = wb.addWorksheet('Summary');
  ws.columns = [{ width: 28 }, { width: 80 }];
  header(ws, ['Field', 'Value']);
  const a = pack.aiAnalysis;
  const rows: [string, string | number][] = [
    ['Style name', text(pack.styleName)],
    ['Style number', pack.styleNumber],
    ['Season', pack.season],
    ['Garment type', a.garmentType],
    ['Silhouette', text(a.silhouette)],
    ['Description', text(a.description)],
    ['Main fabric', pack.materials.mainFabric],
    ['Fabric composition', pack.materials.fabricDetails.composition],
    ['Fabric weight (g/m2)', pack.materials.fabricDetails.gsm],
    ['Lining', pack.materials.lining],
    ...fabricWidthRow(pack, u),
    ['Colours', pack.colors.map((c) => `${c.name} ${c.pantone}`.trim()).join('; ')],
    ['Sample size', pack.selectedSize],
    ['Sizes', pack.pointsOfMeasure.sizes.join(', ')],
    ['Units', u.inches ? 'inches (lengths), yards (fabric)' : 'centimetres (lengths), metres (fabric)'],
    ['Care', pack.care.lines.join('; ')],
    ['Created', pack.createdAt],
    ['Updated', pack.updatedAt],
    ['Revision', pack.revisions[pack.revisions.length - 1]?.rev ?? 1],
  ];
  if (cost)
    rows.push([`FOB unit cost estimate (USD, ${cost.quantity} pcs, ${cost.regionName})`, cost.fobUnitCost]);
  for (const r of rows) ws.addRow(r);
}

// the main fabric's width, as its BOM line names it
function fabricWidthRow(pack: TechPack, u: Units): [string, number][] {
  const cm = widthCmOf(pack.bom.find((l) => l.category === 'fabric')?.unit ?? '');
  return cm === undefined ? [] : [[`Fabric width (${u.name})`, u.length(cm)]];
}

function measurements(wb: ExcelJS.Workbook, pack: TechPack, u: Units) {
  const ws = wb.addWorksheet('Measurements');
  const spec = pack.pointsOfMeasure;
  const sizes = spec.sizes;
  ws.columns = [
    { width: 8 },
    { width: 30 },
    ...sizes.map(() => ({ width: 9 })),
    { width: 12 },
    { width: 12 },
    { width: 70 },
    { width: 12 },
  ];
  ws.addRow([`Graded specification (${u.name}); sample size ${spec.baseSize} marked *`]).font = {
    italic: true,
  };
  header(ws, [
    'Code',
    'Point of measure',
    ...sizes.map((s) => (s === spec.baseSize ? `${s}*` : s)),
    `Tol +/- (${u.name})`,
    `Grade (${u.name})`,
    'How to measure',
    'Source',
  ]);
  for (const r of spec.rows) {
    ws.addRow([
      r.code,
      r.name,
      ...sizes.map((s) => (r.values[s] !== undefined ? u.length(r.values[s]) : '')),
      u.length(r.tolerance),
      u.length(r.gradeStep),
      r.howToMeasure,
      r.provenance,
    ]);
  }
}

function bom(wb: ExcelJS.Workbook, pack: TechPack, u: Units) {
  const ws = wb.addWorksheet('BOM');
  const sizes = pack.pointsOfMeasure.sizes;
  const component = componentNamer(pack);
  ws.columns = [
    { width: 6 },
    { width: 24 },
    { width: 11 },
    { width: 32 },
    { width: 46 },
    { width: 30 },
    { width: 24 },
    { width: 10 },
    { width: 18 },
    { width: 18 },
    { width: 16 },
    { width: 11 },
    { width: 11 },
    ...sizes.map(() => ({ width: 8 })),
  ];
  header(ws, [
    'Ref',
    'Component',
    'Category',
    'Item',
    'Description',
    'Placement',
    'Colour',
    `Qty (${pack.selectedSize})`,
    'Unit',
    'Supplier',
    'Article no.',
    `Width (${u.name})`,
    'Source',
    ...sizes.map((s) => `Qty ${s}`),
  ]);
  for (const l of pack.bom) {
    const q = bomQuantity(l.quantity, l.unit, u);
    const bySize = sizes.map((s) =>
      l.quantityBySize?.[s] !== undefined ? bomQuantity(l.quantityBySize[s], l.unit, u).quantity : '',
    );
    const width = widthCmOf(l.unit);
    ws.addRow([
      l.ref,
      component(l.component),
      l.category,
      l.item,
      l.description,
      l.placement,
      l.color,
      q.quantity,
      q.unit,
      l.supplier,
      l.articleNumber ?? '',
      width === undefined ? '' : u.length(width),
      l.provenance,
      ...bySize,
    ]);
  }
}

type Colourway = { name: string; colours: Record<string, { name: string; hex: string; pantone?: string }> };

function colourways(wb: ExcelJS.Workbook, pack: TechPack) {
  const ws = wb.addWorksheet('Colourways');
  ws.columns = [{ width: 24 }, { width: 28 }, { width: 10 }, { width: 40 }];
  ws.addRow(['Sample colourway']).font = { bold: true };
  header(ws, ['Colour', 'Name', 'Hex', 'Pantone']);
  const ways = ((pack as { colourways?: Colourway[] }).colourways ?? []).filter(
    (w) => w && typeof w === 'object',
  );
  // one colour model: each component in its sample colour (its matrix cell, else the colour its BOM line names), then
  // the pack's colours no component carries (a print's inks)
  const shown = new Set<string>();
  for (const l of pack.bom) {
    if (l.category === 'packaging' || l.category === 'hang-tag') continue;
    const c = ways[0]?.colours?.[l.ref] ?? colourOfText(l.color, pack.colors);
    if (!c) continue;
    shown.add(c.hex.toUpperCase());
    ws.addRow([`${l.ref} ${l.item}`, c.name, c.hex, c.pantone ?? '']);
  }
  pack.colors.forEach((c, i) => {
    if (!shown.has(c.hex.toUpperCase()))
      ws.addRow([i === 0 ? 'Body' : `Colour ${i + 1}`, c.name, c.hex, c.pantone]);
  });
  if (ways.length === 0) return;
  ws.addRow([]);
  ws.addRow(['Colourways x components']).font = { bold: true };
  const refs = [...new Set(ways.flatMap((w) => Object.keys(w.colours ?? {})))];
  const item = (ref: string) => pack.bom.find((l) => l.ref === ref)?.item ?? ref;
  const row = ws.addRow(['Colourway', ...refs.map((r) => `${r} ${item(r)}`)]);
  row.font = { bold: true };
  for (const w of ways)
    ws.addRow([
      w.name,
      ...refs.map((r) =>
        w.colours?.[r]
          ? `${w.colours[r].name} ${w.colours[r].hex}${w.colours[r].pantone ? ` ${w.colours[r].pantone}` : ''}`
          : '',
      ),
    ]);
}

function construction(wb: ExcelJS.Workbook, pack: TechPack, u: Units) {
  const ws = wb.addWorksheet('Construction');
  ws.columns = [
    { width: 34 },
    { width: 10 },
    { width: 30 },
    { width: 10 },
    { width: 30 },
    { width: 6 },
    { width: 16 },
    { width: 60 },
  ];
  header(ws, [
    'Operation',
    'ISO stitch',
    'Stitch',
    'ISO seam',
    'Seam',
    'SPI',
    `Seam allowance (${u.name})`,
    'Notes',
  ]);
  for (const op of pack.construction.operations)
    ws.addRow([
      op.operation,
      op.isoStitch,
      op.stitchName,
      op.isoSeam,
      op.seamName,
      op.spi,
      u.length(op.seamAllowanceCm),
      op.notes,
    ]);
  ws.addRow([]);
  ws.addRow(['Thread', pack.construction.thread]);
  ws.addRow(['Finishing', pack.construction.finishing]);
}

export async function packWorkbook(pack: TechPack, cost: PackCostSheet | undefined): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Tech Pack Studio';
  // fixed dates: the same pack gives the same workbook
  wb.created = new Date(pack.createdAt);
  wb.modified = new Date(pack.updatedAt);
  const u = unitsOf(pack);
  summary(wb, pack, u, cost);
  measurements(wb, pack, u);
  bom(wb, pack, u);
  colourways(wb, pack);
  construction(wb, pack, u);
  addCostSheet(wb, cost, componentNamer(pack));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
