import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatError,
  linkProps,
  StyleThumb,
  styleNameOf,
  useListUserTechPacksQuery,
  type TechPackSummary as TechPack,
} from '@techpack/web-shared';
import { useMyOrdersQuery, type MyOrder } from './orders.api';
import { statusView } from './order-steps';
import { OrderStages } from './OrderStages';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (v: string) => (Number.isFinite(Number(v)) ? USD.format(Number(v)) : v);
const day = (iso: string | null | undefined) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? null
    : d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
};

// Chip colours at AA contrast: dark text on a light tint.
const TONE: Record<string, { color: string; bgcolor: string }> = {
  default: { color: 'grey.800', bgcolor: 'grey.100' },
  info: { color: '#1E40AF', bgcolor: '#DBEAFE' },
  success: { color: '#166534', bgcolor: '#DCFCE7' },
  warning: { color: '#92400E', bgcolor: '#FEF3C7' },
  error: { color: '#991B1B', bgcolor: '#FEE2E2' },
};

function OrderRow({
  order,
  pack,
  packsKnown,
}: {
  order: MyOrder;
  pack: TechPack | undefined;
  packsKnown: boolean;
}) {
  const view = statusView(order.status);
  const missing = packsKnown ? 'Tech pack no longer in your designs' : 'Tech pack';
  const name = order.techPackId ? (pack ? styleNameOf(pack) : missing) : 'No tech pack attached';
  const ordered = day(order.orderedAt);
  const paid = day(order.paidAt);
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 }, borderRadius: 3 }}
      data-testid="my-order"
      data-order-id={order.id}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.25, md: 2 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0,2.2fr) minmax(0,1fr) minmax(0,1.4fr) auto' },
        }}
      >
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 0 }}>
          <StyleThumb pack={pack ?? null} size={48} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="order-style">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {order.orderNumber}
              {pack?.styleNumber ? ` · ${pack.styleNumber}` : ''}
            </Typography>
          </Box>
        </Stack>
        <Stack spacing={0.5} alignItems="flex-start">
          <Chip
            size="small"
            label={view.label}
            sx={{ fontWeight: 700, ...TONE[view.tone] }}
            data-testid="order-status"
          />
          <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="order-total">
            {money(order.totalAmount)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
              {' '}
              · {order.quantity} sample{order.quantity === 1 ? '' : 's'}
            </Typography>
          </Typography>
        </Stack>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {ordered ? `Ordered ${ordered}` : ''}
            {paid ? ` · Paid ${paid}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.25 }} data-testid="order-next">
            {view.next}
          </Typography>
        </Box>
        <Stack
          direction={{ xs: 'row', md: 'column' }}
          spacing={1}
          sx={{ justifySelf: { md: 'end' }, flexWrap: 'wrap' }}
        >
          {view.action && (
            <Button
              size="small"
              variant={
                order.status === 'pending_payment' || order.status === 'payment_failed'
                  ? 'contained'
                  : 'outlined'
              }
              component="a"
              {...linkProps(view.action.to(order.id))}
            >
              {view.action.label}
            </Button>
          )}
          {order.techPackId && pack && (
            <Button
              size="small"
              component="a"
              {...linkProps(`/chat/${encodeURIComponent(order.techPackId)}`)}
              aria-label={`Chat about ${name}`}
            >
              Chat about it
            </Button>
          )}
        </Stack>
        <OrderStages order={order} />
      </Box>
    </Paper>
  );
}

// /orders: the designer's sample orders with status, total, dates and the next step.
export default function OrdersPage() {
  const orders = useMyOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  const packs = useListUserTechPacksQuery();
  const byId = useMemo(() => new Map((packs.data ?? []).map((p) => [p.id, p])), [packs.data]);
  useEffect(() => {
    document.title = 'My orders · Tech Pack Studio';
  }, []);

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ sm: 'flex-end' }}
        spacing={1.5}
        sx={{ mb: 3 }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, sm: 32 } }}>
            My orders
          </Typography>
          <Typography color="text.secondary">
            Your sample orders, newest first, with what happens next.
          </Typography>
        </Box>
        <Button variant="outlined" component="a" {...linkProps('/designs')}>
          Order a sample from your designs
        </Button>
      </Stack>
      {orders.isLoading || packs.isLoading ? (
        <Stack spacing={1.5} aria-busy="true" aria-label="Loading your orders">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={88} />
          ))}
        </Stack>
      ) : orders.isError ? (
        <Alert severity="error" action={<Button onClick={() => void orders.refetch()}>Try again</Button>}>
          Your orders could not be loaded. {formatError(orders.error)}
        </Alert>
      ) : (orders.data ?? []).length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            No orders yet
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            Order a physical sample of any design: it appears here with its status.
          </Typography>
          <Button variant="contained" component="a" {...linkProps('/designs')}>
            Go to your designs
          </Button>
        </Paper>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Sample orders">
          {(orders.data ?? []).map((o) => (
            <OrderRow
              key={o.id}
              order={o}
              pack={o.techPackId ? byId.get(o.techPackId) : undefined}
              packsKnown={packs.isSuccess}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
