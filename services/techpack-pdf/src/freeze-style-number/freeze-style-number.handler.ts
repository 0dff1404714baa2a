import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { TechPack } from '@techpack/contracts';
import { DATABASE, processOnce, type DatabaseHandle, type Executor } from '@techpack/platform';
import { TECHPACK_SCHEMA, techPacks } from '../techpack.schema';

export type FreezeReason = 'shared' | 'ordered';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pack once shared or ordered: its style number no longer follows the type (the first date of each is kept). */
export function frozenBy(pack: TechPack, reason: FreezeReason, at: string): TechPack | undefined {
  const field = reason === 'shared' ? 'sharedAt' : 'orderedAt';
  if (pack.styleNumberFrozen && pack[field]) return undefined;
  return { ...pack, styleNumberFrozen: true, [field]: pack[field] ?? at };
}

// A style number the manufacturer has seen (a shared pack) or that names an order must never change, whereas a
// draft's still follows its type. The chat service says when a pack was shared, orders-payments when a sample was
// ordered; the pack remembers it once per event. The row's revision is left alone: the flag is not a designer's edit,
// and bumping it would turn the studio's next save into a stale-revision 409.
@Injectable()
export class FreezeStyleNumberHandler {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** True when the pack was marked by this event. Events for another owner's or an unknown pack change nothing. */
  async execute(eventId: string, input: { techPackId: string | null; userId: string; reason: FreezeReason; at: string }): Promise<boolean> {
    const { techPackId } = input;
    if (!techPackId || !UUID.test(techPackId)) return false;
    let marked = false;
    await processOnce(this.database, TECHPACK_SCHEMA, `techpack-pdf.style-number-${input.reason}`, eventId, async (tx: Executor) => {
      const [row] = await tx.select().from(techPacks).where(eq(techPacks.id, techPackId));
      if (!row || row.userId !== input.userId) return;
      const next = frozenBy(row.data, input.reason, input.at);
      if (!next) return;
      await tx.update(techPacks).set({ data: next }).where(eq(techPacks.id, techPackId));
      marked = true;
    });
    return marked;
  }
}
