import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { fitSessionRequest, type FitSession } from '@techpack/contracts';
import { AppError, CurrentUser, parseWith, UserGuard, type UserClaims } from '@techpack/platform';
import { Actor, PartnerOrAdminGuard } from '../partner/partner.guard';
import { readFitForm } from './fit-photos';
import { MyFitSessionsHandler } from './my-fit-sessions.handler';
import { RecordFitSessionHandler } from './record-fit-session.handler';

@Controller('api/orders')
export class RecordFitSessionController {
  constructor(
    @Inject(RecordFitSessionHandler) private readonly handler: RecordFitSessionHandler,
    @Inject(MyFitSessionsHandler) private readonly mineHandler: MyFitSessionsHandler,
  ) {}

  // POST /api/orders/{id}/fit-sessions { size, measurements: { <pomKey>: cm }, notes? } -> 201 the session with its
  // rows (the partner's key or an operator's token; 409 before the sample is in production). The same fields as
  // multipart/form-data (measurements as a JSON string) take up to four photos of the sample.
  @Post(':id/fit-sessions')
  @HttpCode(201)
  @UseGuards(PartnerOrAdminGuard)
  async record(
    @Actor() actor: string,
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<FitSession> {
    if (request.isMultipart()) {
      const form = await readFitForm(request);
      return this.handler.execute(actor, id, form.body, form.photos);
    }
    return this.handler.execute(actor, id, parseWith(fitSessionRequest, request.body ?? {}));
  }

  // GET /api/orders/fit-sessions?techPackId= -> the designer's own fit sessions of that pack, newest first (what
  // techpack-pdf answers GET /api/tech-pack/{id}/fit-sessions with, asked with the designer's token)
  @Get('fit-sessions')
  @UseGuards(UserGuard)
  async mine(
    @CurrentUser() claims: UserClaims,
    @Query('techPackId') techPackId: string | undefined,
  ): Promise<FitSession[]> {
    if (!techPackId || techPackId.length > 100)
      throw new AppError(400, 'REQUEST.INVALID', 'techPackId is required');
    return this.mineHandler.execute(claims.sub, techPackId);
  }
}
