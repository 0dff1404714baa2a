import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, CircularProgress, Divider, Grid, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { formatMoney } from './money';
import { fieldsFor, parseAddress } from './address';
import { navigate, toast } from '@techpack/web-shared';
import {
  useCreatePaymentIntentMutation,
  useGetPaymentsConfigQuery,
  useGetSampleOrderQuery,
  useUpdateShippingMutation,
  type SampleOrder,
  type StructuredAddress,
} from './checkout.api';
import { PaymentForm } from './payment/PaymentForm';
import { OrderSummary } from './OrderSummary';
import { SuccessScreen } from './CheckoutSuccess';

export { statusLabel } from './order-status';

export interface CheckoutPageProps {
  orderId?: string;
  success?: boolean;
}

export const COUNTRIES = [
  { code: 'US', label: 'United States' },
  { code: 'CA', label: 'Canada' },
  { code: 'GB', label: 'United Kingdom' },
  { code: 'AU', label: 'Australia' },
] as const;

const UNPAID = ['pending_payment', 'payment_failed'];
const DEFAULT_MANUFACTURER_URL = 'https://example.com/manufacturing-partner';

function addressOf(order: SampleOrder): StructuredAddress {
  const a = order.shippingAddress;
  if (a && typeof a === 'object') return { address: a.address ?? '', city: a.city ?? '', state: a.state ?? '', zipCode: a.zipCode ?? '', country: a.country || 'US' };
  // The home form's free-text address fills the fields it can.
  return parseAddress(typeof a === 'string' ? a : '');
}

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
        <Typography color="text.secondary">We couldn't find this order. It may not exist or belong to another account.</Typography>
        <Button sx={{ mt: 2 }} variant="contained" onClick={() => navigate('/')}>
          Back to Home
        </Button>
      </Paper>
    );
  }
  if (success || !UNPAID.includes(data.status)) return <SuccessScreen order={data} confirming={UNPAID.includes(data.status)} />;
  return <CheckoutColumns order={data} />;
}

function CheckoutColumns({ order }: { order: SampleOrder }) {
  const config = useGetPaymentsConfigQuery();
  const [createIntent] = useCreatePaymentIntentMutation();
  const [updateShipping] = useUpdateShippingMutation();
  const [setup, setSetup] = useState<{ state: 'pending' | 'ready' | 'error'; clientSecret?: string }>({ state: 'pending' });
  const [ship, setShip] = useState({ firstName: order.firstName, lastName: order.lastName, email: order.email, ...addressOf(order) });
  const [shipError, setShipError] = useState<string | null>(null);
  // Required fields left empty at the last attempt: highlighted until filled.
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const labels = fieldsFor(ship.country);
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

  const saveShipping = async (): Promise<boolean> => {
    const required = ['firstName', 'lastName', 'address', 'city', 'state', 'zipCode'] as const;
    const empty = required.filter((k) => !ship[k].trim());
    setMissing(new Set(empty));
    if (empty.length > 0) {
      document.querySelector<HTMLInputElement>(`input[name=${empty[0]}]`)?.focus();
      setShipError('Please fill in all shipping address fields');
      toast({ title: 'Missing Information', description: 'Please fill in all shipping address fields', variant: 'destructive' });
      return false;
    }
    setShipError(null);
    // Failure is ignored (spec section 7): the order keeps the address it had.
    await updateShipping({
      id: order.id,
      shippingAddress: { address: ship.address.trim(), city: ship.city.trim(), state: ship.state.trim(), zipCode: ship.zipCode.trim(), country: ship.country },
      firstName: ship.firstName.trim(),
      lastName: ship.lastName.trim(),
      email: ship.email.trim(),
    })
      .unwrap()
      .catch(() => undefined);
    return true;
  };

  const set = (key: keyof typeof ship) => (e: { target: { value: string } }) => {
    setShip((s) => ({ ...s, [key]: e.target.value }));
    if (e.target.value.trim()) setMissing((m) => (m.has(key) ? new Set([...m].filter((k) => k !== key)) : m));
  };
  const err = (key: string) => (missing.has(key) ? { error: true, helperText: 'Required' } : {});
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
          <Stack spacing={2} sx={{ mb: 3 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="First Name" name="firstName" value={ship.firstName} onChange={set('firstName')} required fullWidth size="small" {...err('firstName')} />
              <TextField label="Last Name" name="lastName" value={ship.lastName} onChange={set('lastName')} required fullWidth size="small" {...err('lastName')} />
            </Stack>
            <TextField label="Email" name="email" type="email" value={ship.email} onChange={set('email')} fullWidth size="small" />
            <TextField label="Address" name="address" value={ship.address} onChange={set('address')} required fullWidth size="small" {...err('address')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="City" name="city" value={ship.city} onChange={set('city')} required fullWidth size="small" {...err('city')} />
              <TextField label={labels.state} name="state" value={ship.state} onChange={set('state')} required fullWidth size="small" {...err('state')} />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label={labels.zip} name="zipCode" value={ship.zipCode} onChange={set('zipCode')} required fullWidth size="small" {...err('zipCode')} />
              <TextField
                select
                label="Country"
                name="country"
                value={ship.country}
                onChange={set('country')}
                fullWidth
                size="small"
                SelectProps={{ inputProps: { 'data-testid': 'country' } }}
              >
                {COUNTRIES.map((c) => (
                  <MenuItem key={c.code} value={c.code}>
                    {c.label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {shipError && <Alert severity="error">{shipError}</Alert>}
          </Stack>
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
              beforePay={saveShipping}
              onSuccess={() => navigate(`/checkout/${order.id}?success=true`)}
            />
          )}
        </Paper>
      </Grid>
    </Grid>
  );
}
