import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { TechPackPdfQuery } from '@techpack/contracts';
import { CorrelationId } from '@techpack/platform';
import { PackViewer, SharedPackViewerGuard } from '../access/viewer.guard';
import type { Viewer } from '../store/tech-pack-store';
import { DownloadPdfHandler } from './download-pdf.handler';

@Controller('api/tech-pack')
export class DownloadPdfController {
  constructor(@Inject(DownloadPdfHandler) private readonly handler: DownloadPdfHandler) {}

  // GET /api/tech-pack/{id}/pdf-download[?download=1][&share=<token>][&unit=in] -> application/pdf
  // (the owner, an operator, or a share link's holder)
  @Get(':id/pdf-download')
  @UseGuards(SharedPackViewerGuard)
  async download(
    @Param('id') id: string,
    @PackViewer() viewer: Viewer,
    @Query() query: TechPackPdfQuery,
    @CorrelationId() correlationId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // a client gone before its copy is ready: a render made for it alone and still waiting is dropped
    const gone = new AbortController();
    reply.raw.once('close', () => reply.raw.writableFinished || gone.abort());
    const file = await this.handler
      .execute(id, viewer, query ?? {}, correlationId, gone.signal)
      .catch((e: unknown) => (gone.signal.aborted ? undefined : Promise.reject(e)));
    if (!file) return; // nobody to answer
    await reply
      .header('content-type', 'application/pdf')
      .header(
        'content-disposition',
        `${file.download ? 'attachment' : 'inline'}; filename="${file.fileName}"`,
      )
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(file.pdf);
  }
}
