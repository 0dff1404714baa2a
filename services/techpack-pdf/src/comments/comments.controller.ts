import { Controller, Get, Inject, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import {
  THREAD_STATUSES,
  PACK_TALK_MESSAGES,
  newThreadRequest,
  replyRequest,
  threadPatchRequest,
  type CommentThread,
  type NewThreadRequest,
  type ThreadPatchRequest,
} from '@techpack/contracts';
import { ValidBody, ZodPipe } from '@techpack/platform';
import { PdfRenders } from '../render-pdf/pdf-renders';
import { threadsOf } from './comment-threads';
import { CommentsHandler } from './comments.handler';
import { PackTalkAccess, TalkActorGuard, Talker, type TalkActor } from './talk-access';

export const threadListQuery = z.object({
  status: z.enum(THREAD_STATUSES, { errorMap: () => ({ message: PACK_TALK_MESSAGES.status }) }).optional(),
});

// Comment threads pinned to a field of a pack: the designer, an operator, and the manufacturing partner (its key, on
// the packs of its paid orders); anyone else gets 'Tech Pack Not Found'. Open threads are on the PDF's cover, so a
// change makes the stored PDF stale (rendered again on its next download).
@Controller('api/tech-pack')
@UseGuards(TalkActorGuard)
export class CommentsController {
  constructor(
    @Inject(PackTalkAccess) private readonly access: PackTalkAccess,
    @Inject(CommentsHandler) private readonly handler: CommentsHandler,
    @Inject(PdfRenders) private readonly pdfs: PdfRenders,
  ) {}

  // GET /api/tech-pack/{id}/comments[?status=open|resolved] -> the threads, oldest first
  @Get(':id/comments')
  async list(
    @Param('id') id: string,
    @Talker() actor: TalkActor,
    @Query(new ZodPipe(threadListQuery)) query: z.infer<typeof threadListQuery>,
  ): Promise<CommentThread[]> {
    const row = await this.access.load(id, actor);
    return threadsOf(this.access.db, row.id, query.status);
  }

  // POST /api/tech-pack/{id}/comments { anchor, text, mustResolve? } -> 201 the thread
  @Post(':id/comments')
  async open(
    @Param('id') id: string,
    @Talker() actor: TalkActor,
    @ValidBody(newThreadRequest) body: NewThreadRequest,
  ): Promise<CommentThread> {
    const row = await this.access.load(id, actor);
    const thread = await this.handler.open(row, actor, body);
    await this.pdfs.forgetPdf(row.id);
    return thread;
  }

  // POST /api/tech-pack/{id}/comments/{threadId}/replies { text } -> 201 the thread
  @Post(':id/comments/:threadId/replies')
  async reply(
    @Param('id') id: string,
    @Param('threadId') threadId: string,
    @Talker() actor: TalkActor,
    @ValidBody(replyRequest) body: z.infer<typeof replyRequest>,
  ): Promise<CommentThread> {
    const row = await this.access.load(id, actor);
    return this.handler.reply(row, actor, threadId, body.text);
  }

  // PATCH /api/tech-pack/{id}/comments/{threadId} { status?, mustResolve? } -> the thread
  @Patch(':id/comments/:threadId')
  async patch(
    @Param('id') id: string,
    @Param('threadId') threadId: string,
    @Talker() actor: TalkActor,
    @ValidBody(threadPatchRequest) body: ThreadPatchRequest,
  ): Promise<CommentThread> {
    const row = await this.access.load(id, actor);
    const thread = await this.handler.patch(row, actor, threadId, body);
    await this.pdfs.forgetPdf(row.id);
    return thread;
  }
}
