import { Controller, Get, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  fitDecisionRequest,
  type FitDecisionRecord,
  type FitSession,
  type TechPack,
} from '@techpack/contracts';
import {
  bearerToken,
  CorrelationId,
  CurrentUser,
  UserGuard,
  ValidBody,
  type UserClaims,
} from '@techpack/platform';
import { PdfRenders } from '../render-pdf/pdf-renders';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';
import { ApplyFitDecisionHandler } from './apply-fit-decision.handler';
import { FitSessionsClient } from './fit-sessions.client';

@Controller('api/tech-pack')
@UseGuards(UserGuard)
export class ApplyFitDecisionController {
  constructor(
    @Inject(ApplyFitDecisionHandler) private readonly handler: ApplyFitDecisionHandler,
    @Inject(FitSessionsClient) private readonly sessions: FitSessionsClient,
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(PdfRenders) private readonly pdfs: PdfRenders,
  ) {}

  // GET /api/tech-pack/{id}/fit-sessions -> the pack's fit sessions, newest first, each row spec vs measured (the
  // owner only: another designer's pack answers 404); `decision` once the designer decided it
  @Get(':id/fit-sessions')
  async list(
    @Param('id') id: string,
    @CurrentUser() claims: UserClaims,
    @Req() request: FastifyRequest,
  ): Promise<FitSession[]> {
    const pack = toTechPack(await this.store.loadOwned(id, claims.sub));
    const decided = new Map((pack.fitDecisions ?? []).map((d) => [d.sessionId, d]));
    return (await this.sessions.ofPack(id, bearerToken(request))).map((s) => {
      const d = decided.get(s.id);
      return { ...s, decision: d ? { revision: d.revision, decidedAt: d.decidedAt } : null };
    });
  }

  // POST /api/tech-pack/{id}/fit-sessions/{sessionId}/decision { rows: { <key>: 'keep-spec' | 'take-measured' | cm },
  // comment? } -> 200 { success, message, techPack, revision, decision }; the PDF (with its Fit session page) follows
  @Post(':id/fit-sessions/:sessionId/decision')
  @HttpCode(200)
  async decide(
    @Param('id') id: string,
    @Param('sessionId') sessionId: string,
    @CurrentUser() claims: UserClaims,
    @ValidBody(fitDecisionRequest) body: z.infer<typeof fitDecisionRequest>,
    @Req() request: FastifyRequest,
    @CorrelationId() correlationId: string,
  ): Promise<{
    success: true;
    message: string;
    techPack: TechPack;
    revision: number;
    decision: FitDecisionRecord;
  }> {
    const { row, record } = await this.handler.execute(claims.sub, bearerToken(request), id, sessionId, body);
    this.pdfs.renderLater(row.id, correlationId);
    return {
      success: true,
      message: 'Fit decision applied as a new revision',
      techPack: toTechPack(row),
      revision: record.revision,
      decision: record,
    };
  }
}
