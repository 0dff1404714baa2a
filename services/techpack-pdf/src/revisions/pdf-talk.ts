import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, LOGGER, type DatabaseHandle, type Logger } from '@techpack/platform';
import { openThreadsOf } from '../comments/open-threads';
import { PackSamplesClient } from '../comments/talk-access';
import type { PdfTalk } from '../pdf/document/pack-talk-pages';
import type { TechPackRow } from '../techpack.schema';
import { approvalsOf } from './approvals';
import { RevisionDiffs } from './revision-diffs';

// What the PDF shows of the talk on a pack: open questions and approvals on the cover, and the "Changes since
// revision N" page when a sample was made from an earlier revision. A PDF without them beats no PDF: a failure to
// read them (the orders service away) leaves them out.
@Injectable()
export class PdfTalkReader {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(PackSamplesClient) private readonly samples: PackSamplesClient,
    @Inject(RevisionDiffs) private readonly diffs: RevisionDiffs,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async of(row: TechPackRow): Promise<PdfTalk | undefined> {
    try {
      const [openThreads, approvals, samples] = await Promise.all([
        openThreadsOf(this.database.db, row.id),
        approvalsOf({ db: this.database.db }, row.id),
        this.samples.of(row.id).catch(() => []),
      ]);
      const diff = await this.diffs.sinceLastSample(row, samples);
      const changes = diff
        ? { ...diff, sampleOrders: samples.filter((o) => o.revision === diff.from).map((o) => o.orderNumber) }
        : null;
      return { openThreads, approvals, changes };
    } catch (e) {
      this.logger.warn({ err: e, techPackId: row.id }, 'comments and changes left out of the PDF');
      return undefined;
    }
  }
}
