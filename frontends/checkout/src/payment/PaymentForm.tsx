import { lazy, Suspense } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { toast } from '@techpack/web-shared';
import { useGetPaymentsConfigQuery } from '../checkout.api';
import { TestCardForm } from './TestCardForm';

// Stripe's SDK is heavy: loaded only when the server says Stripe is the provider.
const StripePaymentForm = lazy(() => import(/* webpackChunkName: "stripe-payment" */ './StripePaymentForm'));

export interface PaymentFormProps {
  clientSecret: string;
  // e.g. "$245.00"
  amount: string;
  // Where Stripe returns after a redirect-based payment method (path, e.g. /checkout/{id}?success=true).
  returnPath: string;
  // Runs before the card is charged (e.g. shipping validation and save); false stops the payment.
  beforePay?: () => Promise<boolean>;
  onSuccess: () => void;
  onCancel?: () => void;
  cancelLabel?: string;
}

export const PAYMENT_NOT_LOADED = 'Stripe is not loaded. Please refresh and try again.';

export function paymentNotLoaded() {
  toast({ title: 'Payment Error', description: PAYMENT_NOT_LOADED, variant: 'destructive' });
}

export function PaymentForm(props: PaymentFormProps) {
  const config = useGetPaymentsConfigQuery();
  if (config.isLoading) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
        <CircularProgress size={24} aria-label="Loading payment form" />
      </Box>
    );
  }
  if (config.isError || !config.data) {
    return (
      <Box>
        <Alert severity="error" sx={{ mb: 2 }}>
          {PAYMENT_NOT_LOADED}
        </Alert>
        <Button variant="contained" fullWidth onClick={paymentNotLoaded}>
          Pay {props.amount}
        </Button>
        {props.onCancel && (
          <Button fullWidth sx={{ mt: 1 }} onClick={props.onCancel}>
            {props.cancelLabel ?? 'Cancel'}
          </Button>
        )}
      </Box>
    );
  }
  if (config.data.provider === 'stripe') {
    return (
      <Suspense
        fallback={
          <Box sx={{ display: 'grid', placeItems: 'center', py: 3 }}>
            <CircularProgress size={24} aria-label="Loading Stripe" />
            <Typography variant="caption">Loading secure card form…</Typography>
          </Box>
        }
      >
        <StripePaymentForm {...props} publishableKey={config.data.publishableKey} />
      </Suspense>
    );
  }
  return <TestCardForm {...props} />;
}
