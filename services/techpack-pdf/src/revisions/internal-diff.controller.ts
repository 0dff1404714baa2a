import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import type { z } from 'zod';
import { diffQuery, type PackDiff } from '@techpack/contracts';
import { ServiceGuard, ZodPipe } from '@techpack/platform';
import { TechPackStore } from '../store/tech-pack-store';
import { RevisionDiffs } from './revision-diffs';

// Internal (service token, not routed by the gateway): the diff between two revisions of a pack, for the orders
// service's partner order view (what changed since the last sample the partner made).
@Controller('internal/tech-packs')
@UseGuards(ServiceGuard)
export class InternalDiffController {
  constructor(
    @Inject(TechPackStore) private readonly store: TechPackStore,
    @Inject(RevisionDiffs) private readonly diffs: RevisionDiffs,
  ) {}

  @Get(':id/diff')
  async diff(
    @Param('id') id: string,
    @Query(new ZodPipe(diffQuery)) query: z.infer<typeof diffQuery>,
  ): Promise<PackDiff> {
    const row = await this.store.load(id, { kind: 'admin', sub: 'orders-payments' });
    return this.diffs.diff(row, query.from, query.to);
  }
}
