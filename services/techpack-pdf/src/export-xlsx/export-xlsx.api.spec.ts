import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { colourOfText } from '@techpack/catalog';
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
  const res = await h.post(
    h.createBody({
      userId: ownerId,
      analysis: {
        garmentType: 'hoodie',
        silhouette: 'regular',
        styleCategory: 'casual',
        description: 'A hoodie',
        components: {},
        confidence: 0.9,
      },
    }),
  );
  expect(res.status).toBe(201);
  packId = res.body.techPack.id;
  const put = await fetch(`${h.service.url}/api/tech-pack/${packId}`, {
    method: 'PUT',
    headers: { ...auth(owner), 'content-type': 'application/json' },
    body: JSON.stringify({
      bomEdits: { edit: { F1: { supplier: 'Acme Knits', articleNumber: 'AK-SJ180' } } },
    }),
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
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".+\.xlsx"/);
    expect(wb!.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      'Measurements',
      'BOM',
      'Colourways',
      'Construction',
      'Cost',
    ]);

    const summary = rowsOf(wb!.getWorksheet('Summary')!);
    expect(summary).toContainEqual(['Style number', pack.styleNumber]);
    expect(summary).toContainEqual(['Main fabric', pack.materials.mainFabric]);

    // graded rows: code, name, every size, tolerance, grade, how to measure
    const m = rowsOf(wb!.getWorksheet('Measurements')!);
    const head = m.find((r) => r[0] === 'Code')!;
    expect(head).toEqual(
      expect.arrayContaining(['Point of measure', `${pack.selectedSize}*`, 'How to measure']),
    );
    const first = pack.pointsOfMeasure.rows[0];
    const row = m.find((r) => r[0] === first.code)!;
    expect(row[1]).toBe(first.name);
    const sizeCol = head.indexOf(`${pack.selectedSize}*`);
    expect(row[sizeCol]).toBeCloseTo(first.values[pack.selectedSize], 1);
    expect(row[head.indexOf('Tol +/- (cm)')]).toBeCloseTo(first.tolerance, 1);
    expect(row[head.indexOf('How to measure')]).toBe(first.howToMeasure);
    expect(m.filter((r) => pack.pointsOfMeasure.rows.some((p: any) => p.code === r[0]))).toHaveLength(
      pack.pointsOfMeasure.rows.length,
    );

    // every BOM line shows its component by name, next to its ref
    const bom = rowsOf(wb!.getWorksheet('BOM')!);
    const bomHead = bom.find((r) => r[0] === 'Ref')!;
    expect(bomHead.slice(0, 4)).toEqual(['Ref', 'Component', 'Category', 'Item']);
    const nameOf = (key: string) => pack.garment.components.find((c: any) => c.key === key)?.name;
    for (const l of pack.bom) {
      expect(bom.find((r) => r[0] === l.ref)?.[3]).toBe(l.item);
      expect(nameOf(l.component)).toBeTruthy();
      expect(bom.find((r) => r[0] === l.ref)?.[1]).toBe(nameOf(l.component));
    }
    expect(bom.find((r) => r[0] === 'F1')?.[1]).toBe('Body');

    const colours = rowsOf(wb!.getWorksheet('Colourways')!);
    expect(colours.some((r) => r[2] === pack.colors[0].hex)).toBe(true);
    // the sample colourway is one list: each component in the colour its BOM line names, the body the pack's main colour
    expect(colours.find((r) => String(r[0]).startsWith('F1 '))?.[2]).toBe(pack.colors[0].hex);
    const named = pack.bom.filter(
      (x: any) =>
        x.category !== 'packaging' && x.category !== 'hang-tag' && colourOfText(x.color, pack.colors),
    );
    expect(named.length).toBeGreaterThan(2);
    for (const l of named)
      expect([l.ref, colours.find((r) => r[0] === `${l.ref} ${l.item}`)?.[2]]).toEqual([
        l.ref,
        colourOfText(l.color, pack.colors)!.hex,
      ]);
    const construction = rowsOf(wb!.getWorksheet('Construction')!);
    for (const op of pack.construction.operations)
      expect(construction.some((r) => r[0] === op.operation)).toBe(true);

    // the cost sheet computes: every total is quantity x unit price, the FOB cost their sum, as formulas
    const costRows = rowsOf(wb!.getWorksheet('Cost')!) as any[][];
    const fob = costRows.find((r) => r[2] === 'FOB unit cost')![7];
    expect(fob.formula).toMatch(/^SUM\(H\d+:H\d+\)$/);
    expect(fob.result).toBe(cost.fobUnitCost);
    const lines = costRows.filter((r) =>
      cost.lines.some((l: any) => l.ref === r[0] && l.total === r[7]?.result),
    );
    expect(lines).toHaveLength(cost.lines.length);
    for (const r of lines) expect(r[7].formula).toMatch(/^ROUND\(D\d+\*F\d+,2\)$/);
    // every cost line names its component: a material its BOM line's, a sewing operation its operation's, a line of the
    // whole garment (cutting, finishing, overhead, margin) 'garment', shown as 'Whole garment'
    expect(costRows.find((r) => r[0] === 'Ref')![8]).toBe('Component');
    for (const l of cost.lines) {
      expect(l.component === 'garment' || nameOf(l.component) !== undefined).toBe(true);
      expect(costRows.find((r) => r[0] === l.ref)![8]).toBe(
        l.component === 'garment' ? 'Whole garment' : nameOf(l.component),
      );
    }
    for (const l of pack.bom)
      expect(cost.lines.find((c: any) => c.ref === l.ref)?.component).toBe(l.component);
    const sewn = cost.lines.filter((l: any) => /^OP\d+$/.test(l.ref));
    expect(sewn.length).toBeGreaterThan(3);
    for (const l of sewn)
      expect(
        pack.construction.operations.find((op: any) => `Sew: ${op.operation}` === l.item)?.component,
      ).toBe(l.component);
    const whole = cost.lines.filter(
      (l: any) => !/^OP\d+$/.test(l.ref) && !pack.bom.some((b: any) => b.ref === l.ref),
    );
    expect(whole.map((l: any) => l.ref)).toEqual(expect.arrayContaining(['CUT', 'OVH', 'MRG']));
    for (const l of whole)
      expect([l.ref, l.component]).toEqual([l.ref, l.ref === 'PCK' ? 'packaging' : 'garment']);

    // the BOM sheet carries the supplier and article number the designer gave
    const f1 = bom.find((r) => r[0] === 'F1')!;
    expect(f1).toContain('Acme Knits');
    expect(f1).toContain('AK-SJ180');
    expect(bom.some((r) => r.includes('Article no.'))).toBe(true);
    // and every field each line has: supplier, article number and the fabric's width, as the JSON export has them
    const col = (name: string) => bomHead.indexOf(name);
    expect(col('Width (cm)')).toBeGreaterThan(0);
    expect(pack.bom.some((l: any) => / cm width/.test(l.unit))).toBe(true);
    for (const l of pack.bom) {
      const r = bom.find((x) => x[0] === l.ref)!;
      const width = /(\d+(?:\.\d+)?) ?cm width/.exec(l.unit);
      expect([l.ref, r[col('Supplier')], r[col('Article no.')] ?? '', r[col('Width (cm)')] ?? '']).toEqual([
        l.ref,
        l.supplier,
        l.articleNumber ?? '',
        width ? Number(width[1]) : '',
      ]);
    }
    expect(summary.find((r) => r[0] === 'Fabric width (cm)')?.[1]).toBe(
      Number(/(\d+) ?cm width/.exec(pack.bom.find((l: any) => l.category === 'fabric').unit)![1]),
    );
  });

  it('the Cost sheet carries the operation bulletin below the cost lines, as GET .../cost answers it', async () => {
    const pack = await getJson(`/api/tech-pack/${packId}`, owner);
    const cost = await getJson(`/api/tech-pack/${packId}/cost`, owner);
    const b = cost.bulletin;
    expect(b.sewing.length).toBeGreaterThan(3);
    const { wb } = await workbook(owner);
    const rows = rowsOf(wb!.getWorksheet('Cost')!) as any[][];
    const title = rows.findIndex((r) => r[0] === 'Operation bulletin');
    expect(title).toBeGreaterThan(rows.findIndex((r) => r[2] === 'FOB unit cost'));
    const below = rows.slice(title);
    expect(below.find((r) => r[2] === 'Standard minutes')?.slice(3, 5)).toEqual([b.totalMinutes, 'min']);
    expect(below.find((r) => r[2] === 'Published range')?.[3]).toBe(`${b.range.min}-${b.range.max} min`);
    const head = below.find((r) => r[0] === 'Ref')!;
    const cols = (r: any[]) => [0, 1, 2, 3, 5, 8].map((i) => r[i]);
    expect(cols(head)).toEqual(['Ref', 'Machine', 'Operation', 'min', 'Elements', 'Component']);
    const lines = below.slice(below.indexOf(head) + 1);
    const nameOf = (key: string) => pack.garment.components.find((c: any) => c.key === key)?.name;
    // every sewing operation: its machines, its element count, its minutes and its component, in the bulletin's order
    expect(lines.filter((r) => /^OP\d+$/.test(r[0])).map(cols)).toEqual(
      b.sewing.map((o: any, i: number) => [
        `OP${i + 1}`,
        [...new Set(o.elements.map((e: any) => e.machine))].join(' / '),
        o.operation,
        o.smv,
        o.elements.length,
        o.component ? nameOf(o.component) : undefined,
      ]),
    );
    // the lines that are not sewing, each with its minutes, and the total
    const other = lines.filter((r) => !/^OP\d+$/.test(r[0])).map((r) => [r[0] ?? '', r[2], r[3]]);
    const item = (ref: string) => cost.lines.find((l: any) => l.ref === ref).item;
    expect(other).toEqual([
      ...(b.cutting.minutes > 0 ? [['CUT', b.cutting.item, b.cutting.minutes]] : []),
      ['HND', item('HND'), b.handling.minutes],
      ['ALW', item('ALW'), b.allowance.minutes],
      ...b.finishing.map((f: any) => [f.ref, f.item, f.minutes]),
      ['', 'Total', b.totalMinutes],
    ]);
    expect(item('HND')).toMatch(/^Bundle handling/);
    expect(b.finishing.map((f: any) => f.ref)).toEqual(['TRM', 'PRS', 'INS', 'PCK']);

    // ?lang=zh-Hans: the bulletin's texts have their factory-language cells beside them
    const res = await fetch(`${h.service.url}/api/tech-pack/${packId}/export.xlsx?lang=zh-Hans`, {
      headers: auth(owner),
    });
    expect(res.status).toBe(200);
    const zh = new ExcelJS.Workbook();
    await zh.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const zrows = rowsOf(zh.getWorksheet('Cost')!) as any[][];
    const beside = (english: string) => {
      const r = [...zrows].reverse().find((x) => x.includes(english))!;
      return r[r.indexOf(english) + 1];
    };
    expect(beside('Operation bulletin')).toBe('工序表');
    expect(beside('Standard minutes')).toBe('标准工时（分钟）');
    expect(beside('Published range')).toBe('公开参考范围');
    expect(beside('Thread trimming')).toBe('剪线头');
    expect(beside('Inspection')).toBe('检验');
    expect(beside('Total')).toBe('合计');
    expect(beside(item('HND'))).toMatch(/^捆包搬运/);
    // the cost formulas still point at the quantity, the unit price and the totals after the language columns went in
    const sheet = zh.getWorksheet('Cost')!;
    const formulas: { formula: string; result: number }[] = [];
    sheet.eachRow((row) => row.eachCell((c) => (c.value as any)?.formula && formulas.push(c.value as any)));
    const num = (ref: string) => sheet.getCell(ref).value as any;
    const products = formulas.filter((f) => f.formula.startsWith('ROUND('));
    expect(products.length).toBeGreaterThan(3);
    for (const f of products) {
      const [, a, b] = /^ROUND\((\w+)\*(\w+),2\)$/.exec(f.formula)!;
      expect([typeof num(a), typeof num(b)]).toEqual(['number', 'number']);
      expect(Math.round(num(a) * num(b) * 100) / 100).toBeCloseTo(f.result, 2);
    }
    const [, col, from, , to] = /^SUM\(([A-Z]+)(\d+):([A-Z]+)(\d+)\)$/.exec(
      formulas.find((f) => f.formula.startsWith('SUM('))!.formula,
    )!;
    expect(num(`${col}${from}`).formula).toMatch(/^ROUND\(/);
    expect(num(`${col}${to}`).formula).toMatch(/^ROUND\(/);
  });

  it("follows the pack in inches (lengths in in, fabric in yd), and is the owner's only", async () => {
    const put = await fetch(`${h.service.url}/api/tech-pack/${packId}`, {
      method: 'PUT',
      headers: { ...auth(owner), 'content-type': 'application/json' },
      body: JSON.stringify({ pdfUnit: 'in' }),
    });
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
    expect(String(line[8])).toMatch(/^yd/);
    expect(line[7]).toBeCloseTo(fabric.quantity / 0.9144, 2);

    const stranger = await h.userToken(randomUUID());
    expect((await workbook(stranger)).status).toBe(404);
    expect((await fetch(`${h.service.url}/api/tech-pack/${packId}/export.xlsx`)).status).toBe(401);
  });
});
