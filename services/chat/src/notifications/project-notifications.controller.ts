import { randomUUID } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import {
  FIT_SESSION_RECORDED,
  MESSAGE_POSTED,
  ORDER_STATUS_CHANGED,
  type EventPayload,
  type NotificationKind,
} from '@techpack/contracts';
import { DATABASE, EventContext, OnEvent, type DatabaseHandle } from '@techpack/platform';
import { LiveHub } from '../live/live.hub';
import { toNotification, replyText, statusText } from './notification-view';
import { notifications } from './notifications.schema';

interface Draft {
  userId: string;
  kind: NotificationKind;
  techPackId?: string | null;
  orderId?: string | null;
  text: string;
  at: string;
}

// Notifications are a projection of events: a manufacturer's reply (chat), an order's status change and a new fit
// session (orders). One row per event id (a redelivered event changes nothing), then pushed live to the designer's
// sockets ('notification'); a designer who was away reads them with GET /api/notifications.
@Controller()
export class ProjectNotificationsController {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(LiveHub) private readonly hub: LiveHub,
  ) {}

  @OnEvent(MESSAGE_POSTED, { group: 'notifications' })
  async onMessage(
    p: EventPayload<typeof MESSAGE_POSTED>,
    context: EventContext<typeof MESSAGE_POSTED>,
  ): Promise<void> {
    if (p.sender === 'user') return;
    await this.add(context.envelope.id, {
      userId: p.userId,
      kind: 'manufacturer-reply',
      techPackId: p.techPackId,
      text: replyText(p.message),
      at: p.sentAt,
    });
  }

  @OnEvent(ORDER_STATUS_CHANGED, { group: 'notifications' })
  async onStatus(
    p: EventPayload<typeof ORDER_STATUS_CHANGED>,
    context: EventContext<typeof ORDER_STATUS_CHANGED>,
  ): Promise<void> {
    const text = statusText(p.orderNumber, p.status, p.reason);
    if (!text || p.status === p.previousStatus) return;
    await this.add(context.envelope.id, {
      userId: p.userId,
      kind: 'order-status',
      techPackId: p.techPackId,
      orderId: p.orderId,
      text,
      at: context.envelope.occurredAt,
    });
  }

  @OnEvent(FIT_SESSION_RECORDED, { group: 'notifications' })
  async onFit(
    p: EventPayload<typeof FIT_SESSION_RECORDED>,
    context: EventContext<typeof FIT_SESSION_RECORDED>,
  ): Promise<void> {
    const out =
      p.outOfTolerance === 0
        ? 'all in tolerance'
        : `${p.outOfTolerance} point${p.outOfTolerance === 1 ? '' : 's'} out of tolerance`;
    const text = `Fit session recorded for sample ${p.orderNumber} (size ${p.size}): ${p.measured} measured, ${out}`;
    await this.add(context.envelope.id, {
      userId: p.userId,
      kind: 'fit-session',
      techPackId: p.techPackId,
      orderId: p.orderId,
      text,
      at: p.createdAt,
    });
  }

  private async add(eventId: string, d: Draft): Promise<void> {
    const [row] = await this.database.db
      .insert(notifications)
      .values({
        id: randomUUID(),
        userId: d.userId,
        kind: d.kind,
        techPackId: d.techPackId ?? null,
        orderId: d.orderId ?? null,
        text: d.text,
        at: new Date(d.at),
        sourceEventId: eventId,
      })
      .onConflictDoNothing({ target: notifications.sourceEventId })
      .returning();
    if (row) this.hub.notify(d.userId, toNotification(row));
  }
}
