import { Inject, Injectable } from '@nestjs/common';
import { TECHPACK_SERVICE_MESSAGES, type RegenerateResponse, type TechPackUpdate } from '@techpack/contracts';
import { LOGGER, type Logger } from '@techpack/platform';
import { PdfRenders } from '../render-pdf/pdf-renders';
import { toTechPack } from '../store/tech-pack-store';
import { UpdateTechPackHandler } from '../update-tech-pack/update-tech-pack.handler';

// The designer's edits saved as PUT saves them, then (unlike PUT) the PDF rendered now: the caller wants the
// regenerated document. A failed render still answers the saved pack (the PDF is rendered again on download).
@Injectable()
export class RegenerateTechPackHandler {
  constructor(
    @Inject(UpdateTechPackHandler) private readonly update: UpdateTechPackHandler,
    @Inject(PdfRenders) private readonly pdfs: PdfRenders,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async execute(
    userId: string,
    id: string,
    body: TechPackUpdate,
    correlationId: string,
  ): Promise<RegenerateResponse> {
    const { row } = await this.update.execute(userId, id, body);
    const rendered =
      (await this.pdfs.ensurePdf(row.id, correlationId).catch((e) => {
        this.logger.warn({ err: e, techPackId: row.id }, 'pdf render failed during regenerate');
        return undefined;
      })) ?? row;
    return {
      success: true,
      message: TECHPACK_SERVICE_MESSAGES.regenerated,
      updatedTechPack: toTechPack(rendered),
    };
  }
}
