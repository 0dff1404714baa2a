import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import type { PackSample } from '@techpack/contracts';
import { DATABASE, type DatabaseHandle } from '@techpack/platform';
import { sampleOrders } from '../orders.schema';

// The sample orders of one pack (up to 500, oldest first) with the revision each was made from.
@Injectable()
export class PackSamplesHandler {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async execute(techPackId: string): Promise<{ samples: PackSample[] }> {
    const rows = await this.database.db
      .select({
        orderId: sampleOrders.id,
        orderNumber: sampleOrders.orderNumber,
        status: sampleOrders.status,
        revision: sampleOrders.techPackRevision,
        orderedAt: sampleOrders.orderedAt,
      })
      .from(sampleOrders)
      .where(eq(sampleOrders.techPackId, techPackId))
      .orderBy(asc(sampleOrders.orderedAt))
      .limit(500);
    return { samples: rows.map((r) => ({ ...r, orderedAt: r.orderedAt.toISOString() })) };
  }
}
