import { describe, expect, it } from '@jest/globals';
import { colourOfText } from '@techpack/catalog';
import { techPackUpdateSchema, type TechPack } from '@techpack/contracts';
import { packOf } from '../testing/build-pack';
import { applyUpdate } from './techpack.model';

const NOW = new Date('2026-03-05T10:00:00Z');
const update = (pack: TechPack, body: unknown) => applyUpdate(pack, techPackUpdateSchema.parse(body), NOW);

// One colour model: the colourway matrix is where colours live, and a BOM line's colour is its cell.
describe('the sample colourway is what the BOM and the pack colours say', () => {
  it('a colourway naming only the body: every other line that names a colour has that colour as its sample cell', () => {
    const pack = packOf('hoodie', { colors: [{ name: 'Navy', hex: '#1B2A4A', pantone: '19-4024 TCX' }] });
    const body = pack.bom.find((l) => l.category === 'fabric')!.ref;
    const { pack: next } = update(pack, {
      colourways: [
        { name: 'Navy', colours: { [body]: { name: 'Navy', hex: '#1B2A4A' } } },
        { name: 'Grey', colours: { [body]: { name: 'Grey', hex: '#8D918D' } } },
      ],
    });
    const [sample, grey] = next.colourways!;
    const named = next.bom.filter((l) => colourOfText(l.color, next.colors));
    expect(named.length).toBeGreaterThan(2);
    for (const l of named) {
      expect({ ref: l.ref, hex: sample.colours[l.ref]?.hex }).toEqual({
        ref: l.ref,
        hex: colourOfText(l.color, next.colors)!.hex,
      });
      expect(l.colourways?.[sample.name]?.hex).toBe(sample.colours[l.ref].hex);
    }
    // the other colourways are the designer's alone; the body's sample cell is the pack's main colour
    expect(Object.keys(grey.colours)).toEqual([body]);
    expect(sample.colours[body].hex).toBe(next.colors[0].hex);
  });

  it('sending the matrix the studio shows (cells filled from the BOM) is no change', () => {
    const pack = packOf('t-shirt');
    const body = pack.bom.find((l) => l.category === 'fabric')!.ref;
    const { pack: next } = update(pack, {
      colourways: [
        { name: 'Sample', colours: { [body]: { name: pack.colors[0].name, hex: pack.colors[0].hex } } },
      ],
    });
    const revs = next.revisions.length;
    const again = update(next, {
      colourways: next.colourways!.map((c) => ({ name: c.name, colours: c.colours })),
    }).pack;
    expect(again.revisions).toHaveLength(revs);
  });
});
