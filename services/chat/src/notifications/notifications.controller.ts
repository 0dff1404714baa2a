import { Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notificationReadRequest, type NotificationList } from '@techpack/contracts';
import {
  CurrentUser,
  DATABASE,
  UserGuard,
  ValidBody,
  type DatabaseHandle,
  type UserClaims,
} from '@techpack/platform';
import { toNotification } from './notification-view';
import { notifications } from './notifications.schema';

const PAGE = 50;

@Controller('api/notifications')
@UseGuards(UserGuard)
export class NotificationsController {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  // GET /api/notifications -> { unread, items: the latest 50, newest first } (the designer's own)
  @Get()
  async list(@CurrentUser() claims: UserClaims): Promise<NotificationList> {
    const rows = await this.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, claims.sub))
      .orderBy(desc(notifications.at), desc(notifications.id))
      .limit(PAGE);
    return { unread: await this.unread(claims.sub), items: rows.map(toNotification) };
  }

  // POST /api/notifications/read { ids? } -> { unread }: marks those (or, without ids, all) as read
  @Post('read')
  @HttpCode(200)
  async read(
    @CurrentUser() claims: UserClaims,
    @ValidBody(notificationReadRequest) body: z.infer<typeof notificationReadRequest>,
  ): Promise<{ unread: number }> {
    const mine = and(eq(notifications.userId, claims.sub), isNull(notifications.readAt));
    const ids = (body.ids ?? []).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
    if (body.ids === undefined)
      await this.database.db.update(notifications).set({ readAt: new Date() }).where(mine);
    else if (ids.length > 0)
      await this.database.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(mine, inArray(notifications.id, ids)));
    return { unread: await this.unread(claims.sub) };
  }

  private async unread(userId: string): Promise<number> {
    const [{ n }] = await this.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return n;
  }
}
