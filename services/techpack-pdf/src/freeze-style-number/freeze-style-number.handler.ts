import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE, processOnce, type DatabaseHandle, type Executor } from '@techpack/platform';
import { TECHPACK_SCHEMA, techPacks } from '../techpack.schema';

export type FreezeReason = 'shared' | 'ordered';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A style number the manufacturer has seen (a shared pack) or that names an order must never change, whereas a
// draft's still follows its type. The chat service says when a pack was shared, orders-payments when a sample was
// ordered; the pack remembers it (styleNumberFrozen, the first sharedAt / orderedAt) once per event.
@Injectable()
export class FreezeStyleNumberHandler {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** True when the pack was marked by this event. Events for another owner's or an unknown pack change nothing. */
  async execute(
    eventId: string,
    input: { techPackId: string | null; userId: string; reason: FreezeReason; at: string },
  ): Promise<boolean> {
    const { techPackId } = input;
    if (!techPackId || !UUID.test(techPackId)) return false;
    const field = input.reason === 'shared' ? 'sharedAt' : 'orderedAt';
    let marked = false;
    await processOnce(
      this.database,
      TECHPACK_SCHEMA,
      `techpack-pdf.style-number-${input.reason}`,
      eventId,
      async (tx: Executor) => {
        // One statement on the stored document: nothing read here can be stale. The row's revision moves on so that an
        // edit computed before this event fails its revision check and is recomputed with the style number frozen; the
        // PDF stays current when it was (nothing the PDF shows changed). The API's revision (the revision log) is not
        // touched: this is no designer's edit, and a studio save on the same revision must still be accepted.
        const res = await tx
          .update(techPacks)
          .set({
            data: sql`${techPacks.data} || jsonb_build_object('styleNumberFrozen', true, ${field}::text, coalesce(${techPacks.data} -> ${field}::text, to_jsonb(${input.at}::text)))`,
            revision: sql`${techPacks.revision} + 1`,
            pdfRevision: sql`case when ${techPacks.pdfRevision} = ${techPacks.revision} then ${techPacks.revision} + 1 else ${techPacks.pdfRevision} end`,
          })
          .where(
            and(
              eq(techPacks.id, techPackId),
              eq(techPacks.userId, input.userId),
              sql`not (coalesce(${techPacks.data} ->> 'styleNumberFrozen', 'false') = 'true' and ${techPacks.data} -> ${field}::text is not null)`,
            ),
          )
          .returning({ id: techPacks.id });
        marked = res.length > 0;
      },
    );
    return marked;
  }
}
