import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import {
  CONFIRM_MESSAGES,
  confirmTechPackSchema,
  type ConfirmTechPack,
  type TechPack,
} from '@techpack/contracts';
import {
  AppError,
  CorrelationId,
  CurrentUser,
  UserGuard,
  ValidBody,
  type UserClaims,
} from '@techpack/platform';
import { PdfRenders } from '../render-pdf/pdf-renders';
import { toTechPack } from '../store/tech-pack-store';
import { ConfirmTechPackHandler, type ConfirmResult } from './confirm-tech-pack.handler';

@Controller('api/tech-pack')
export class ConfirmTechPackController {
  constructor(
    @Inject(ConfirmTechPackHandler) private readonly handler: ConfirmTechPackHandler,
    @Inject(PdfRenders) private readonly pdfs: PdfRenders,
  ) {}

  // POST /api/tech-pack/{id}/confirm { garmentType?, features?: { <key>: <value> } } -> 200 { success, message,
  // techPack, changedFields } with status 'ready'; 409 { message, code, unconfirmed, errors } while something is open.
  // Owner only: anyone else gets 404 'Tech Pack Not Found'.
  @Post(':id/confirm')
  @HttpCode(200)
  @UseGuards(UserGuard)
  async confirm(
    @Param('id') id: string,
    @CurrentUser() claims: UserClaims,
    @ValidBody(confirmTechPackSchema) body: ConfirmTechPack,
    @CorrelationId() correlationId: string,
  ): Promise<{ success: true; message: string; techPack: TechPack; changedFields: string[] }> {
    let result: ConfirmResult;
    try {
      result = await this.handler.execute(claims.sub, id, body);
    } catch (e) {
      // the answers given were kept: their PDF follows even though the pack stays a draft
      const saved = (e as { saved?: ConfirmResult }).saved;
      if (saved && saved.changed.length > 0) this.pdfs.renderLater(saved.row.id, correlationId);
      // the re-derived draft goes with the 409, so the confirm screen shows it before the next question
      if (saved && e instanceof AppError && e.body) e.body.techPack = toTechPack(saved.row);
      throw e;
    }
    if (result.changed.length > 0) this.pdfs.renderLater(result.row.id, correlationId);
    return {
      success: true,
      message: CONFIRM_MESSAGES.confirmed,
      techPack: toTechPack(result.row),
      changedFields: result.changed,
    };
  }
}
