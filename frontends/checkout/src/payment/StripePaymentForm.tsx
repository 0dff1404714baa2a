import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { toast } from '@techpack/web-shared';
import { paymentNotLoaded, PAYMENT_NOT_LOADED, type PaymentFormProps } from './PaymentForm';
import { PayButtons } from './PayButtons';

const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(key: string) {
  let p = stripes.get(key);
  if (!p) {
    p = loadStripe(key);
    stripes.set(key, p);
  }
  return p;
}

function StripeInner({ amount, returnPath, beforePay, onSuccess, onCancel, cancelLabel }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) {
      paymentNotLoaded();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (beforePay && !(await beforePay())) return;
      // Redirect only when the payment method requires it (spec section 7).
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: new URL(returnPath, window.location.origin).toString() },
        redirect: 'if_required',
      });
      if (result.error) {
        const message = result.error.message ?? 'Your payment was not completed.';
        setError(message);
        toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
        return;
      }
      if (
        result.paymentIntent &&
        ['succeeded', 'processing', 'requires_capture'].includes(result.paymentIntent.status)
      )
        onSuccess();
    } catch {
      toast({
        title: 'Payment Error',
        description: 'An unexpected error occurred. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit}>
      <Stack spacing={2}>
        <PaymentElement />
        {error && <Alert severity="error">{error}</Alert>}
        <PayButtons amount={amount} busy={busy} onCancel={onCancel} cancelLabel={cancelLabel} />
      </Stack>
    </Box>
  );
}

// Stripe's Payment Element (cards and any wallet enabled on the account).
export default function StripePaymentForm(props: PaymentFormProps & { publishableKey?: string }) {
  const stripePromise = useMemo(
    () => (props.publishableKey ? stripeFor(props.publishableKey) : null),
    [props.publishableKey],
  );
  if (!stripePromise) return <Alert severity="error">{PAYMENT_NOT_LOADED}</Alert>;
  return (
    <Elements
      stripe={stripePromise}
      options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}
    >
      <StripeInner {...props} />
    </Elements>
  );
}
