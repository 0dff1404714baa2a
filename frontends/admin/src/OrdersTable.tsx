import { useState } from 'react';
import { Button, Chip, Menu, MenuItem, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { toast } from '@techpack/web-shared';
import { ScrollTable } from './ScrollTable';
import { useAdminOrderStatusMutation } from './admin.api';
import { adminErrorMessage } from './admin.http';
import { fabricLabel, formatDate, money, OPERATOR_STATUSES, STATUS_LABELS, truncatePaymentId } from './admin.format';
import type { AdminOrder } from './admin.types';
import { Empty } from './DashboardParts';

export function OrdersTable({ orders, compact = false }: { orders: AdminOrder[]; compact?: boolean }) {
  return (
    <ScrollTable label="Orders">
      <Table size="small" aria-label="Orders">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            {!compact && <TableCell>Fabric</TableCell>}
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
            {!compact && <TableCell>Payment</TableCell>}
            {!compact && <TableCell>Ordered</TableCell>}
            {!compact && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.length === 0 && <Empty cols={compact ? 4 : 8} text="No orders found" />}
          {orders.map((o) => (
            <TableRow key={o.id} data-testid="order-row">
              <TableCell>{o.orderNumber}</TableCell>
              <TableCell>
                <Typography variant="body2">{[o.firstName, o.lastName].filter(Boolean).join(' ')}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {o.user?.email ?? o.email}
                </Typography>
              </TableCell>
              {!compact && <TableCell>{fabricLabel(o.fabricChoice)}</TableCell>}
              <TableCell align="right">{money(o.totalAmount)}</TableCell>
              <TableCell>
                <StatusBadge status={o.status} />
              </TableCell>
              {!compact && (
                <TableCell>
                  <Typography variant="caption" sx={{ fontFamily: 'monospace' }} title={o.stripePaymentIntentId ?? undefined}>
                    {truncatePaymentId(o.stripePaymentIntentId)}
                  </Typography>
                </TableCell>
              )}
              {!compact && <TableCell>{formatDate(o.orderedAt)}</TableCell>}
              {!compact && (
                <TableCell>
                  <OrderStatusMenu order={o} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

// Spec: 'paid' is the primary badge, every other status secondary.
export function StatusBadge({ status }: { status: string }) {
  return <Chip size="small" label={status} color={status === 'paid' ? 'primary' : 'secondary'} data-badge={status === 'paid' ? 'primary' : 'secondary'} />;
}

function OrderStatusMenu({ order }: { order: AdminOrder }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changeStatus, { isLoading }] = useAdminOrderStatusMutation();
  const options = OPERATOR_STATUSES[order.status] ?? [];
  async function choose(status: string) {
    setAnchor(null);
    // a shipped sample carries its parcel: the designer sees the carrier and the tracking link
    let parcel = {};
    if (status === 'shipped') {
      const carrier = window.prompt('Carrier (e.g. UPS, DHL)')?.trim();
      const trackingNumber = carrier ? window.prompt('Tracking number')?.trim() : undefined;
      if (!carrier || !trackingNumber) return;
      const trackingUrl = window.prompt('Tracking link (optional)')?.trim();
      parcel = { carrier, trackingNumber, ...(trackingUrl ? { trackingUrl } : {}) };
    }
    const result = await changeStatus({ id: order.id, status, reason: 'Changed by an operator from the admin dashboard', ...parcel });
    if ('error' in result && result.error) {
      toast({ title: 'Status Change Failed', description: adminErrorMessage(result.error, 'Could not change the order status'), variant: 'destructive' });
    } else {
      toast({ title: 'Order Updated', description: `${order.orderNumber} is now ${STATUS_LABELS[status] ?? status}` });
    }
  }
  return (
    <>
      <Button size="small" variant="outlined" disabled={options.length === 0 || isLoading} onClick={(e) => setAnchor(e.currentTarget)} aria-label={`Change status of ${order.orderNumber}`}>
        {isLoading ? 'Updating...' : 'Change status'}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {options.map((s) => (
          <MenuItem key={s} onClick={() => void choose(s)}>
            {STATUS_LABELS[s] ?? s}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
