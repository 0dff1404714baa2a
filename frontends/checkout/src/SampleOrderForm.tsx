import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Divider,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  ADD_ON_PRICES,
  FABRIC_CHOICES,
  FABRIC_PRICES,
  priceSample,
  type FabricChoice,
} from '@techpack/catalog';
import { formatMoney } from './money';
import { navigate, serverMessage, toast, useAuth, type TechPack } from '@techpack/web-shared';
import { useCreateSampleOrderMutation } from './checkout.api';
import { orderDefaultsFrom, tierLabel, type StudioPackLike } from './studio-choices';
import { confirmSecondSample } from './same-revision';
import {
  AddressFields,
  addressErrors,
  EMPTY_ADDRESS,
  REQUIRED_MESSAGE,
  type AddressErrors,
} from './AddressFields';
import type { StructuredAddress } from './checkout.api';

export interface SampleOrderFormProps {
  techPack?: (Pick<TechPack, 'id'> & StudioPackLike) | null;
  techPackId?: string;
}

// Home "Order a sample" section (spec sections 2 and 5). The total shown comes from the same price table
// the server uses; the server recomputes it and refuses a different one.
export default function SampleOrderForm({ techPack, techPackId }: SampleOrderFormProps) {
  const { user } = useAuth();
  // The studio's fabric, label and hang tag are the defaults (the designer can still change them here).
  const defaults = orderDefaultsFrom(techPack);
  const [form, setForm] = useState({
    email: user?.email ?? '',
    firstName: (user?.firstName as string | undefined) ?? '',
    lastName: (user?.lastName as string | undefined) ?? '',
    shippingAddress: EMPTY_ADDRESS as StructuredAddress,
    specialInstructions: '',
    fabricChoice: defaults.fabricChoice as FabricChoice,
    customLabel: defaults.customLabel,
    customHangTag: defaults.customHangTag,
    rushProcessing: false,
  });
  // Later studio edits (same page) follow into the fields the designer has not changed here.
  const touched = useRef(new Set<string>());
  useEffect(() => {
    setForm((f) => ({
      ...f,
      ...(touched.current.has('fabricChoice') ? {} : { fabricChoice: defaults.fabricChoice as FabricChoice }),
      ...(touched.current.has('customLabel') ? {} : { customLabel: defaults.customLabel }),
      ...(touched.current.has('customHangTag') ? {} : { customHangTag: defaults.customHangTag }),
    }));
  }, [defaults.fabricChoice, defaults.customLabel, defaults.customHangTag]);
  const [createOrder, { isLoading }] = useCreateSampleOrderMutation();
  const price = priceSample(form);
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    touched.current.add(key);
    setForm((f) => ({ ...f, [key]: value }));
  };

  // each empty required field says so beside itself; the spec's 'Missing Information' sums them up
  // once a submit has shown them, they follow the fields: an error goes as soon as its field is filled
  const [submitted, setSubmitted] = useState(false);
  const errorsOf = (
    f: typeof form,
  ): AddressErrors & Partial<Record<'email' | 'firstName' | 'lastName', string>> => ({
    ...addressErrors(f.shippingAddress),
    ...(f.email.trim() ? {} : { email: REQUIRED_MESSAGE }),
    ...(f.firstName.trim() ? {} : { firstName: REQUIRED_MESSAGE }),
    ...(f.lastName.trim() ? {} : { lastName: REQUIRED_MESSAGE }),
  });
  const errors = submitted ? errorsOf(form) : {};
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = errorsOf(form);
    setSubmitted(true);
    if (Object.keys(found).length > 0) {
      toast({
        title: 'Missing Information',
        description: 'Please fill in all required fields',
        variant: 'destructive',
      });
      return;
    }
    const packId = techPack?.id ?? techPackId ?? null;
    if (
      !(await confirmSecondSample(packId, (techPack as { revision?: number } | null | undefined)?.revision))
    )
      return;
    try {
      const order = await createOrder({
        techPackId: techPack?.id ?? techPackId ?? null,
        email: form.email.trim(),
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        shippingAddress: {
          address: form.shippingAddress.address.trim(),
          city: form.shippingAddress.city.trim(),
          state: form.shippingAddress.state.trim(),
          zipCode: form.shippingAddress.zipCode.trim(),
          country: form.shippingAddress.country as 'US' | 'CA' | 'GB' | 'AU',
        },
        specialInstructions: form.specialInstructions.trim(),
        fabricChoice: form.fabricChoice,
        customLabel: form.customLabel,
        customHangTag: form.customHangTag,
        rushProcessing: form.rushProcessing,
        totalAmount: price.total.toFixed(2),
        idempotencyKey: submissionKey(),
      }).unwrap();
      navigate(`/checkout/${order.id}`);
    } catch (err) {
      const detail = serverMessage(err);
      toast({
        title: 'Order Failed',
        description: detail ? `Failed to create sample order. ${detail}` : 'Failed to create sample order',
        variant: 'destructive',
      });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} id="sample-order" data-testid="sample-order-form">
      <Typography variant="h5" component="h2" gutterBottom>
        Order a physical sample
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Samples from {formatMoney(FABRIC_PRICES['cotton-basic'].price)}. Production 14-21 business days,
        standard shipping 5-7 days.
      </Typography>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <TextField
            label="Email"
            type="email"
            name="email"
            value={form.email}
            onChange={(e) => set('email', e.target.value)}
            required
            fullWidth
            error={!!errors.email}
            helperText={errors.email}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="First Name"
              name="firstName"
              value={form.firstName}
              onChange={(e) => set('firstName', e.target.value)}
              required
              fullWidth
              error={!!errors.firstName}
              helperText={errors.firstName}
            />
            <TextField
              label="Last Name"
              name="lastName"
              value={form.lastName}
              onChange={(e) => set('lastName', e.target.value)}
              required
              fullWidth
              error={!!errors.lastName}
              helperText={errors.lastName}
            />
          </Stack>
          <Typography variant="subtitle2" component="h3">
            Shipping address
          </Typography>
          <AddressFields
            value={form.shippingAddress}
            errors={errors}
            onChange={(a) => set('shippingAddress', a)}
          />
          <TextField
            label="Special Instructions (optional)"
            name="specialInstructions"
            value={form.specialInstructions}
            onChange={(e) => set('specialInstructions', e.target.value)}
            fullWidth
            multiline
            minRows={2}
          />
          <TextField
            select
            label="Fabric Choice"
            name="fabricChoice"
            value={form.fabricChoice}
            onChange={(e) => set('fabricChoice', e.target.value as FabricChoice)}
            fullWidth
            helperText={
              defaults.studioFabric
                ? `From your studio: ${defaults.studioFabric}, priced as ${tierLabel(defaults.fabricChoice)}`
                : undefined
            }
            SelectProps={{ inputProps: { 'data-testid': 'fabric-choice' } }}
          >
            {FABRIC_CHOICES.map((c) => (
              <MenuItem key={c} value={c}>
                {FABRIC_PRICES[c].label} - {formatMoney(FABRIC_PRICES[c].price)}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  name="customLabel"
                  checked={form.customLabel}
                  onChange={(e) => set('customLabel', e.target.checked)}
                />
              }
              label={`Custom Label (+${formatMoney(ADD_ON_PRICES.customLabel)})`}
            />
            <FormControlLabel
              control={
                <Checkbox
                  name="customHangTag"
                  checked={form.customHangTag}
                  onChange={(e) => set('customHangTag', e.target.checked)}
                />
              }
              label={`Custom Hang Tag (+${formatMoney(ADD_ON_PRICES.customHangTag)})`}
            />
            <FormControlLabel
              control={
                <Checkbox
                  name="rushProcessing"
                  checked={form.rushProcessing}
                  onChange={(e) => set('rushProcessing', e.target.checked)}
                />
              }
              label={`Rush Processing (+${formatMoney(ADD_ON_PRICES.rushProcessing)})`}
            />
          </Box>
          <Divider />
          <Stack direction="row" justifyContent="space-between" alignItems="center">
            <Typography variant="subtitle1">Total</Typography>
            <Typography variant="h6" data-testid="sample-order-total">
              {formatMoney(price.total)}
            </Typography>
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? (
              <CircularProgress size={20} color="inherit" aria-label="Placing order" />
            ) : (
              'Order Sample'
            )}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}

// A fresh key per submission (randomUUID needs a secure context; getRandomValues does not).
function submissionKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
