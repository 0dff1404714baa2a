import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { adminListQuery, type AdminListQuery, type AdminUserView } from '@techpack/contracts';
import { AdminGuard, ZodPipe } from '@techpack/platform';
import { sendPage } from '../listings/listing';
import { ListUsersHandler } from './list-users.handler';

@Controller('api/admin')
export class ListUsersController {
  constructor(@Inject(ListUsersHandler) private readonly handler: ListUsersHandler) {}

  // GET /api/admin/users?q=&limit=&offset=&userId= -> 200 [users], total in X-Total-Count
  @Get('users')
  @UseGuards(AdminGuard)
  async list(
    @Query(new ZodPipe(adminListQuery)) query: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminUserView[]> {
    return sendPage(reply, query, await this.handler.execute(query));
  }
}
