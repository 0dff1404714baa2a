import { Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { notificationReadRequest, type NotificationList } from '@techpack/contracts';
import { CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { NotificationsHandler } from './notifications.handler';

@Controller('api/notifications')
@UseGuards(UserGuard)
export class NotificationsController {
  constructor(@Inject(NotificationsHandler) private readonly handler: NotificationsHandler) {}

  // GET /api/notifications -> { unread, items: the latest 50, newest first } (the designer's own)
  @Get()
  list(@CurrentUser() claims: UserClaims): Promise<NotificationList> {
    return this.handler.list(claims.sub);
  }

  // POST /api/notifications/read { ids? } -> { unread }: marks those (or, without ids, all) as read
  @Post('read')
  @HttpCode(200)
  read(
    @CurrentUser() claims: UserClaims,
    @ValidBody(notificationReadRequest) body: z.infer<typeof notificationReadRequest>,
  ): Promise<{ unread: number }> {
    return this.handler.read(claims.sub, body.ids);
  }
}
