import { PDFDocument } from 'pdf-lib';

// The number of pages of a PDF, read from its page tree (pdf-lib), the document left as it is.
export async function countPages(pdf: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  return doc.getPageCount();
}
