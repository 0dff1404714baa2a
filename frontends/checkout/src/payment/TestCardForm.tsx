import { useState, type FormEvent } from 'react';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import { apiRequest, isApiError, serverMessage, toast } from '@techpack/web-shared';
import type { PaymentFormProps } from './PaymentForm';
import { PayButtons } from './PayButtons';

export const TEST_SUCCESS_CARD = '4242 4242 4242 4242';
export const TEST_DECLINED_CARD = '4000 0000 0000 0002';

// Groups digits in fours as a card form does.
const formatCard = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const formatExpiry = (v: string) => {
  const d = v.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
};

// The embedded test provider's card form: clearly a test, no card is ever charged. The provider decides
// (4242... succeeds, 4000 0000 0000 0002 is declined) and confirms the order through its webhook.
export function TestCardForm({
  clientSecret,
  amount,
  beforePay,
  onSuccess,
  onCancel,
  cancelLabel,
}: PaymentFormProps) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      if (beforePay && !(await beforePay())) return;
      await apiRequest({
        url: '/api/payments/test/confirm',
        method: 'POST',
        body: { clientSecret, cardNumber: cardNumber.replace(/\s/g, ''), expiry, cvc },
      });
      onSuccess();
    } catch (err) {
      const message = serverMessage(err);
      if (isApiError(err) && typeof err.status === 'number' && message) {
        setError(message);
        toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
      } else {
        toast({
          title: 'Payment Error',
          description: 'An unexpected error occurred. Please try again.',
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="test-card-form">
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography variant="subtitle2" component="div">
          TEST PAYMENT PROVIDER
        </Typography>
        <Typography variant="body2" component="div">
          Test mode - no card is charged
        </Typography>
        <Typography variant="caption" component="div">
          Use {TEST_SUCCESS_CARD} to pay, or {TEST_DECLINED_CARD} to see a declined card. Any future expiry
          and any CVC.
        </Typography>
      </Alert>
      <Stack spacing={2}>
        <TextField
          label="Card number"
          value={cardNumber}
          onChange={(e) => setCardNumber(formatCard(e.target.value))}
          inputProps={{ inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'card-number' }}
          placeholder={TEST_SUCCESS_CARD}
          required
          fullWidth
        />
        <Stack direction="row" spacing={2}>
          <TextField
            label="Expiry (MM/YY)"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            inputProps={{ inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'card-expiry' }}
            placeholder="12/34"
            fullWidth
          />
          <TextField
            label="CVC"
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
            inputProps={{ inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'card-cvc' }}
            placeholder="123"
            fullWidth
          />
        </Stack>
        {error && (
          <Alert severity="error" data-testid="payment-error">
            {error}
          </Alert>
        )}
        <PayButtons
          amount={amount}
          busy={busy}
          disabled={cardNumber.replace(/\s/g, '').length < 12}
          onCancel={onCancel}
          cancelLabel={cancelLabel}
        />
      </Stack>
    </Box>
  );
}
