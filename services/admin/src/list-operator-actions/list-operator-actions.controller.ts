import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { adminListQuery, type AdminListQuery, type AdminOperatorActionView } from '@techpack/contracts';
import { AdminGuard, ZodPipe } from '@techpack/platform';
import { sendPage } from '../listings/listing';
import { ListOperatorActionsHandler } from './list-operator-actions.handler';

@Controller('api/admin')
export class ListOperatorActionsController {
  constructor(@Inject(ListOperatorActionsHandler) private readonly handler: ListOperatorActionsHandler) {}

  // GET /api/admin/actions?q=&limit=&offset= -> 200 [operator actions], total in X-Total-Count
  @Get('actions')
  @UseGuards(AdminGuard)
  async list(
    @Query(new ZodPipe(adminListQuery)) query: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminOperatorActionView[]> {
    return sendPage(reply, query, await this.handler.execute(query));
  }
}
