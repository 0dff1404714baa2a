import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationList } from '@techpack/contracts';
import { DATABASE, type DatabaseHandle } from '@techpack/platform';
import { toNotification } from './notification-view';
import { notifications } from './notifications.schema';

const PAGE = 50;

// A designer's own notifications: the latest page and the unread count, and marking them read
@Injectable()
export class NotificationsHandler {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  // { unread, items: the latest 50, newest first }
  async list(userId: string): Promise<NotificationList> {
    const rows = await this.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.at), desc(notifications.id))
      .limit(PAGE);
    return { unread: await this.unread(userId), items: rows.map(toNotification) };
  }

  // Marks those ids (or, when `ids` is undefined, all) as read; ids that are not uuids are skipped
  async read(userId: string, ids: string[] | undefined): Promise<{ unread: number }> {
    const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
    const valid = (ids ?? []).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (ids === undefined)
      await this.database.db.update(notifications).set({ readAt: new Date() }).where(mine);
    else if (valid.length > 0)
      await this.database.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(mine, inArray(notifications.id, valid)));
    return { unread: await this.unread(userId) };
  }

  private async unread(userId: string): Promise<number> {
    const [{ n }] = await this.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return n;
  }
}
