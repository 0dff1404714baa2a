import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fitSessionRequest, type FitSession } from '@techpack/contracts';
import { AppError, CurrentUser, parseWith, UserGuard, type UserClaims } from '@techpack/platform';
import { fitSessions, sampleOrders } from '../orders.schema';
import { OrderStore } from '../orders/order-store';
import { Actor, PartnerOrAdminGuard } from '../partner/partner.guard';
import { readFitForm } from './fit-photos';
import { toFitSession } from './fit-session-view';
import { RecordFitSessionHandler } from './record-fit-session.handler';

@Controller('api/orders')
export class RecordFitSessionController {
  constructor(
    @Inject(RecordFitSessionHandler) private readonly handler: RecordFitSessionHandler,
    @Inject(OrderStore) private readonly orders: OrderStore,
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
    const db = this.orders.database.db;
    const sessions = await db
      .select()
      .from(fitSessions)
      .where(and(eq(fitSessions.techPackId, techPackId), eq(fitSessions.userId, claims.sub)))
      .orderBy(desc(fitSessions.createdAt))
      .limit(100);
    if (sessions.length === 0) return [];
    const numbers = await db
      .select({ id: sampleOrders.id, orderNumber: sampleOrders.orderNumber })
      .from(sampleOrders)
      .where(inArray(sampleOrders.id, [...new Set(sessions.map((s) => s.orderId))]));
    const byId = new Map(numbers.map((n) => [n.id, n.orderNumber]));
    return sessions.map((s) => toFitSession(s, byId.get(s.orderId) ?? ''));
  }
}
