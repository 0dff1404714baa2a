import { useState } from 'react';
import {
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { PRODUCTION_DAYS, SHIPPING_DAYS } from '@techpack/catalog';
import { navigate, serverMessage, toast } from '@techpack/web-shared';
import { formatMoney } from './money';
import {
  useCancelSampleOrderMutation,
  useCheckoutGenerateMessageMutation,
  type SampleOrder,
} from './checkout.api';
import { statusLabel } from './order-status';

// After payment: the order's status, what happens next, messaging the manufacturer and the refund window.
export function SuccessScreen({ order, confirming }: { order: SampleOrder; confirming: boolean }) {
  const [generate, { isLoading }] = useCheckoutGenerateMessageMutation();
  const [cancelOrder, cancelState] = useCancelSampleOrderMutation();
  const refundable =
    order.status === 'paid' &&
    !!order.refundableUntil &&
    new Date(order.refundableUntil).getTime() > Date.now();
  const [asking, setAsking] = useState(false);
  const cancel = async () => {
    setAsking(false);
    try {
      await cancelOrder({ id: order.id, reason: 'cancelled by the customer at checkout' }).unwrap();
      toast({
        title: 'Order cancelled',
        description: 'Your full refund is on its way: cards take 3-5 business days, digital wallets 1-2.',
      });
    } catch (e) {
      toast({
        title: 'Cancellation Failed',
        description: serverMessage(e) ?? 'Please contact support.',
        variant: 'destructive',
      });
    }
  };
  const contact = async () => {
    // Opened first (synchronously) so that popup blockers allow it; the link is filled in when it arrives.
    const win = window.open('', '_blank');
    try {
      const res = await generate({
        type: 'sample-order',
        orderNumber: order.orderNumber,
        ...(order.techPackId ? { techPackId: order.techPackId } : {}),
        email: order.email,
        fabricChoice: order.fabricChoice,
      }).unwrap();
      if (win) win.location.href = res.url;
      else window.open(res.url, '_blank', 'noopener');
    } catch {
      win?.close();
      toast({
        title: 'Could not open messaging',
        description: 'Please try again in a moment.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 720, mx: 'auto' }}
      data-testid="checkout-success"
    >
      <Typography variant="h4" gutterBottom>
        {confirming
          ? 'Confirming your payment...'
          : ['refunded', 'cancelled'].includes(order.status)
            ? `Order ${statusLabel(order.status).toLowerCase()}`
            : 'Payment Successful!'}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 2 }}>
        <Typography>Order {order.orderNumber}</Typography>
        <Chip
          size="small"
          color={order.status === 'paid' ? 'primary' : 'default'}
          label={statusLabel(order.status)}
          data-testid="order-status"
          data-status={order.status}
        />
        {confirming && <CircularProgress size={16} aria-label="Waiting for the payment confirmation" />}
      </Stack>
      <Typography variant="subtitle1">What happens next</Typography>
      <List dense>
        <ListItem>
          <ListItemText primary="Production starts within 24-48 hours of payment." />
        </ListItem>
        <ListItem>
          <ListItemText
            primary={`Production takes ${PRODUCTION_DAYS.min}-${PRODUCTION_DAYS.max} business days.`}
          />
        </ListItem>
        <ListItem>
          <ListItemText
            primary={`Standard shipping takes ${SHIPPING_DAYS.min}-${SHIPPING_DAYS.max} days (included).`}
          />
        </ListItem>
        <ListItem>
          <ListItemText primary="The manufacturer replies within 24 hours. A confirmation is sent to your e-mail." />
        </ListItem>
        <ListItem>
          <ListItemText primary="Changed your mind? A full refund is possible within 24 hours if production has not begun." />
        </ListItem>
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={contact} disabled={isLoading}>
          Contact Manufacturer
        </Button>
        <Button onClick={() => navigate('/')}>Back to Home</Button>
        {refundable && (
          <Button color="error" onClick={() => setAsking(true)} disabled={cancelState.isLoading}>
            Cancel for a full refund
          </Button>
        )}
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="cancel-order-title">
        <DialogTitle id="cancel-order-title">Cancel this order?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Order {order.orderNumber} is cancelled and the full {formatMoney(Number(order.totalAmount))} is
            refunded to the card you paid with.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} autoFocus>
            Keep the order
          </Button>
          <Button color="error" variant="contained" onClick={() => void cancel()}>
            Cancel for a full refund
          </Button>
        </DialogActions>
      </Dialog>
      {refundable && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Full refunds are available until {new Date(order.refundableUntil!).toLocaleString()} if production
          has not begun.
        </Typography>
      )}
    </Paper>
  );
}
