import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { startTechPackHarness, type TechPackHarness } from '../testing/techpack-harness';

// The workbook opened with a real reader: sheets, and cells checked against the pack and its cost sheet.

let h: TechPackHarness;
let owner: string;
let packId: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
async function getJson(path: string, token: string) {
  const res = await fetch(`${h.service.url}${path}`, { headers: auth(token) });
  return (await res.json()) as any;
}
async function workbook(token: string): Promise<{ status: number; wb?: ExcelJS.Workbook; res: Response }> {
  const res = await fetch(`${h.service.url}/api/tech-pack/${packId}/export.xlsx`, { headers: auth(token) });
  if (res.status !== 200) return { status: res.status, res };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  return { status: 200, wb, res };
}
const rowsOf = (ws: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return rows;
};

beforeAll(async () => {
  h = await startTechPackHarness('export-xlsx');
  const ownerId = randomUUID();
  owner = await h.userToken(ownerId);
  const res = await h.post(h.createBody({ userId: ownerId, analysis: { garmentType: 'hoodie', silhouette: 'regular', styleCategory: 'casual', description: 'A hoodie', components: {}, confidence: 0.9 } }));
  expect(res.status).toBe(201);
  packId = res.body.techPack.id;
  const put = await fetch(`${h.service.url}/api/tech-pack/${packId}`, {
    method: 'PUT',
    headers: { ...auth(owner), 'content-type': 'application/json' },
    body: JSON.stringify({ bomEdits: { edit: { F1: { supplier: 'Acme Knits', articleNumber: 'AK-SJ180' } } } }),
  });
  expect(put.status).toBe(200);
}, 60_000);
afterAll(async () => {
  await h?.stop();
});

describe('GET /api/tech-pack/{id}/export.xlsx', () => {
  it('opens with the six sheets, and its cells are the pack', async () => {
    const pack = await getJson(`/api/tech-pack/${packId}`, owner);
    const cost = await getJson(`/api/tech-pack/${packId}/cost`, owner);
    const { status, wb, res } = await workbook(owner);
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.xlsx"/);
    expect(wb!.worksheets.map((w) => w.name)).toEqual(['Summary', 'Measurements', 'BOM', 'Colourways', 'Construction', 'Cost']);

    const summary = rowsOf(wb!.getWorksheet('Summary')!);
    expect(summary).toContainEqual(['Style number', pack.styleNumber]);
    expect(summary).toContainEqual(['Main fabric', pack.materials.mainFabric]);

    // graded rows: code, name, every size, tolerance, grade, how to measure
    const m = rowsOf(wb!.getWorksheet('Measurements')!);
    const head = m.find((r) => r[0] === 'Code')!;
    expect(head).toEqual(expect.arrayContaining(['Point of measure', `${pack.selectedSize}*`, 'How to measure']));
    const first = pack.pointsOfMeasure.rows[0];
    const row = m.find((r) => r[0] === first.code)!;
    expect(row[1]).toBe(first.name);
    const sizeCol = head.indexOf(`${pack.selectedSize}*`);
    expect(row[sizeCol]).toBeCloseTo(first.values[pack.selectedSize], 1);
    expect(row[head.indexOf('Tol +/- (cm)')]).toBeCloseTo(first.tolerance, 1);
    expect(row[head.indexOf('How to measure')]).toBe(first.howToMeasure);
    expect(m.filter((r) => pack.pointsOfMeasure.rows.some((p: any) => p.code === r[0]))).toHaveLength(pack.pointsOfMeasure.rows.length);

    const bom = rowsOf(wb!.getWorksheet('BOM')!);
    for (const l of pack.bom) expect(bom.find((r) => r[0] === l.ref)?.[2]).toBe(l.item);

    const colours = rowsOf(wb!.getWorksheet('Colourways')!);
    expect(colours.some((r) => r[2] === pack.colors[0].hex)).toBe(true);
    const construction = rowsOf(wb!.getWorksheet('Construction')!);
    for (const op of pack.construction.operations) expect(construction.some((r) => r[0] === op.operation)).toBe(true);

    // the cost sheet computes: every total is quantity x unit price, the FOB cost their sum, as formulas
    const costRows = rowsOf(wb!.getWorksheet('Cost')!) as any[][];
    const fob = costRows.find((r) => r[2] === 'FOB unit cost')![7];
    expect(fob.formula).toMatch(/^SUM\(H\d+:H\d+\)$/);
    expect(fob.result).toBe(cost.fobUnitCost);
    const lines = costRows.filter((r) => cost.lines.some((l: any) => l.ref === r[0] && l.total === r[7]?.result));
    expect(lines).toHaveLength(cost.lines.length);
    for (const r of lines) expect(r[7].formula).toMatch(/^ROUND\(D\d+\*F\d+,2\)$/);

    // the BOM sheet carries the supplier and article number the designer gave
    const f1 = bom.find((r) => r[0] === 'F1')!;
    expect(f1).toContain('Acme Knits');
    expect(f1).toContain('AK-SJ180');
    expect(bom.some((r) => r.includes('Article no.'))).toBe(true);
  });

  it('follows the pack in inches (lengths in in, fabric in yd), and is the owner\'s only', async () => {
    const put = await fetch(`${h.service.url}/api/tech-pack/${packId}`, { method: 'PUT', headers: { ...auth(owner), 'content-type': 'application/json' }, body: JSON.stringify({ pdfUnit: 'in' }) });
    expect(put.status).toBe(200);
    const pack = await getJson(`/api/tech-pack/${packId}`, owner);
    const { wb } = await workbook(owner);
    const m = rowsOf(wb!.getWorksheet('Measurements')!);
    const head = m.find((r) => r[0] === 'Code')!;
    const first = pack.pointsOfMeasure.rows[0];
    const row = m.find((r) => r[0] === first.code)!;
    expect(row[head.indexOf(`${pack.selectedSize}*`)]).toBeCloseTo(first.values[pack.selectedSize] / 2.54, 1);
    expect(head).toContain('Tol +/- (in)');
    const bom = rowsOf(wb!.getWorksheet('BOM')!);
    const fabric = pack.bom.find((l: any) => l.category === 'fabric');
    const line = bom.find((r) => r[0] === fabric.ref)!;
    expect(String(line[7])).toMatch(/^yd/);
    expect(line[6]).toBeCloseTo(fabric.quantity / 0.9144, 2);

    const stranger = await h.userToken(randomUUID());
    expect((await workbook(stranger)).status).toBe(404);
    expect((await fetch(`${h.service.url}/api/tech-pack/${packId}/export.xlsx`)).status).toBe(401);
  });
});
