import { Button, CircularProgress } from '@mui/material';

// The payment form's buttons, for both providers' forms (Stripe's and the test cards'): "Pay <amount>" (a spinner
// named 'Processing payment' while the payment is under way) and, where the form may be left, Cancel.
export function PayButtons({
  amount,
  busy,
  disabled = false,
  onCancel,
  cancelLabel,
}: {
  amount: string;
  busy: boolean;
  disabled?: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  return (
    <>
      <Button type="submit" variant="contained" size="large" disabled={busy || disabled} fullWidth>
        {busy ? (
          <CircularProgress size={20} color="inherit" aria-label="Processing payment" />
        ) : (
          `Pay ${amount}`
        )}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} disabled={busy} fullWidth>
          {cancelLabel ?? 'Cancel'}
        </Button>
      )}
    </>
  );
}
