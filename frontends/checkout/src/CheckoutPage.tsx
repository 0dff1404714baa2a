import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, CircularProgress, Divider, Grid, Paper, Stack, Typography } from '@mui/material';
import { formatMoney } from './money';
import { navigate } from '@techpack/web-shared';
import {
  useCreatePaymentIntentMutation,
  useGetPaymentsConfigQuery,
  useGetSampleOrderQuery,
  type SampleOrder,
} from './checkout.api';
import { PaymentForm } from './payment/PaymentForm';
import { OrderSummary } from './OrderSummary';
import { SuccessScreen } from './CheckoutSuccess';
import { ShippingFields, useShippingForm } from './ShippingForm';

export { statusLabel } from './order-status';

export interface CheckoutPageProps {
  orderId?: string;
  success?: boolean;
}

export { COUNTRIES } from './ShippingForm';

const UNPAID = ['pending_payment', 'payment_failed'];
const DEFAULT_MANUFACTURER_URL = 'https://example.com/manufacturing-partner';

// Checkout (/checkout/{orderId}, optional ?success=true), spec sections 2, 4, 5 and 8.
export default function CheckoutPage({ orderId, success = false }: CheckoutPageProps) {
  if (!orderId) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h6">Invalid checkout URL</Typography>
        <Button sx={{ mt: 2 }} variant="contained" onClick={() => navigate('/')}>
          Back to Home
        </Button>
      </Paper>
    );
  }
  return <Checkout orderId={orderId} success={success} />;
}

function Checkout({ orderId, success }: { orderId: string; success: boolean }) {
  // After payment the provider confirms through its webhook: poll until the order shows it.
  const [poll, setPoll] = useState(success ? 1500 : 0);
  const order = useGetSampleOrderQuery(orderId, { pollingInterval: poll, refetchOnMountOrArgChange: true });
  const data = order.data;
  useEffect(() => {
    if (data && !UNPAID.includes(data.status)) setPoll(0);
    else if (success) setPoll(1500);
  }, [data, success]);

  if (order.isLoading) {
    return (
      <Stack alignItems="center" spacing={2} sx={{ py: 8 }}>
        <CircularProgress aria-label="Loading order" />
        <Typography color="text.secondary">Loading your order...</Typography>
      </Stack>
    );
  }
  if (order.isError || !data) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h5" gutterBottom>
          Order Not Found
        </Typography>
        <Typography color="text.secondary">
          We couldn't find this order. It may not exist or belong to another account.
        </Typography>
        <Button sx={{ mt: 2 }} variant="contained" onClick={() => navigate('/')}>
          Back to Home
        </Button>
      </Paper>
    );
  }
  if (success || !UNPAID.includes(data.status))
    return <SuccessScreen order={data} confirming={UNPAID.includes(data.status)} />;
  return <CheckoutColumns order={data} />;
}

function CheckoutColumns({ order }: { order: SampleOrder }) {
  const config = useGetPaymentsConfigQuery();
  const [createIntent] = useCreatePaymentIntentMutation();
  const [setup, setSetup] = useState<{ state: 'pending' | 'ready' | 'error'; clientSecret?: string }>({
    state: 'pending',
  });
  const shipping = useShippingForm(order);
  const started = useRef(false);

  const setupPayment = useCallback(async () => {
    setSetup({ state: 'pending' });
    try {
      const res = await createIntent({ orderId: order.id }).unwrap();
      if (!res.clientSecret) throw new Error('Could not initialize payment');
      setSetup({ state: 'ready', clientSecret: res.clientSecret });
    } catch {
      setSetup({ state: 'error' });
    }
  }, [createIntent, order.id]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void setupPayment();
  }, [setupPayment]);

  const manufacturerUrl = config.data?.manufacturerUrl ?? DEFAULT_MANUFACTURER_URL;

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Button onClick={() => window.history.back()} sx={{ mb: 2 }}>
          ← Back to Order Details
        </Button>
        <OrderSummary order={order} manufacturerUrl={manufacturerUrl} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography variant="h6" gutterBottom>
            Complete Your Order
          </Typography>
          {order.status === 'payment_failed' && order.lastPaymentError && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              Your last payment attempt failed: {order.lastPaymentError}
            </Alert>
          )}
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Shipping address
          </Typography>
          <ShippingFields form={shipping} />
          <Divider sx={{ mb: 2 }} />
          {setup.state === 'pending' && (
            <Stack alignItems="center" spacing={1} sx={{ py: 3 }}>
              <CircularProgress size={28} />
              <Typography variant="body2">Setting up secure payment...</Typography>
            </Stack>
          )}
          {setup.state === 'error' && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void setupPayment()}>
                  Retry Payment Setup
                </Button>
              }
            >
              <Typography variant="subtitle2">Payment Setup Error</Typography>
              Unable to initialize payment. Please try again.
            </Alert>
          )}
          {setup.state === 'ready' && setup.clientSecret && (
            <PaymentForm
              clientSecret={setup.clientSecret}
              amount={formatMoney(Number(order.totalAmount))}
              returnPath={`/checkout/${order.id}?success=true`}
              beforePay={shipping.saveShipping}
              onSuccess={() => navigate(`/checkout/${order.id}?success=true`)}
            />
          )}
        </Paper>
      </Grid>
    </Grid>
  );
}
