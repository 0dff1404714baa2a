import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER, techPackListQuerySchema, type TechPackSummary } from '@techpack/contracts';
import {
  CurrentUser,
  DATABASE,
  UserGuard,
  ZodPipe,
  type DatabaseHandle,
  type UserClaims,
} from '@techpack/platform';
import type { z } from 'zod';
import { summariesOfUser } from './summaries';

@Controller('api/tech-packs')
export class ListTechPacksController {
  constructor(@Inject(DATABASE) private readonly db: DatabaseHandle) {}

  // GET /api/tech-packs/user?limit=&cursor= -> the signed-in designer's packs as summaries, newest first; the next
  // page's cursor in X-Next-Cursor (none on the last page)
  @Get('user')
  @UseGuards(UserGuard)
  async list(
    @CurrentUser() claims: UserClaims,
    @Query(new ZodPipe(techPackListQuerySchema)) query: z.infer<typeof techPackListQuerySchema>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TechPackSummary[]> {
    const { items, nextCursor } = await summariesOfUser(this.db, claims.sub, query);
    if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
    return items;
  }
}
