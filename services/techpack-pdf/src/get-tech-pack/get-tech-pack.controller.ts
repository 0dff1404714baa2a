import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import type { TechPack } from '@techpack/contracts';
import { PackViewer, PackViewerGuard } from '../access/viewer.guard';
import { TechPackStore, toTechPack, type Viewer } from '../store/tech-pack-store';

@Controller('api/tech-pack')
export class GetTechPackController {
  constructor(@Inject(TechPackStore) private readonly store: TechPackStore) {}

  // GET /api/tech-pack/{id} -> the pack (its owner, or an operator; 404 'Tech Pack Not Found' for anyone else)
  @Get(':id')
  @UseGuards(PackViewerGuard)
  async get(@Param('id') id: string, @PackViewer() viewer: Viewer): Promise<TechPack> {
    return toTechPack(await this.store.load(id, viewer));
  }
}
