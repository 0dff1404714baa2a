import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AdminGuard, CorrelationId, CurrentAdmin, type AdminClaims } from '@techpack/platform';
import { OperatorToken } from '../operator-actions/forwarded-action';
import { OpenTechPackPdfHandler } from './open-tech-pack-pdf.handler';

@Controller('api/admin')
export class OpenTechPackPdfController {
  constructor(@Inject(OpenTechPackPdfHandler) private readonly handler: OpenTechPackPdfHandler) {}

  // GET /api/admin/tech-packs/{id}/pdf[?lang=en|zh-Hans|vi] -> 200 the PDF (techpack-pdf's content type and
  // disposition), not cached; without lang the pack's factory language (the copy printed for the partner), with it
  // that language (a sample order's link carries the language the order recorded)
  @Get('tech-packs/:id/pdf')
  @UseGuards(AdminGuard)
  async open(
    @CurrentAdmin() claims: AdminClaims,
    @OperatorToken() token: string,
    @CorrelationId() correlationId: string,
    @Param('id') techPackId: string,
    @Query('lang') lang: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await this.handler.execute(
      claims,
      token,
      correlationId,
      techPackId,
      typeof lang === 'string' ? lang : undefined,
    );
    reply.header('content-type', pdf.contentType);
    reply.header('content-disposition', pdf.disposition);
    reply.header('cache-control', 'no-store');
    reply.send(pdf.payload);
  }
}
