import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { adminListQuery, type AdminListQuery, type AdminTechPackView } from '@techpack/contracts';
import { AdminGuard, ZodPipe } from '@techpack/platform';
import { sendPage } from '../listings/listing';
import { ListTechPacksHandler } from './list-tech-packs.handler';

@Controller('api/admin')
export class ListTechPacksController {
  constructor(@Inject(ListTechPacksHandler) private readonly handler: ListTechPacksHandler) {}

  // GET /api/admin/tech-packs?q=&limit=&offset=&userId= -> 200 [tech packs], total in X-Total-Count
  @Get('tech-packs')
  @UseGuards(AdminGuard)
  async list(
    @Query(new ZodPipe(adminListQuery)) query: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminTechPackView[]> {
    return sendPage(reply, query, await this.handler.execute(query));
  }
}
