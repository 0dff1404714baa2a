import { Inject, Injectable } from '@nestjs/common';
import { AppError, STORAGE, type ObjectStorage } from '@techpack/platform';
import {
  TECHPACK_SERVICE_MESSAGES,
  pdfFileName,
  type TechPack,
  type TechPackPdfQuery,
} from '@techpack/contracts';
import { PdfRenders } from '../render-pdf/pdf-renders';
import { TechPackStore, type Viewer } from '../store/tech-pack-store';
import { languageOfQuery } from '../pdf/factory-language/language-query';
import { factoryLanguageFor } from '../model/factory-language-update';

export interface PdfFile {
  pdf: Buffer;
  fileName: string;
  download: boolean;
}

// The pack's PDF: the stored copy of its current revision (rendered now when missing or stale), or, for
// `?unit=in` on a pack kept in centimetres, a copy with the graded table in inches rendered on demand and not stored.
@Injectable()
export class DownloadPdfHandler {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(PdfRenders) private readonly pdfs: PdfRenders,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
  ) {}

  async execute(
    id: string,
    viewer: Viewer,
    query: TechPackPdfQuery,
    correlationId: string,
    signal?: AbortSignal,
  ): Promise<PdfFile> {
    const asked = languageOfQuery(query.lang); // 400 naming the languages before the pack is read
    const row = await this.store.load(id, viewer);
    // the factory's copies without ?lang=: a share link (the partner's) and an operator's (the copy that goes with a
    // sample order) get the pack's factory language, or that partner's; the designer's own download stays English
    const factoryCopy = viewer.kind === 'share' || viewer.kind === 'admin';
    const lang =
      query.lang || !factoryCopy
        ? asked
        : factoryLanguageFor(row.data, typeof query.partner === 'string' ? query.partner : undefined);
    const download = ['1', 'true', 'yes'].includes(String(query.download ?? '').toLowerCase());
    const inches = query.unit === 'in' && row.data.pdfUnit !== 'in';
    // ?cost=0: the copy for a factory, without the cost page (rendered on demand, not stored)
    const omitCost = ['0', 'false', 'no'].includes(String(query.cost ?? '').toLowerCase());
    // ?lang=zh-Hans|vi: the bilingual copy (rendered on demand, not stored)
    const factory = lang !== 'en';
    if (inches || omitCost || factory) {
      const change = {
        ...(inches ? { pdfUnit: 'in' as const } : {}),
        ...(omitCost ? { pdfOmitCost: true } : {}),
        ...(factory ? { pdfLanguage: lang } : {}),
      } as Partial<TechPack>;
      const out = await this.pdfs.renderOnce(row, change, signal);
      return { pdf: out.pdf, fileName: pdfFileName(row.data, { inches, omitCost, lang }), download };
    }
    const fresh =
      row.pdfKey && row.pdfRevision === row.revision ? row : await this.pdfs.ensurePdf(row.id, correlationId);
    let pdf = fresh?.pdfKey ? await this.storage.get(fresh.pdfKey) : null;
    if (!pdf) {
      // stored copy missing: render again
      await this.pdfs.forgetPdf(row.id);
      const again = await this.pdfs.ensurePdf(row.id, correlationId);
      pdf = again?.pdfKey ? await this.storage.get(again.pdfKey) : null;
    }
    if (!pdf) throw new AppError(500, 'TECHPACK.PDF_FAILED', TECHPACK_SERVICE_MESSAGES.pdfFailed);
    return { pdf, fileName: pdfFileName(row.data), download };
  }
}
