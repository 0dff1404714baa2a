import { describe, expect, it } from '@jest/globals';
import { FACTORY_LANGUAGES, colourOfText, translate } from '@techpack/catalog';
import { techPackUpdateSchema, type TechPack } from '@techpack/contracts';
import { applyUpdate } from '../../model/techpack.model';
import { PACK_DATE, packOf } from '../../testing/build-pack';
import { pageTexts } from '../../testing/pdf-text';
import { renderTechPackPdf } from '../render';
import { colourMatrix } from './colour-matrix-rows';

// The colour page's one colour model: the colourway matrix, the sample colourway first, its column the pack's colours.
const update = (pack: TechPack, body: unknown) =>
  applyUpdate(pack, techPackUpdateSchema.parse(body), PACK_DATE).pack;
const PRINT = [
  { name: 'Navy', hex: '#1B2A4A', pantone: '19-4024 TCX' },
  { name: 'Ink', hex: '#27324C', pantone: 'Custom' },
  { name: 'Cream', hex: '#E8E4D8', pantone: '11-0507 TCX' },
];
const sampleHexes = (pack: TechPack) => colourMatrix(pack)!.rows.map((r) => r.cells[0]?.hex.toUpperCase());

describe('the colour page has one colour model, the colourway matrix', () => {
  it('a pack without stored colourways: one sample column named by the main colour, every pack colour in it, each line in the colour its BOM names', () => {
    const pack = update(packOf('t-shirt'), { colors: PRINT });
    const m = colourMatrix(pack)!;
    expect(m.columns).toEqual(['Navy']);
    for (const c of PRINT) expect(sampleHexes(pack)).toContain(c.hex);
    for (const l of pack.bom) {
      const named = colourOfText(l.color, pack.colors);
      const row = m.rows.find((r) => r.lines.some((x) => x.ref === l.ref));
      expect({ ref: l.ref, hex: row?.cells[0]?.hex }).toEqual({ ref: l.ref, hex: named?.hex });
    }
    // a colour no line carries closes the matrix as its own row, once
    expect(m.rows.filter((r) => r.colourIndex !== undefined).map((r) => r.cells[0]!.name)).toEqual(
      PRINT.filter((c) => !m.rows.some((r) => r.lines.length && r.cells[0]!.hex === c.hex)).map(
        (c) => c.name,
      ),
    );
  });

  it('stored colourways: the sample first, each line its cell in every colourway, lines with the same cells on one row', () => {
    const pack = update(packOf('hoodie'), { colors: PRINT });
    const body = pack.bom.find((l) => l.category === 'fabric')!.ref;
    const next = update(pack, {
      colourways: [
        { name: 'Navy', colours: { [body]: { name: 'Navy', hex: '#1B2A4A' } } },
        { name: 'Grey', colours: { [body]: { name: 'Grey', hex: '#8D918D' } } },
      ],
    });
    const m = colourMatrix(next)!;
    expect(m.columns).toEqual(['Navy', 'Grey']);
    for (const l of next.bom) {
      const rows = m.rows.filter((r) => r.lines.some((x) => x.ref === l.ref));
      if (!l.colourways) continue;
      expect(rows).toHaveLength(1);
      expect({ ref: l.ref, navy: rows[0].cells[0]?.hex, grey: rows[0].cells[1]?.hex }).toEqual({
        ref: l.ref,
        navy: l.colourways.Navy?.hex,
        grey: l.colourways.Grey?.hex,
      });
    }
    const keys = m.rows.map((r) => JSON.stringify(r.cells));
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of PRINT) expect(sampleHexes(next)).toContain(c.hex);
  });

  it('the printed page shows the matrix with the sample marked and no separate colour list', async () => {
    const pack = update(packOf('t-shirt'), { colors: PRINT });
    const page = (await pageTexts((await renderTechPackPdf(pack, null)).pdf)).find((p) =>
      /Colourway matrix/.test(p),
    )!;
    expect(page).toMatch(/Component\s+Navy\s+Sample/);
    for (const c of PRINT) expect(page).toContain(c.hex);
    expect(page).toContain('11-0507 TCX');
    expect(page).not.toMatch(/Main:|Colour 2:|Pantone 19-4024/);
  }, 120_000);

  it('the words the matrix prints are in the factory languages', () => {
    for (const lang of FACTORY_LANGUAGES)
      for (const words of [
        'Colourway matrix',
        'Component',
        'Sample',
        'Main',
        'Colour 3',
        'No component colours given yet.',
      ])
        expect({ lang, words, missing: translate(words, lang).missing }).toEqual({
          lang,
          words,
          missing: [],
        });
  });
});
