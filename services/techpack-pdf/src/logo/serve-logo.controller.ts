import { Controller, Get, Inject, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AppError, STORAGE, type ObjectStorage } from '@techpack/platform';
import { PackViewer, PackViewerGuard } from '../access/viewer.guard';
import { TechPackStore, type Viewer } from '../store/tech-pack-store';
import { LOGO_FILE, logoRef, readStoredLogo } from './store-logo';

@Controller('api/tech-pack')
export class ServeLogoController {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
  ) {}

  // GET /api/tech-pack/{id}/logo/{hash}.{png|jpg} -> the pack's stored, bounded logo (branding.logo names it), to the
  // pack's owner and operators; 'Tech Pack Not Found' for anyone else, as the pack itself.
  @Get(':id/logo/:file')
  @UseGuards(PackViewerGuard)
  async logo(
    @Param('id') id: string,
    @Param('file') file: string,
    @PackViewer() viewer: Viewer,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const row = await this.store.load(id, viewer);
    const stored = LOGO_FILE.test(file)
      ? await readStoredLogo(this.storage, row.id, logoRef(row.id, file))
      : null;
    if (!stored) throw new AppError(404, 'TECHPACK.LOGO_NOT_FOUND', 'Logo not found');
    await reply
      .header('content-type', stored.contentType)
      // named by its content: a changed logo has another path
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(stored.data);
  }
}
