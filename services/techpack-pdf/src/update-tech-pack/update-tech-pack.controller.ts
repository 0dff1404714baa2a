import { Controller, Inject, Param, Put, UseGuards } from '@nestjs/common';
import {
  TECHPACK_SERVICE_MESSAGES,
  techPackUpdateSchema,
  type TechPackUpdate,
  type TechPackUpdateResponse,
} from '@techpack/contracts';
import { CorrelationId, CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { PdfRenders } from '../render-pdf/pdf-renders';
import { toTechPack } from '../store/tech-pack-store';
import { UpdateTechPackHandler } from './update-tech-pack.handler';

@Controller('api/tech-pack')
export class UpdateTechPackController {
  constructor(
    @Inject(UpdateTechPackHandler) private readonly handler: UpdateTechPackHandler,
    @Inject(PdfRenders) private readonly pdfs: PdfRenders,
  ) {}

  // PUT /api/tech-pack/{id} -> 200 { success, message, techPack, changedFields }; the PDF follows in the background
  @Put(':id')
  @UseGuards(UserGuard)
  async update(
    @Param('id') id: string,
    @CurrentUser() claims: UserClaims,
    @ValidBody(techPackUpdateSchema) body: TechPackUpdate,
    @CorrelationId() correlationId: string,
  ): Promise<TechPackUpdateResponse> {
    const { row, changed } = await this.handler.execute(claims.sub, id, body);
    if (changed.length > 0) this.pdfs.renderLater(row.id, correlationId);
    return {
      success: true,
      message: TECHPACK_SERVICE_MESSAGES.saved,
      techPack: toTechPack(row),
      changedFields: changed,
    };
  }
}
