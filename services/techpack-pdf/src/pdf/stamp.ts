import {
  PDFDocument,
  PDFArray,
  PDFRawStream,
  StandardFonts,
  decodePDFRawStream,
  rgb,
  type PDFPage,
} from 'pdf-lib';
import { readMarks, stampContents, type Mark } from './section-pages';
import { CONTENTS_GRID } from './document/contents';

// The finished document's page numbers: "Page x of N" where N is the real page count, stamped after layout (a
// section that overflows adds pages the layout alone cannot count ahead). A page that holds nothing but the fixed
// header, draft mark and footer (a table's trailing margin spilling over) is dropped first.

// Text-show operators the fixed parts of a page draw (header: 2 lines + rev 2 lines, draft mark, footer), with room.
const FIXED_TEXT_OPS = 8;

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  let out = '';
  for (const st of streams) {
    if (st instanceof PDFRawStream) out += Buffer.from(decodePDFRawStream(st).decode()).toString('latin1');
  }
  return out;
}

/** True where a page draws no more than the fixed parts: no image, a handful of text runs, a few lines. */
export function isEmptyPage(page: PDFPage): boolean {
  const c = contentOf(page);
  if (!c) return false; // unreadable: keep it
  const text = (c.match(/\bT[jJ]\b/g) ?? []).length;
  const images = (c.match(/\bDo\b/g) ?? []).length;
  const paths = (c.match(/\b(re|l|c)\b/g) ?? []).length;
  return images === 0 && text <= FIXED_TEXT_OPS && paths <= 12;
}

export async function stampPages(pdf: Uint8Array): Promise<{ pdf: Buffer; pages: number }> {
  return saveStamped(await PDFDocument.load(pdf, { updateMetadata: false }));
}

// Stamps a document already open (a joined one: no save and load in between; `marks` then carries its parts' section
// marks) and saves it: empty pages dropped, the cover's contents numbered, every page numbered.
export async function saveStamped(
  doc: PDFDocument,
  marks: Mark[] = readMarks(doc),
): Promise<{ pdf: Buffer; pages: number }> {
  for (let i = doc.getPageCount() - 1; i >= 1; i--) if (isEmptyPage(doc.getPage(i))) doc.removePage(i);
  await stampContents(doc, marks, CONTENTS_GRID);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const n = doc.getPageCount();
  doc.getPages().forEach((page, i) => {
    const label = `Page ${i + 1} of ${n}`;
    const { width } = page.getSize();
    page.drawText(label, {
      x: width - 32 - font.widthOfTextAtSize(label, 7),
      y: 19,
      size: 7,
      font,
      color: rgb(0.357, 0.392, 0.439),
    });
  });
  return { pdf: Buffer.from(await doc.save({ useObjectStreams: false })), pages: n };
}
