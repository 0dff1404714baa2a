import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { TECHPACK_SERVICE_MESSAGES, techPackUpdateSchema, type RegenerateResponse, type TechPackUpdate } from '@techpack/contracts';
import { CorrelationId, CurrentUser, LOGGER, UserGuard, ValidBody, type Logger, type UserClaims } from '@techpack/platform';
import { PdfRenders } from '../render-pdf/pdf-renders';
import { toTechPack } from '../store/tech-pack-store';
import { UpdateTechPackHandler } from '../update-tech-pack/update-tech-pack.handler';

@Controller('api/tech-pack')
export class RegenerateTechPackController {
  constructor(
    @Inject(UpdateTechPackHandler) private readonly update: UpdateTechPackHandler,
    @Inject(PdfRenders) private readonly pdfs: PdfRenders,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  // POST /api/tech-pack/{id}/regenerate -> 200 { success, message, updatedTechPack }: the edits saved, and (unlike
  // PUT) the PDF rendered now, because the caller wants the regenerated document.
  @Post(':id/regenerate')
  @HttpCode(200)
  @UseGuards(UserGuard)
  async regenerate(
    @Param('id') id: string,
    @CurrentUser() claims: UserClaims,
    @ValidBody(techPackUpdateSchema) body: TechPackUpdate,
    @CorrelationId() correlationId: string,
  ): Promise<RegenerateResponse> {
    const { row } = await this.update.execute(claims.sub, id, body);
    const rendered =
      (await this.pdfs.ensurePdf(row.id, correlationId).catch((e) => {
        this.logger.warn({ err: e, techPackId: row.id }, 'pdf render failed during regenerate');
        return undefined;
      })) ?? row;
    return { success: true, message: TECHPACK_SERVICE_MESSAGES.regenerated, updatedTechPack: toTechPack(rendered) };
  }
}
