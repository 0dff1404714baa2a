import { createElement, type ReactElement } from 'react';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import type { TechPack } from '@techpack/contracts';
import { TechPackDocument, TOTAL_PAGES, type DocumentInput } from './techpack-document';
import { saveStamped, stampPages } from './stamp';
import { readMarks } from './section-pages';
import { countPages } from './page-count';
import { LOGO_BOUNDS } from '../logo/logo-check';
import { withFactoryLanguage } from './factory-language/document';

export { TOTAL_PAGES };

export interface RenderResult {
  pdf: Buffer;
  pages: number;
  renderMs: number;
}

const LOGO_DATA_URL = /^data:image\/(png|jpeg|jpg|svg\+xml);base64,(.*)$/s;

// Renders the tech pack PDF (or only some of its pages, 1-based). Pure CPU: call it outside any database transaction.
export async function renderTechPackPdf(
  pack: TechPack,
  image: Buffer | null,
  onlyPages?: number[],
): Promise<RenderResult> {
  const t0 = performance.now();
  let imageSize: DocumentInput['imageSize'] = null;
  if (image) {
    const meta = await sharp(image)
      .metadata()
      .catch(() => null);
    if (meta?.width && meta.height && meta.format === 'jpeg')
      imageSize = { width: meta.width, height: meta.height };
    else image = null;
  }
  let logo: DocumentInput['logo'] = null;
  const m = pack.branding.logo ? LOGO_DATA_URL.exec(pack.branding.logo) : null;
  if (m && m[1] !== 'svg+xml') {
    const data = Buffer.from(m[2], 'base64');
    // The logo arrives bounded (render-pdf inlines the stored logo, at most LOGO_BOUNDS.maxSide px on its long side):
    // nothing larger is decoded here. Re-encoded: a logo that does not decode must not break the PDF.
    logo = await sharp(data, { limitInputPixels: LOGO_BOUNDS.maxSide * LOGO_BOUNDS.maxSide })
      .resize(400, 400, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer()
      .then((png) => ({ data: png, format: 'png' as const }))
      .catch(() => null);
  }
  // with `pdfLanguage` (zh-Hans, vi) every page carries the factory language beside the English (factory-language/)
  const element = withFactoryLanguage(
    createElement(TechPackDocument, { input: { pack, image, imageSize, logo, onlyPages } }),
    pack,
  ) as unknown as ReactElement<DocumentProps>;
  const pdf = await renderToBuffer(element);
  // a part of a split document is numbered once joined (mergePdfParts)
  if (onlyPages) return { pdf, pages: await countPages(pdf), renderMs: Math.round(performance.now() - t0) };
  const stamped = await stampPages(pdf);
  return { ...stamped, renderMs: Math.round(performance.now() - t0) };
}

// Joins PDFs rendered from page ranges of the same document (in order) into one; the first part's metadata is kept.
export async function mergePdfParts(parts: Uint8Array[]): Promise<{ pdf: Buffer; pages: number }> {
  const doc = await PDFDocument.load(parts[0], { updateMetadata: false });
  const marks = readMarks(doc); // the section marks travel with their pages (copyPages leaves the name tree behind)
  for (const part of parts.slice(1)) {
    const other = await PDFDocument.load(part, { updateMetadata: false });
    const theirs = readMarks(other);
    const indices = other.getPageIndices();
    const copied = await doc.copyPages(other, indices);
    for (const [i, page] of copied.entries()) {
      const from = other.getPage(indices[i]).ref.toString();
      for (const m of theirs) if (m.page.toString() === from) marks.push({ ...m, page: page.ref });
      doc.addPage(page);
    }
  }
  return saveStamped(doc, marks);
}
