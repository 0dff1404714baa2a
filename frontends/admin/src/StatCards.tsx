import { Grid } from '@mui/material';
import type { AdminStats } from './admin.types';
import { money } from './admin.format';
import { StatCard } from './DashboardParts';

const plural = (n: number) => `from ${n} sample order${n === 1 ? '' : 's'}`;

/** The four headline figures above the tabs. */
export function StatCards({ stats: s, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  return (
    <Grid container spacing={2}>
      <StatCard
        title="Total Users"
        value={loading ? '...' : String(s?.totalUsers ?? 0)}
        note={`${s?.activeUsers7d ?? 0} active in last 7 days`}
        testId="stat-users"
      />
      <StatCard
        title="Total Revenue"
        value={loading ? '...' : money(s?.totalRevenue ?? 0)}
        note={plural(s?.paidOrderCount ?? s?.orderCount ?? 0)}
        detail={
          s?.paidOrderCount !== undefined
            ? `paid, not refunded or cancelled; ${s.orderCount} placed in all`
            : undefined
        }
        testId="stat-revenue"
      />
      <StatCard
        title="Tech Packs"
        value={loading ? '...' : String(s?.techPackCount ?? 0)}
        note={`generated from ${s?.uploadCount ?? 0} uploads`}
        testId="stat-techpacks"
      />
      <StatCard
        title="Chat Messages"
        value={loading ? '...' : String(s?.messageCount ?? 0)}
        note="between designers and the manufacturer"
        testId="stat-messages"
      />
    </Grid>
  );
}
