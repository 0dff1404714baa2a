import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { Approval, ApprovalSection } from '@techpack/contracts';
import { CLOCK, type Clock } from '@techpack/platform';
import { PdfRenders } from '../render-pdf/pdf-renders';
import { PackTalkAccess } from '../comments/talk-access';
import { toTechPack } from '../store/tech-pack-store';
import type { TechPackRow } from '../techpack.schema';
import { approvalsOf } from './approvals';
import { packApprovals } from './talk.schema';

// The designer's approvals of a pack's sections: an approval records the pack's revision it was given at; taking
// it back removes it. The cached PDF is dropped either way (its cover shows the approvals).
@Injectable()
export class ApprovalsHandler {
  constructor(
    @Inject(PackTalkAccess) private readonly access: PackTalkAccess,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(PdfRenders) private readonly pdfs: PdfRenders,
  ) {}

  async list(packId: string): Promise<{ approvals: Approval[] }> {
    return { approvals: await approvalsOf(this.access, packId) };
  }

  async set(
    row: TechPackRow,
    section: ApprovalSection,
    approved: boolean,
  ): Promise<{ approvals: Approval[] }> {
    const where = and(eq(packApprovals.packId, row.id), eq(packApprovals.section, section));
    if (approved) {
      const values = {
        packId: row.id,
        section,
        approvedAt: this.clock.now(),
        revision: toTechPack(row).revision ?? 1,
      };
      await this.access.db
        .insert(packApprovals)
        .values(values)
        .onConflictDoUpdate({ target: [packApprovals.packId, packApprovals.section], set: values });
    } else await this.access.db.delete(packApprovals).where(where);
    await this.pdfs.forgetPdf(row.id);
    return this.list(row.id);
  }
}
