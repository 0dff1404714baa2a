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
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { SAMPLE_QUANTITY, type FabricChoice } from '@techpack/catalog';
import { formatMoney } from './money';
import {
  StyleThumb,
  styleNameOf,
  toast,
  useAuth,
  useGetTechPackQuery,
  type TechPack,
} from '@techpack/web-shared';
import { orderDefaultsFrom, type StudioPackLike } from './studio-choices';
import {
  useCheckoutShareTechPackMutation,
  useCreateSamplePaymentIntentMutation,
  useGetSampleQuoteMutation,
  type Quote,
} from './checkout.api';
import { PaymentForm } from './payment/PaymentForm';
import { confirmSecondSample } from './same-revision';
import { SampleDetailsFields, type SampleDetails } from './SampleDetailsFields';
import { SampleQuote } from './SampleQuote';

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
export default function SampleProductionDialog({
  open,
  onClose,
  techPackId,
  techPack,
}: SampleProductionDialogProps) {
  const id = techPackId ?? techPack?.id;
  const { user } = useAuth();
  // The design being ordered: named in the title, its studio fabric the default.
  const fetched = useGetTechPackQuery(id ?? '', { skip: !id || !!techPack?.materials });
  const pack = (techPack?.materials ? techPack : fetched.data) as
    (StudioPackLike & Partial<TechPack>) | undefined;
  const defaults = orderDefaultsFrom(pack);
  const initial = (): SampleDetails => ({
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
  const [payment, setPayment] = useState<{
    clientSecret: string;
    orderId: string;
    orderNumber: string;
  } | null>(null);
  const [setupFailed, setSetupFailed] = useState(false);
  const [getQuote, quoteState] = useGetSampleQuoteMutation();
  const [createIntent, intentState] = useCreateSamplePaymentIntentMutation();
  const [share] = useCheckoutShareTechPackMutation();

  const set = <K extends keyof ReturnType<typeof initial>>(key: K, value: ReturnType<typeof initial>[K]) =>
    setDetails((d) => ({ ...d, [key]: value }));
  // The field keeps exactly what was typed (Backspace leaves it empty); only a whole number 1-50 can be quoted.
  const quantity = parseQuantity(details.quantity);
  const quantityError =
    quantity === null ? `Enter a whole number from ${SAMPLE_QUANTITY.min} to ${SAMPLE_QUANTITY.max}` : null;
  const canQuote =
    quantity !== null &&
    !!(
      details.firstName.trim() &&
      details.lastName.trim() &&
      details.email.trim() &&
      details.shippingAddress.trim()
    );

  const reset = () => {
    setStep('details');
    setQuote(null);
    setPayment(null);
    setSetupFailed(false);
  };

  const requestQuote = async () => {
    try {
      if (quantity === null) return;
      const res = await getQuote({
        techPackId: id,
        quantity,
        urgency: details.urgency,
        fabricChoice,
      }).unwrap();
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
      toast({
        title: 'Payment Setup Failed',
        description: 'Failed to setup payment',
        variant: 'destructive',
      });
    }
  };

  const paid = () => {
    const orderNumber = payment?.orderNumber;
    toast({
      title: 'Payment Successful!',
      description: `Your sample order ${orderNumber ?? ''} is confirmed. Production starts within 24-48 hours.`,
    });
    onClose();
    reset();
    if (id) {
      share({
        techPackId: id,
        message: `Sample order ${orderNumber ?? ''} is paid (${quantity ?? details.quantity} x, ${details.urgency}). Please start sample production.`,
        includePdf: true,
      })
        .unwrap()
        .catch(() =>
          toast({
            title: 'Sharing Failed',
            description: 'Failed to share tech pack',
            variant: 'destructive',
          }),
        );
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sample-production-title">
      <DialogTitle id="sample-production-title">Sample Production</DialogTitle>
      <DialogContent dividers>
        {pack && (
          <Stack
            direction="row"
            spacing={1.5}
            alignItems="center"
            sx={{ mb: 2 }}
            data-testid="ordering-design"
          >
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
          <SampleDetailsFields
            details={details}
            set={set}
            quantityError={quantityError}
            fabricChoice={fabricChoice}
            setFabricTouched={setFabricTouched}
            studioFabric={defaults.studioFabric}
          />
        )}

        {step === 'quote' && quote && (
          <SampleQuote quote={quote} quantity={quantity} urgency={details.urgency} />
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
              {quoteState.isLoading ? (
                <CircularProgress size={18} color="inherit" aria-label="Getting quote" />
              ) : (
                'Get Free Quote'
              )}
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
