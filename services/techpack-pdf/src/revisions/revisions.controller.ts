import { Body, Controller, Get, Inject, Param, Put, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import {
  approvalRequest,
  diffQuery,
  type Approval,
  type PackDiff,
  type PackRevision,
  type TechPack,
} from '@techpack/contracts';
import { AppError, ZodPipe } from '@techpack/platform';
import {
  PackSamplesClient,
  PackTalkAccess,
  TalkActorGuard,
  Talker,
  type TalkActor,
} from '../comments/talk-access';
import { RevisionDiffs } from './revision-diffs';
import { ApprovalsHandler } from './approvals.handler';

const revParam = z.object({
  rev: z.coerce.number().int().min(1, 'rev must be a revision number of this pack'),
});

// Revisions, their comparison, and the designer's approvals of sections: the designer, an operator, and the
// manufacturing partner on the packs of its paid orders read them; only the designer approves.
@Controller('api/tech-pack')
@UseGuards(TalkActorGuard)
export class RevisionsController {
  constructor(
    @Inject(PackTalkAccess) private readonly access: PackTalkAccess,
    @Inject(PackSamplesClient) private readonly samples: PackSamplesClient,
    @Inject(RevisionDiffs) private readonly diffs: RevisionDiffs,
    @Inject(ApprovalsHandler) private readonly approvalsHandler: ApprovalsHandler,
  ) {}

  // GET /api/tech-pack/{id}/revisions -> { revisions: [{ rev, at, who, provenance, summary, comparable, samples }], lastSampledRevision }
  @Get(':id/revisions')
  async list(
    @Param('id') id: string,
    @Talker() actor: TalkActor,
  ): Promise<{ revisions: PackRevision[]; lastSampledRevision: number | null }> {
    const row = await this.access.load(id, actor);
    return this.diffs.list(row, await this.samples.of(row.id).catch(() => []));
  }

  // GET /api/tech-pack/{id}/revisions/{rev} -> the pack as it was at that revision (the Compare view draws its flats)
  @Get(':id/revisions/:rev')
  async one(
    @Param('id') id: string,
    @Param(new ZodPipe(revParam)) params: z.infer<typeof revParam>,
    @Talker() actor: TalkActor,
  ): Promise<TechPack> {
    const row = await this.access.load(id, actor);
    return this.diffs.snapshot(row, params.rev);
  }

  // GET /api/tech-pack/{id}/diff?from=2&to=4 -> field-level changes, old and new, grouped by section
  @Get(':id/diff')
  async diff(
    @Param('id') id: string,
    @Talker() actor: TalkActor,
    @Query(new ZodPipe(diffQuery)) query: z.infer<typeof diffQuery>,
  ): Promise<PackDiff> {
    const row = await this.access.load(id, actor);
    return this.diffs.diff(row, query.from, query.to);
  }

  // GET /api/tech-pack/{id}/approvals -> { approvals: [{ section, approvedAt, revision }] }
  @Get(':id/approvals')
  async approvals(@Param('id') id: string, @Talker() actor: TalkActor): Promise<{ approvals: Approval[] }> {
    const row = await this.access.load(id, actor);
    return this.approvalsHandler.list(row.id);
  }

  // PUT /api/tech-pack/{id}/approvals { section, approved } -> the approvals (the designer only)
  @Put(':id/approvals')
  async approve(
    @Param('id') id: string,
    @Talker() actor: TalkActor,
    @Body(new ZodPipe(approvalRequest)) body: z.infer<typeof approvalRequest>,
  ): Promise<{ approvals: Approval[] }> {
    if (actor.role !== 'designer')
      throw new AppError(403, 'APPROVAL.FORBIDDEN', 'Only the pack’s designer approves its sections');
    const row = await this.access.load(id, actor);
    return this.approvalsHandler.set(row, body.section, body.approved);
  }
}
