import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  MenuItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
} from '@mui/material';
import { FABRIC_CHOICES, FABRIC_PRICES, SAMPLE_QUANTITY, type FabricChoice } from '@techpack/catalog';
import { formatMoney } from './money';
import { StyleThumb, styleNameOf, toast, useAuth, useGetTechPackQuery, type TechPack } from '@techpack/web-shared';
import { orderDefaultsFrom, type StudioPackLike } from './studio-choices';
import {
  useCheckoutShareTechPackMutation,
  useCreateSamplePaymentIntentMutation,
  useGetSampleQuoteMutation,
  type Quote,
} from './checkout.api';
import { PaymentForm } from './payment/PaymentForm';
import { confirmSecondSample } from './same-revision';

export interface SampleProductionDialogProps {
  open: boolean;
  onClose: () => void;
  techPackId?: string;
  techPack?: (Pick<TechPack, 'id'> & StudioPackLike) | null;
}

type StepName = 'details' | 'quote' | 'payment';
const STEPS: StepName[] = ['details', 'quote', 'payment'];
const STEP_LABELS: Record<StepName, string> = { details: 'Details', quote: 'Quote', payment: 'Payment' };

// Sample production dialog (spec sections 2, 4, 5, 8): details -> quote -> payment.
export default function SampleProductionDialog({ open, onClose, techPackId, techPack }: SampleProductionDialogProps) {
  const id = techPackId ?? techPack?.id;
  const { user } = useAuth();
  // The design being ordered: named in the title, its studio fabric the default.
  const fetched = useGetTechPackQuery(id ?? '', { skip: !id || !!techPack?.materials });
  const pack = (techPack?.materials ? techPack : fetched.data) as (StudioPackLike & Partial<TechPack>) | undefined;
  const defaults = orderDefaultsFrom(pack);
  const initial = () => ({
    fabricChoice: defaults.fabricChoice as FabricChoice,
    quantity: '1',
    urgency: 'standard' as 'standard' | 'rush',
    specialRequirements: '',
    shippingAddress: '',
    firstName: (user?.firstName as string | undefined) ?? '',
    lastName: (user?.lastName as string | undefined) ?? '',
    email: user?.email ?? '',
  });
  const [details, setDetails] = useState(initial);
  // The pack may arrive after the dialog opened: take its fabric unless the designer already chose one.
  const [fabricTouched, setFabricTouched] = useState(false);
  const fabricChoice = fabricTouched ? details.fabricChoice : defaults.fabricChoice;
  const [step, setStep] = useState<StepName>('details');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [payment, setPayment] = useState<{ clientSecret: string; orderId: string; orderNumber: string } | null>(null);
  const [setupFailed, setSetupFailed] = useState(false);
  const [getQuote, quoteState] = useGetSampleQuoteMutation();
  const [createIntent, intentState] = useCreateSamplePaymentIntentMutation();
  const [share] = useCheckoutShareTechPackMutation();

  const set = <K extends keyof ReturnType<typeof initial>>(key: K, value: ReturnType<typeof initial>[K]) => setDetails((d) => ({ ...d, [key]: value }));
  // The field keeps exactly what was typed (Backspace leaves it empty); only a whole number 1-50 can be quoted.
  const quantity = parseQuantity(details.quantity);
  const quantityError = quantity === null ? `Enter a whole number from ${SAMPLE_QUANTITY.min} to ${SAMPLE_QUANTITY.max}` : null;
  const canQuote = quantity !== null && !!(details.firstName.trim() && details.lastName.trim() && details.email.trim() && details.shippingAddress.trim());

  const reset = () => {
    setStep('details');
    setQuote(null);
    setPayment(null);
    setSetupFailed(false);
  };

  const requestQuote = async () => {
    try {
      if (quantity === null) return;
      const res = await getQuote({ techPackId: id, quantity, urgency: details.urgency, fabricChoice }).unwrap();
      setQuote(res.quote);
      setStep('quote');
    } catch {
      toast({ title: 'Quote Failed', description: 'Failed to get quote', variant: 'destructive' });
    }
  };

  const proceed = async () => {
    if (!(await confirmSecondSample(id, pack?.revision))) return;
    setSetupFailed(false);
    setPayment(null);
    setStep('payment');
    try {
      if (quantity === null) throw new Error('Invalid quantity');
      const res = await createIntent({
        techPackId: id,
        quantity,
        urgency: details.urgency,
        fabricChoice,
        specialRequirements: details.specialRequirements.trim(),
        shippingAddress: details.shippingAddress.trim(),
        firstName: details.firstName.trim(),
        lastName: details.lastName.trim(),
        email: details.email.trim(),
      }).unwrap();
      if (!res.clientSecret) throw new Error('Could not initialize payment');
      setPayment(res);
    } catch {
      setSetupFailed(true);
      toast({ title: 'Payment Setup Failed', description: 'Failed to setup payment', variant: 'destructive' });
    }
  };

  const paid = () => {
    const orderNumber = payment?.orderNumber;
    toast({ title: 'Payment Successful!', description: `Your sample order ${orderNumber ?? ''} is confirmed. Production starts within 24-48 hours.` });
    onClose();
    reset();
    if (id) {
      share({
        techPackId: id,
        message: `Sample order ${orderNumber ?? ''} is paid (${quantity ?? details.quantity} x, ${details.urgency}). Please start sample production.`,
        includePdf: true,
      })
        .unwrap()
        .catch(() => toast({ title: 'Sharing Failed', description: 'Failed to share tech pack', variant: 'destructive' }));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sample-production-title">
      <DialogTitle id="sample-production-title">Sample Production</DialogTitle>
      <DialogContent dividers>
        {pack && (
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 2 }} data-testid="ordering-design">
            <StyleThumb pack={pack} size={44} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
                Ordering a sample of
              </Typography>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {styleNameOf(pack)}
                {pack.styleNumber ? ` · ${pack.styleNumber}` : ''}
              </Typography>
            </Box>
          </Stack>
        )}
        <Stepper activeStep={STEPS.indexOf(step)} sx={{ mb: 3 }}>
          {STEPS.map((s) => (
            <Step key={s}>
              <StepLabel>{STEP_LABELS[s]}</StepLabel>
            </Step>
          ))}
        </Stepper>

        {step === 'details' && (
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Quantity"
                type="number"
                name="quantity"
                value={details.quantity}
                onChange={(e) => set('quantity', e.target.value)}
                inputProps={{ min: SAMPLE_QUANTITY.min, max: SAMPLE_QUANTITY.max, step: 1, inputMode: 'numeric' }}
                error={!!quantityError}
                helperText={quantityError ?? `${SAMPLE_QUANTITY.min}-${SAMPLE_QUANTITY.max} samples`}
                fullWidth
              />
              <TextField
                select
                label="Urgency"
                name="urgency"
                value={details.urgency}
                onChange={(e) => set('urgency', e.target.value as 'standard' | 'rush')}
                fullWidth
                SelectProps={{ inputProps: { 'data-testid': 'urgency' } }}
              >
                <MenuItem value="standard">Standard</MenuItem>
                <MenuItem value="rush">Rush</MenuItem>
              </TextField>
            </Stack>
            <TextField
              select
              label="Fabric"
              name="fabricChoice"
              value={fabricChoice}
              onChange={(e) => {
                setFabricTouched(true);
                set('fabricChoice', e.target.value as FabricChoice);
              }}
              helperText={defaults.studioFabric ? `From your studio: ${defaults.studioFabric}` : undefined}
              fullWidth
              SelectProps={{ inputProps: { 'data-testid': 'dialog-fabric' } }}
            >
              {FABRIC_CHOICES.map((c) => (
                <MenuItem key={c} value={c}>
                  {FABRIC_PRICES[c].label} - {formatMoney(FABRIC_PRICES[c].price)} per sample
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Special Requirements"
              name="specialRequirements"
              value={details.specialRequirements}
              onChange={(e) => set('specialRequirements', e.target.value)}
              multiline
              minRows={2}
              fullWidth
            />
            <TextField
              label="Shipping Address"
              name="shippingAddress"
              value={details.shippingAddress}
              onChange={(e) => set('shippingAddress', e.target.value)}
              multiline
              minRows={2}
              required
              fullWidth
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="First Name" name="firstName" value={details.firstName} onChange={(e) => set('firstName', e.target.value)} required fullWidth />
              <TextField label="Last Name" name="lastName" value={details.lastName} onChange={(e) => set('lastName', e.target.value)} required fullWidth />
            </Stack>
            <TextField label="Email" type="email" name="email" value={details.email} onChange={(e) => set('email', e.target.value)} required fullWidth />
          </Stack>
        )}

        {step === 'quote' && quote && (
          <Stack spacing={1.5} data-testid="sample-quote">
            {quantity !== null && quantity > 1 && <Row label={`Unit price (per sample, fee included; ${quantity} samples)`} value={formatMoney(quote.totalCustomerPrice / quantity)} />}
            <Row label="Manufacturer price" value={formatMoney(quote.manufacturerPrice)} />
            <Row label="Tech Pack Studio service fee" value={formatMoney(quote.techpackStudioServiceFee)} />
            <Divider />
            <Row label="Total" value={formatMoney(quote.totalCustomerPrice)} strong />
            <Typography variant="body2" color="text.secondary">
              Estimated timeline: {quote.estimatedTimeline}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {quantity} sample{quantity === 1 ? '' : 's'}, {details.urgency === 'rush' ? 'rush' : 'standard'} processing
            </Typography>
          </Stack>
        )}

        {step === 'payment' && (
          <Box>
            {intentState.isLoading && (
              <Stack alignItems="center" spacing={1} sx={{ py: 3 }}>
                <CircularProgress size={28} />
                <Typography variant="body2">Setting up secure payment...</Typography>
              </Stack>
            )}
            {setupFailed && <Alert severity="error">Failed to setup payment. Please try again.</Alert>}
            {payment && quote && (
              <PaymentForm
                clientSecret={payment.clientSecret}
                amount={formatMoney(quote.totalCustomerPrice)}
                returnPath={`/checkout/${payment.orderId}?success=true`}
                onSuccess={paid}
                onCancel={() => setStep('quote')}
                cancelLabel="Back to Quote"
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {step === 'details' && (
          <>
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="contained" onClick={requestQuote} disabled={!canQuote || quoteState.isLoading}>
              {quoteState.isLoading ? <CircularProgress size={18} color="inherit" aria-label="Getting quote" /> : 'Get Free Quote'}
            </Button>
          </>
        )}
        {step === 'quote' && (
          <>
            <Button onClick={() => setStep('details')}>Back to Details</Button>
            <Button variant="contained" onClick={proceed}>
              Proceed
            </Button>
          </>
        )}
        {step === 'payment' && setupFailed && <Button onClick={() => setStep('quote')}>Back to Quote</Button>}
      </DialogActions>
    </Dialog>
  );
}

export function parseQuantity(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= SAMPLE_QUANTITY.min && n <= SAMPLE_QUANTITY.max ? n : null;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between">
      <Typography variant={strong ? 'subtitle1' : 'body2'}>{label}</Typography>
      <Typography variant={strong ? 'subtitle1' : 'body2'} fontWeight={strong ? 700 : 400}>
        {value}
      </Typography>
    </Stack>
  );
}
