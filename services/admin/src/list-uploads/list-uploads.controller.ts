import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { adminListQuery, type AdminListQuery, type AdminUploadView } from '@techpack/contracts';
import { AdminGuard, ZodPipe } from '@techpack/platform';
import { sendPage } from '../listings/listing';
import { ListUploadsHandler } from './list-uploads.handler';

@Controller('api/admin')
export class ListUploadsController {
  constructor(@Inject(ListUploadsHandler) private readonly handler: ListUploadsHandler) {}

  // GET /api/admin/uploads?q=&limit=&offset=&userId= -> 200 [uploads], total in X-Total-Count
  @Get('uploads')
  @UseGuards(AdminGuard)
  async list(
    @Query(new ZodPipe(adminListQuery)) query: AdminListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminUploadView[]> {
    return sendPage(reply, query, await this.handler.execute(query));
  }
}
