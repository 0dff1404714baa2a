import { randomUUID } from 'node:crypto';
import { Controller, Inject } from '@nestjs/common';
import { PACK_COMMENT_POSTED, type EventPayload } from '@techpack/contracts';
import { DATABASE, EventContext, OnEvent, type DatabaseHandle } from '@techpack/platform';
import { LiveHub } from '../live/live.hub';
import { toNotification } from './notification-view';
import { notifications } from './notifications.schema';

const WHO = { designer: 'The designer', operator: 'An operator', partner: 'The manufacturer' } as const;

// A comment pinned to a pack (a new thread or a reply) by the manufacturer or an operator tells the pack's designer,
// live and on next sign-in, like the other notifications: one row per event.
@Controller()
export class ProjectCommentNotificationsController {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(LiveHub) private readonly hub: LiveHub,
  ) {}

  @OnEvent(PACK_COMMENT_POSTED, { group: 'notifications' })
  async onComment(
    p: EventPayload<typeof PACK_COMMENT_POSTED>,
    context: EventContext<typeof PACK_COMMENT_POSTED>,
  ): Promise<void> {
    if (p.authorRole === 'designer') return;
    const short = p.excerpt.length > 60 ? `${p.excerpt.slice(0, 60)}...` : p.excerpt;
    const text = `${WHO[p.authorRole]} ${p.kind === 'reply' ? 'replied' : 'commented'} on ${p.anchorLabel}: ${short}`;
    const [row] = await this.database.db
      .insert(notifications)
      .values({
        id: randomUUID(),
        userId: p.ownerId,
        kind: 'comment',
        techPackId: p.techPackId,
        orderId: null,
        text,
        at: new Date(p.at),
        sourceEventId: context.envelope.id,
      })
      .onConflictDoNothing({ target: notifications.sourceEventId })
      .returning();
    if (row) this.hub.notify(p.ownerId, toNotification(row));
  }
}
