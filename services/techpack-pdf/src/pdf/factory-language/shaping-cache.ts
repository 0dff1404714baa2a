// Shaping a run of text (fontkit's layout: the glyphs for its characters, then the font's substitution and
// positioning lookups) is the costliest step of laying out text in the factory font, and a bilingual pack prints the
// same terms again and again (every table row's "cm", a stitch's name on each operation), in each render of a worker.
// The result depends on the text and the features asked alone, so it is kept per font, once per thread; each caller
// gets its own copy of the glyph and position lists (react-pdf adjusts positions in place when it justifies a line).

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}
interface GlyphRun {
  glyphs: unknown[];
  positions: Position[];
}
export interface ShapingFont {
  layout: (text: string, ...rest: unknown[]) => GlyphRun;
  postscriptName?: string;
  name?: { records?: object };
}

const MAX_ENTRIES = 50_000; // about a hundred packs' distinct runs; beyond it the cache starts again
const memoized = new WeakSet<object>();

function copy(run: GlyphRun): GlyphRun {
  const out = Object.create(Object.getPrototypeOf(run) as object) as GlyphRun;
  Object.assign(out, run);
  out.glyphs = [...run.glyphs];
  out.positions = run.positions.map((p) => ({ ...p }));
  return out;
}

/** Makes `font.layout` answer a text (and features, script, language, direction) it shaped before from memory. */
export function memoizeShaping(font: ShapingFont): void {
  if (memoized.has(font)) return;
  memoized.add(font);
  const layout = font.layout.bind(font);
  const cache = new Map<string, GlyphRun>();
  font.layout = (text: string, ...rest: unknown[]) => {
    if (typeof text !== 'string') return layout(text, ...rest);
    const key = `${JSON.stringify(rest)}\u0000${text}`;
    let run = cache.get(key);
    if (!run) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      run = layout(text, ...rest);
      cache.set(key, run);
    }
    return copy(run);
  };
}

/**
 * pdfkit opens the font again for every run of text react-pdf draws and keeps its first copy when the two are equal,
 * comparing them by their name tables written out as JSON: Noto Sans SC's names in all its languages, twice per run.
 * The name table of the font loaded once per thread stands for that font: written out as its PostScript name.
 */
export function shortNameIdentity(font: ShapingFont): void {
  const records = font.name?.records;
  if (!records || Object.prototype.hasOwnProperty.call(records, 'toJSON')) return;
  const identity = font.postscriptName ?? '';
  Object.defineProperty(records, 'toJSON', { value: () => identity, enumerable: false });
}
