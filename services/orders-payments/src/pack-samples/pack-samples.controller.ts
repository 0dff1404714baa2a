import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import type { PackSample } from '@techpack/contracts';
import { DATABASE, ServiceGuard, type DatabaseHandle } from '@techpack/platform';
import { sampleOrders } from '../orders.schema';

// Internal (service token, not routed by the gateway): the sample orders of one pack with the revision each was made
// from. The tech pack service asks it to let the manufacturing partner at the packs of its orders, and to tell what
// changed since the last sampled revision.
@Controller('internal/tech-packs')
@UseGuards(ServiceGuard)
export class PackSamplesController {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  @Get(':id/samples')
  async samples(@Param('id') id: string): Promise<{ samples: PackSample[] }> {
    const rows = await this.database.db
      .select({
        orderId: sampleOrders.id,
        orderNumber: sampleOrders.orderNumber,
        status: sampleOrders.status,
        revision: sampleOrders.techPackRevision,
        orderedAt: sampleOrders.orderedAt,
      })
      .from(sampleOrders)
      .where(eq(sampleOrders.techPackId, id.slice(0, 64)))
      .orderBy(asc(sampleOrders.orderedAt))
      .limit(500);
    return { samples: rows.map((r) => ({ ...r, orderedAt: r.orderedAt.toISOString() })) };
  }
}
