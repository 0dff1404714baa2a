import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { techPackSchema, techPackUpdateSchema, type AiAnalysis, type TechPack } from '@techpack/contracts';
import { applyUpdate, buildTechPack } from './techpack.model';
import { renderTechPackPdf } from '../pdf/render';
import { pageTexts } from '../testing/pdf-text';

// The designer's BOM and colourways as pure model functions (the API suite drives the same through PUT).

const analysis: AiAnalysis = {
  garmentType: 't-shirt',
  silhouette: 'Straight, relaxed fit',
  styleCategory: 'Casual basics',
  description: 'A navy T-shirt.',
  components: { neckline: 'Crew neck', sleeves: 'Short sleeves' },
  confidence: 0.9,
  analyzer: 'local:test',
};
const now = new Date('2026-03-01T10:00:00Z');
const build = () =>
  buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'x.jpg',
    originalName: 'x.jpg',
    selectedSize: 'M',
    analysis,
    now,
  });
const update = (pack: TechPack, body: unknown) => applyUpdate(pack, techPackUpdateSchema.parse(body), now);

describe('BOM edits', () => {
  it('derived lines say derived; an edited one says user and keeps its ref through later re-derivations', () => {
    const pack = build();
    expect(pack.bom.every((l) => l.origin === 'derived')).toBe(true);
    const ref = pack.bom[0].ref;
    const { pack: edited, changed } = update(pack, {
      bomEdits: { edit: { [ref]: { supplier: 'Acme', articleNumber: 'A-1', placement: 'Body' } } },
    });
    expect(changed).toEqual([`bom.${ref}`]);
    expect(edited.bom[0]).toMatchObject({
      ref,
      supplier: 'Acme',
      articleNumber: 'A-1',
      placement: 'Body',
      origin: 'user',
      provenance: 'user',
    });
    expect(edited.bom.slice(1).every((l) => l.origin === 'derived')).toBe(true);
    // a change elsewhere re-derives every section: the edit stays on the same line
    const { pack: later } = update(edited, { specialFeatures: { finish: 'enzyme-wash' } });
    expect(later.bom[0]).toMatchObject({ ref, supplier: 'Acme', origin: 'user' });
    expect(techPackSchema.safeParse(later).success).toBe(true);
  });

  it('an edit that changes nothing records no revision', () => {
    const pack = build();
    const line = pack.bom[0];
    const { changed } = update(pack, { bomEdits: { edit: { [line.ref]: { supplier: line.supplier } } } });
    expect(changed).toEqual([]);
  });

  it('added lines take the next ref of their category and sit after the last line of it', () => {
    const pack = build();
    const { pack: next } = update(pack, {
      bomEdits: { add: [{ category: 'label', item: 'Flag label', quantityBySize: { S: 1, M: 2, L: 2 } }] },
    });
    const labels = next.bom.filter((l) => l.category === 'label');
    const flag = labels[labels.length - 1];
    expect(flag).toMatchObject({ item: 'Flag label', quantity: 2, unit: 'pcs', origin: 'user' });
    expect(flag.ref).toBe(`L${pack.bom.filter((l) => l.ref.startsWith('L')).length + 1}`);
    const at = next.bom.indexOf(flag);
    expect(next.bom.slice(at + 1).some((l) => l.category === 'label')).toBe(false);
    expect(next.bom[at - 1].category).toBe('label');
  });

  it('a removed derived line stays removed; an unknown ref is a 400 naming the field', () => {
    const pack = build();
    const gone = pack.bom[pack.bom.length - 1].ref;
    const { pack: next } = update(pack, { bomEdits: { remove: [gone] } });
    expect(next.bom.some((l) => l.ref === gone)).toBe(false);
    const { pack: later } = update(next, { styleName: 'Renamed' });
    expect(later.bom.some((l) => l.ref === gone)).toBe(false);
    expect(() => update(pack, { bomEdits: { remove: ['X9'] } })).toThrow('Unknown BOM line: X9');
  });
});

