import { Alert, Box, Divider, Link, Paper, Stack, Typography } from '@mui/material';
import { PRODUCTION_DAYS, SHIPPING_DAYS } from '@techpack/catalog';
import { formatMoney } from './money';
import type { SampleOrder } from './checkout.api';

// The checkout's left column: who ordered what, the price lines and the production timeline.
export function OrderSummary({ order, manufacturerUrl }: { order: SampleOrder; manufacturerUrl: string }) {
  const p = order.pricing;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="order-summary">
      <Typography variant="h6" gutterBottom>
        Order Summary
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Order {order.orderNumber}
      </Typography>
      <Box sx={{ my: 2 }}>
        <Typography variant="subtitle2">Customer</Typography>
        <Typography>
          {order.firstName} {order.lastName}
        </Typography>
        <Typography color="text.secondary">{order.email}</Typography>
      </Box>
      <Box sx={{ mb: 2 }}>
        <Typography variant="subtitle2">Sample</Typography>
        <Typography>{order.fabricLabel}</Typography>
        {order.quantity > 1 && <Typography color="text.secondary">Quantity: {order.quantity}</Typography>}
      </Box>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="subtitle2" gutterBottom>
        Pricing
      </Typography>
      <PriceRow label="Sample (fabric)" value={p.basePrice} />
      {p.customLabel > 0 && <PriceRow label="Custom label" value={p.customLabel} />}
      {p.customHangTag > 0 && <PriceRow label="Custom hang tag" value={p.customHangTag} />}
      {p.rushProcessing > 0 && <PriceRow label="Rush / express" value={p.rushProcessing} />}
      {p.quantity > 1 && <PriceRow label={`x ${p.quantity} samples`} value={p.unitPrice * p.quantity} />}
      <Divider sx={{ my: 1 }} />
      <Stack direction="row" justifyContent="space-between">
        <Typography variant="subtitle1">Total</Typography>
        <Typography variant="subtitle1" fontWeight={700} data-testid="checkout-total">
          {formatMoney(Number(order.totalAmount))}
        </Typography>
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle2">Production timeline</Typography>
      <Typography variant="body2">
        Production: {PRODUCTION_DAYS.min}-{PRODUCTION_DAYS.max} business days
      </Typography>
      <Typography variant="body2">
        Standard shipping: {SHIPPING_DAYS.min}-{SHIPPING_DAYS.max} days
      </Typography>
      <Alert severity="info" sx={{ mt: 2 }}>
        Your sample is made by our manufacturing partner, who receives your tech pack once payment is
        confirmed.{' '}
        <Link href={manufacturerUrl} target="_blank" rel="noopener noreferrer">
          About our manufacturing partner
        </Link>
      </Alert>
    </Paper>
  );
}

function PriceRow({ label, value }: { label: string; value: number }) {
  return (
    <Stack direction="row" justifyContent="space-between">
      <Typography variant="body2">{label}</Typography>
      <Typography variant="body2">{formatMoney(value)}</Typography>
    </Stack>
  );
}
