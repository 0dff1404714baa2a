import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
  StandardFonts,
  rgb,
  type PDFDocument,
} from 'pdf-lib';

// The cover's contents get their page numbers from the finished document: each section's first page holds a named
// destination `sec-<key>` and each contents row a slot `toc-<key>` (document/contents.tsx). Read here from the
// document's name tree (or carried over from the parts of a split render), after the empty pages are dropped.

export interface Mark {
  name: string;
  page: PDFRef;
  x: number;
  y: number; // the top of the marked element, in PDF user space
}

function collect(doc: PDFDocument, node: PDFDict, out: Mark[]): void {
  const names = node.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (names) {
    for (let i = 0; i + 1 < names.size(); i += 2) {
      const key = names.lookup(i);
      const name = key instanceof PDFString || key instanceof PDFHexString ? key.decodeText() : undefined;
      const dest = names.lookup(i + 1);
      const arr =
        dest instanceof PDFArray
          ? dest
          : dest instanceof PDFDict
            ? dest.lookupMaybe(PDFName.of('D'), PDFArray)
            : undefined;
      const page = arr?.get(0);
      if (!name || !arr || !(page instanceof PDFRef)) continue;
      const num = (j: number) => {
        const v = arr.lookup(j);
        return v instanceof PDFNumber ? v.asNumber() : 0;
      };
      out.push({ name, page, x: num(2), y: num(3) });
    }
  }
  const kids = node.lookupMaybe(PDFName.of('Kids'), PDFArray);
  if (kids) for (let i = 0; i < kids.size(); i++) collect(doc, kids.lookup(i, PDFDict), out);
}

/** The named destinations of a document (section marks and contents slots). */
export function readMarks(doc: PDFDocument): Mark[] {
  const dests = doc.catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('Dests'), PDFDict);
  const out: Mark[] = [];
  if (dests) collect(doc, dests, out);
  return out;
}

/** The page (1-based) each section starts on: its first mark's page in the document as it now is. */
export function sectionStarts(doc: PDFDocument, marks: Mark[]): Map<string, number> {
  const index = new Map(doc.getPages().map((p, i) => [p.ref.toString(), i + 1]));
  const starts = new Map<string, number>();
  for (const m of marks) {
    if (!m.name.startsWith('sec-')) continue;
    const page = index.get(m.page.toString());
    const key = m.name.slice(4);
    if (page !== undefined && (!starts.has(key) || page < starts.get(key)!)) starts.set(key, page);
  }
  return starts;
}

/** Writes each section's first page at the start of its contents row on the cover (the grid of document/contents.tsx). */
export async function stampContents(
  doc: PDFDocument,
  marks: Mark[],
  grid: { columnWidth: number; rowHeight: number },
): Promise<void> {
  const starts = sectionStarts(doc, marks);
  if (starts.size === 0 || doc.getPageCount() === 0) return;
  // the grid is on the cover, or on the page after it when the cover runs over (a bilingual cover)
  const origin = marks.find((m) => m.name === 'toc');
  const cover = origin && doc.getPages().find((p) => p.ref.toString() === origin.page.toString());
  if (!origin || !cover) return;
  const onCover = marks.filter((m) => m.page.toString() === cover.ref.toString());
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const m of onCover) {
    const row = /^toc-(\d+)-(.+)$/.exec(m.name);
    if (!row) continue;
    const page = starts.get(row[2]); // a section the document left out (a pattern that could not be drafted): a dash
    const i = Number(row[1]);
    const x = origin.x + (i % 2) * grid.columnWidth;
    const y = origin.y - Math.floor(i / 2) * grid.rowHeight;
    cover.drawText(page === undefined ? '-' : String(page), {
      x,
      y: y - 7,
      size: 8,
      font,
      color: rgb(0.12, 0.23, 0.37),
    });
  }
}
