import { useState } from 'react';
import { Button, Chip, Menu, MenuItem, Typography } from '@mui/material';
import { toast } from '@techpack/web-shared';
import { useAdminOrderStatusMutation } from './admin.api';
import { adminErrorMessage } from './admin.http';
import {
  fabricLabel,
  formatDate,
  money,
  OPERATOR_STATUSES,
  STATUS_LABELS,
  truncatePaymentId,
} from './admin.format';
import type { AdminOrder } from './admin.types';
import { DataTable, type Column } from './DataTable';

export function OrdersTable({ orders, compact = false }: { orders: AdminOrder[]; compact?: boolean }) {
  const columns: Column<AdminOrder>[] = [
    { header: 'Order', cell: (o) => o.orderNumber },
    {
      header: 'Customer',
      cell: (o) => (
        <>
          <Typography variant="body2">{[o.firstName, o.lastName].filter(Boolean).join(' ')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {o.user?.email ?? o.email}
          </Typography>
        </>
      ),
    },
    { header: 'Fabric', cell: (o) => fabricLabel(o.fabricChoice), hidden: compact },
    { header: 'Total', cell: (o) => money(o.totalAmount), align: 'right' },
    { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
    {
      header: 'Payment',
      cell: (o) => (
        <Typography
          variant="caption"
          sx={{ fontFamily: 'monospace' }}
          title={o.stripePaymentIntentId ?? undefined}
        >
          {truncatePaymentId(o.stripePaymentIntentId)}
        </Typography>
      ),
      hidden: compact,
    },
    { header: 'Ordered', cell: (o) => formatDate(o.orderedAt), hidden: compact },
    { header: 'Actions', cell: (o) => <OrderStatusMenu order={o} />, hidden: compact },
  ];
  return (
    <DataTable
      label="Orders"
      ariaLabel="Orders"
      rows={orders}
      columns={columns}
      emptyText="No orders found"
      rowTestId="order-row"
    />
  );
}

// Spec: 'paid' is the primary badge, every other status secondary.
export function StatusBadge({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      label={status}
      color={status === 'paid' ? 'primary' : 'secondary'}
      data-badge={status === 'paid' ? 'primary' : 'secondary'}
    />
  );
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
    const result = await changeStatus({
      id: order.id,
      status,
      reason: 'Changed by an operator from the admin dashboard',
      ...parcel,
    });
    if ('error' in result && result.error) {
      toast({
        title: 'Status Change Failed',
        description: adminErrorMessage(result.error, 'Could not change the order status'),
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Order Updated',
        description: `${order.orderNumber} is now ${STATUS_LABELS[status] ?? status}`,
      });
    }
  }
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        disabled={options.length === 0 || isLoading}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`Change status of ${order.orderNumber}`}
      >
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
