import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MyOrder } from './orders.api';

// The sample's stages with their dates (the order's timeline) and, once shipped, the parcel's carrier and tracking
// link. Stages not reached yet are shown greyed, so the designer sees what comes next.
const STAGES: { status: string; label: string }[] = [
  { status: 'paid', label: 'Paid' },
  { status: 'in_production', label: 'In production' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'delivered', label: 'Delivered' },
];

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });

export function OrderStages({ order }: { order: MyOrder }) {
  const timeline = order.timeline ?? [];
  if (!timeline.some((t) => t.status === 'paid')) return null;
  const reached = new Map(timeline.map((t) => [t.status, t]));
  const tracking = order.tracking;
  return (
    <Box sx={{ mt: 1.25, gridColumn: '1 / -1' }} data-testid="order-stages">
      <Box
        component="ol"
        sx={{ display: 'flex', gap: 1, p: 0, m: 0, listStyle: 'none', flexWrap: 'wrap' }}
        aria-label="Sample stages"
      >
        {STAGES.map((s, i) => {
          const at = reached.get(s.status);
          return (
            <Box
              component="li"
              key={s.status}
              data-testid={`stage-${s.status}`}
              data-reached={at ? 'true' : 'false'}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
            >
              {i > 0 && (
                <Box aria-hidden sx={{ width: 16, height: 2, bgcolor: at ? 'success.main' : 'grey.300' }} />
              )}
              <Typography
                variant="body2"
                sx={{ fontWeight: at ? 700 : 400, color: at ? 'text.primary' : 'text.secondary' }}
              >
                {s.label}
                {at ? ` · ${day(at.at)}` : ''}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {tracking && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="order-tracking">
          {tracking.carrier} {tracking.number}
          {tracking.url && (
            <>
              {' · '}
              <Link href={tracking.url} target="_blank" rel="noopener noreferrer">
                Track parcel
              </Link>
            </>
          )}
        </Typography>
      )}
      {order.techPackRevision ? (
        <Typography variant="caption" color="text.secondary">
          Made from revision {order.techPackRevision} of the tech pack
        </Typography>
      ) : null}
    </Box>
  );
}
