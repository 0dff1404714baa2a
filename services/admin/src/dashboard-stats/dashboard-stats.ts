import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { AdminStatsResponse } from '@techpack/contracts';
import { DATABASE, type DatabaseHandle } from '@techpack/platform';
import { iso } from '../listings/listing';

// 'Active in the last 7 days' is a sliding window, so no counter can keep it; it is counted at most
// every 15 s in the background and served from memory meanwhile (the dashboard polls stats every 30 s).
const ACTIVE_TTL_MS = 15_000;

// The dashboard's figures, from the counters the read models' triggers keep (the stats route, the rebuild's answer,
// the system status, the offline rebuild script).
@Injectable()
export class DashboardStats {
  private active: { value: number; at: number; refreshing?: Promise<number> } | undefined;

  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async read(options: { fresh?: boolean } = {}): Promise<AdminStatsResponse> {
    const db = this.database;
    const active = await this.activeUsers7d(options.fresh);
    const rows = await db.query<{ name: string; value: string | number }>(
      db.db,
      sql`select name, value from admin.counters`,
    );
    const c = Object.fromEntries(rows.map((r) => [r.name, Number(r.value)]));
    const [state] = await db.query<{ last_event_at: string | null }>(
      db.db,
      sql`select last_event_at from admin.projection_state where id = 1`,
    );
    return {
      totalUsers: Number(c.users ?? 0),
      activeUsers7d: active,
      totalRevenue: Math.round(((c.revenue_cents ?? 0) / 100) * 100) / 100,
      orderCount: Number(c.orders ?? 0),
      paidOrderCount: Number(c.paid_orders ?? 0),
      techPackCount: Number(c.tech_packs ?? 0),
      uploadCount: Number(c.uploads ?? 0),
      messageCount: Number(c.messages ?? 0),
      lastEventAt: iso(state?.last_event_at ?? null),
    };
  }

  private async activeUsers7d(fresh = false): Promise<number> {
    const cached = this.active;
    if (!cached || fresh) {
      const value = await this.countActive();
      this.active = { value, at: Date.now() };
      return value;
    }
    if (Date.now() - cached.at > ACTIVE_TTL_MS && !cached.refreshing) {
      cached.refreshing = this.countActive()
        .then((value) => {
          this.active = { value, at: Date.now() };
          return value;
        })
        .catch(() => cached.value)
        .finally(() => {
          cached.refreshing = undefined;
        });
    }
    return cached.value;
  }

  private async countActive(): Promise<number> {
    const [r] = await this.database.query<{ n: string | number }>(
      this.database.db,
      sql`select count(*) as n from admin.users where last_login_at > now() - interval '7 days'`,
    );
    return Number(r?.n ?? 0);
  }
}