describe('colourways', () => {
  it('the first is the sample; lines carry a colour per colourway; Pantone comes from the palette or says Custom', () => {
    const pack = build();
    const ref = pack.bom[0].ref;
    const { pack: next } = update(pack, {
      colourways: [
        { name: 'Navy', colours: { [ref]: { name: 'Navy', hex: '#1B2A4A' } } },
        { name: 'Odd', colours: { [ref]: { name: 'Odd green', hex: '#12AB34' } } },
      ],
    });
    expect(next.colourways!.map((c) => c.sample)).toEqual([true, false]);
    const line = next.bom[0];
    expect(Object.keys(line.colourways!)).toEqual(['Navy', 'Odd']);
    expect(line.colourways!.Odd.pantone).toBe('Custom');
    expect(line.color.startsWith('Navy')).toBe(true);
    expect(next.colors[0]).toMatchObject({ name: 'Navy', hex: '#1B2A4A' });
  });

  it("the sample colourway's body colour is the style's main colour, and the default style name follows it", () => {
    const pack = build();
    const body = pack.bom.find((l) => l.category === 'fabric')!.ref;
    const { pack: next, changed } = update(pack, {
      colourways: [
        { name: 'Red', colours: { [body]: { name: 'Red', hex: '#B22234' } } },
        { name: 'Navy', colours: { [body]: { name: 'Navy', hex: '#1B2A4A' } } },
      ],
    });
    expect(changed).toEqual(expect.arrayContaining(['colourways', 'colors']));
    expect(next.colors[0]).toMatchObject({ name: 'Red', hex: '#B22234' });
    expect(next.styleName).toMatch(/^Red /);
    expect(next.bom.find((l) => l.ref === body)!.color.startsWith('Red')).toBe(true);
    // a name the designer typed stays theirs
    const { pack: named } = update(pack, { styleName: 'Harbour Tee' });
    const { pack: renamed } = update(named, {
      colourways: [{ name: 'Red', colours: { [body]: { name: 'Red', hex: '#B22234' } } }],
    });
    expect(renamed.styleName).toBe('Harbour Tee');
  });

  it("a new main colour moves the sample colourway's body and the lines matched to it; other colourways stay", () => {
    const pack = build();
    const body = pack.bom.find((l) => l.category === 'fabric')!.ref;
    const thread = pack.bom.find((l) => l.category === 'thread')!.ref;
    const label = pack.bom.find((l) => l.category === 'label')!.ref;
    const navy = { name: 'Navy', hex: '#1B2A4A' };
    const { pack: withWays } = update(pack, {
      colourways: [
        {
          name: 'Navy',
          colours: { [body]: navy, [thread]: navy, [label]: { name: 'White', hex: '#FFFFFF' } },
        },
        { name: 'Grey', colours: { [body]: { name: 'Heather Grey', hex: '#B5B5B5' } } },
      ],
    });
    const { pack: next, changed } = update(withWays, { colors: [{ name: 'Forest', hex: '#2E5E3E' }] });
    expect(changed).toEqual(expect.arrayContaining(['colors', 'colourways']));
    const [sample, grey] = next.colourways!;
    expect(sample.colours[body].hex).toBe('#2E5E3E');
    expect(sample.colours[thread].hex).toBe('#2E5E3E');
    expect(sample.colours[label].hex).toBe('#FFFFFF');
    expect(grey.colours[body].hex).toBe('#B5B5B5');
    expect(next.bom.find((l) => l.ref === body)!.color.startsWith('Forest')).toBe(true);
  });

  it('refuses a colour for a component the BOM does not have', () => {
    expect(() =>
      update(build(), { colourways: [{ name: 'A', colours: { Q1: { name: 'Black', hex: '#000000' } } }] }),
    ).toThrow('Unknown BOM line: Q1');
  });

  it('refuses 13 colourways at validation', () => {
    const parsed = techPackUpdateSchema.safeParse({
      colourways: Array.from({ length: 13 }, (_, i) => ({ name: `C${i}` })),
    });
    expect(parsed.success).toBe(false);
  });
});

describe('PDF', () => {
  it("the colourway page prints the matrix; the BOM page prints the designer's supplier and article number", async () => {
    const base = build();
    const ref = base.bom[0].ref;
    const { pack } = update(base, {
      bomEdits: { edit: { [ref]: { supplier: 'Acme Mills', articleNumber: 'AM-220' } } },
      colourways: [
        { name: 'Navy', colours: { [ref]: { name: 'Navy', hex: '#1B2A4A' } } },
        { name: 'Heather Grey', colours: { [ref]: { name: 'Heather Grey', hex: '#B5B5B5' } } },
      ],
    });
    const texts = await pageTexts((await renderTechPackPdf(pack, null)).pdf);
    const colourPage = texts.find((t) => t.includes('Colourway matrix'))!;
    expect(colourPage).toContain('Heather Grey');
    expect(colourPage).toMatch(/Component\s+Navy\s+Sample\s+Heather Grey/); // the sample colourway first, marked
    // the BOM table's own supplier and article number columns
    expect(texts.some((t) => /Acme\s+Mills\s+AM-220/.test(t))).toBe(true);
  }, 60_000);
});
