import { describe, expect, it } from '@jest/globals';
import { memoizeShaping, shortNameIdentity, type ShapingFont } from './shaping-cache';

class Run {
  constructor(
    public glyphs: unknown[],
    public positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[],
  ) {}
  get advanceWidth() {
    return this.positions.reduce((n, p) => n + p.xAdvance, 0);
  }
}

function font() {
  const calls: string[] = [];
  const f: ShapingFont = {
    postscriptName: 'Test-Regular',
    name: { records: { fontFamily: { en: 'Test', zh: '测试' } } },
    layout: (text: string, ...rest: unknown[]) => {
      calls.push(`${text}|${JSON.stringify(rest)}`);
      return new Run(
        [...text].map((c) => ({ id: c.codePointAt(0) })),
        [...text].map(() => ({ xAdvance: 500, yAdvance: 0, xOffset: 0, yOffset: 0 })),
      );
    },
  };
  return { f, calls };
}

describe('shaping cache', () => {
  it('shapes a text once per features and hands each caller its own glyph and position lists', () => {
    const { f, calls } = font();
    memoizeShaping(f);
    memoizeShaping(f); // a second call leaves the one cache
    const a = f.layout('袖长', undefined, undefined, undefined, 'ltr');
    a.positions[0].xAdvance *= 2; // pdfkit scales positions in place
    a.glyphs.pop();
    const b = f.layout('袖长', undefined, undefined, undefined, 'ltr');
    expect(b.positions.map((p) => p.xAdvance)).toEqual([500, 500]);
    expect(b.glyphs).toHaveLength(2);
    expect((b as Run).advanceWidth).toBe(1000); // the run's own getters still answer
    f.layout('袖长', ['liga']);
    expect(calls).toEqual(['袖长|[null,null,null,"ltr"]', '袖长|[["liga"]]']);
  });

  it("writes the font's name table out as its PostScript name", () => {
    const { f } = font();
    shortNameIdentity(f);
    expect(JSON.stringify(f.name?.records)).toBe('"Test-Regular"');
    expect(Object.keys(f.name?.records ?? {})).toEqual(['fontFamily']);
  });
});
