import { Controller, Get, Inject, Param, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser, STORAGE, UserGuard, type ObjectStorage, type UserClaims } from '@techpack/platform';
import { withInlineLogo } from '../logo/store-logo';
import { TechPackStore, toTechPack } from '../store/tech-pack-store';
import { exportFileName, exportOf } from './export-json';

@Controller('api/tech-pack')
export class ExportJsonController {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(STORAGE) private readonly storage: ObjectStorage,
  ) {}

  // GET /api/tech-pack/{id}/export.json -> { schemaVersion, pack } (libs/contracts/src/export/techpack-export.schema.json);
  // owner only, anyone else gets 'Tech Pack Not Found'. The logo travels inside, as a data URL of the stored bounded
  // image, so the file stands on its own.
  @Get(':id/export.json')
  @UseGuards(UserGuard)
  async exportJson(
    @Param('id') id: string,
    @CurrentUser() claims: UserClaims,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pack = await withInlineLogo(
      toTechPack(await this.store.loadOwned(id, claims.sub)),
      this.storage,
      'drop',
    );
    await reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(pack, 'json')}"`)
      .header('cache-control', 'private, no-cache')
      .send(JSON.stringify(exportOf(pack)));
  }
}
