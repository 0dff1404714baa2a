import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { FIT_SESSION_RECORDED, type FitSession, type fitSessionRequest } from '@techpack/contracts';
import { AppError, EVENTS, EventsClient } from '@techpack/platform';
import { fitSessions } from '../orders.schema';
import { OrderStore } from '../orders/order-store';
import type { PreparedPhoto } from './fit-photos';
import { FitPhotoWrites } from './fit-photo-writes';
import { fitRows } from './fit-rows';
import { toFitSession } from './fit-session-view';

// Statuses in which the sample exists (made, on its way, or with the designer).
export const SAMPLE_MADE = ['in_production', 'shipped', 'delivered'];

// The partner or an operator records what the sample measured: compared with the spec of the revision the order was
// made from (kept on the order), stored with its rows, and announced (orders.fit-session.recorded.v1) in the same
// transaction, so the designer is told. Its photos are kept with it or not at all, a killed process included
// (FitPhotoWrites).
@Injectable()
export class RecordFitSessionHandler {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(EVENTS) private readonly events: EventsClient,
    @Inject(FitPhotoWrites) private readonly photoWrites: FitPhotoWrites,
  ) {}

  async execute(
    actor: string,
    orderId: string,
    body: z.infer<typeof fitSessionRequest>,
    prepared: PreparedPhoto[] = [],
  ): Promise<FitSession> {
    const order = await this.orders.byId(orderId);
    if (!SAMPLE_MADE.includes(order.status)) {
      throw new AppError(
        409,
        'FIT.ORDER_NOT_MADE',
        `A fit session can be recorded once the sample is in production (this order is ${order.status.replace('_', ' ')})`,
      );
    }
    if (!order.techPackId || !order.specSnapshot) {
      throw new AppError(
        409,
        'FIT.SPEC_UNKNOWN',
        'This order does not record the tech pack revision it was made from, so there is no spec to compare with',
      );
    }
    const rows = fitRows(order.specSnapshot, body.size, body.measurements);
    const id = randomUUID();
    const techPackId = order.techPackId;
    // every check has passed: the photos, then the session in the transaction that ends their write
    const saved = await this.photoWrites.write(id, prepared, async (tx, photos) => {
      const [row] = await tx
        .insert(fitSessions)
        .values({
          id,
          orderId: order.id,
          techPackId,
          userId: order.userId,
          revision: order.techPackRevision,
          size: body.size,
          measurements: body.measurements,
          rows,
          notes: body.notes || null,
          photos,
          recordedBy: actor,
        })
        .returning();
      await this.events.record(
        tx,
        FIT_SESSION_RECORDED,
        order.id,
        {
          sessionId: id,
          orderId: order.id,
          orderNumber: order.orderNumber,
          techPackId,
          userId: order.userId,
          revision: order.techPackRevision,
          size: body.size,
          outOfTolerance: rows.filter((r) => r.status === 'out').length,
          measured: rows.filter((r) => r.status !== 'not-measured').length,
          createdAt: row.createdAt.toISOString(),
        },
        EventsClient.metaFromScope(actor),
      );
      return row;
    });
    return toFitSession(saved, order.orderNumber);
  }
}
