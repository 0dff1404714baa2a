import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { adminListQuery, type AdminListQuery, type AdminMessageView } from '@techpack/contracts';
import { AdminGuard, ZodPipe } from '@techpack/platform';
import { sendPage } from '../listings/listing';
import { ListMessagesHandler } from './list-messages.handler';

@Controller('api/admin')
export class ListMessagesController {
  constructor(@Inject(ListMessagesHandler) private readonly handler: ListMessagesHandler) {}

  // GET /api/admin/messages?q=&limit=&offset=&techPackId=&userId= -> 200 [messages], total in X-Total-Count
  @Get('messages')
  @UseGuards(AdminGuard)
  async list(
    @Query(new ZodPipe(adminListQuery)) query: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminMessageView[]> {
    return sendPage(reply, query, await this.handler.execute(query));
  }
}
