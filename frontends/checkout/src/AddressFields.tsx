import { MenuItem, Stack, TextField } from '@mui/material';
import type { StructuredAddress } from './checkout.api';
import { fieldsFor } from './address';

// The structured shipping address (the checkout's fields and countries), typed once on the order form: the order
// carries it and the checkout starts with it (a free-text address was split wrongly at checkout).

export const ADDRESS_COUNTRIES = [
  { code: 'US', label: 'United States' },
  { code: 'CA', label: 'Canada' },
  { code: 'GB', label: 'United Kingdom' },
  { code: 'AU', label: 'Australia' },
] as const;

export const EMPTY_ADDRESS: StructuredAddress = {
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'US',
};
export const REQUIRED_MESSAGE = 'Required';

export type AddressErrors = Partial<Record<'address' | 'city' | 'state' | 'zipCode', string>>;

/** The empty required parts, each with its message. */
export function addressErrors(a: StructuredAddress): AddressErrors {
  const errors: AddressErrors = {};
  for (const k of ['address', 'city', 'state', 'zipCode'] as const)
    if (!a[k].trim()) errors[k] = REQUIRED_MESSAGE;
  return errors;
}

export function AddressFields({
  value,
  errors = {},
  onChange,
}: {
  value: StructuredAddress;
  errors?: AddressErrors;
  onChange: (next: StructuredAddress) => void;
}) {
  const labels = fieldsFor(value.country);
  const field = (k: keyof AddressErrors, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={k}
      value={value[k]}
      onChange={(e) => onChange({ ...value, [k]: e.target.value })}
      required
      fullWidth
      autoComplete={autoComplete}
      error={!!errors[k]}
      helperText={errors[k]}
    />
  );
  return (
    <Stack spacing={2} role="group" aria-label="Shipping address">
      {field('address', 'Street address', 'shipping street-address')}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('city', 'City', 'shipping address-level2')}
        {field('state', labels.state, 'shipping address-level1')}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('zipCode', labels.zip, 'shipping postal-code')}
        <TextField
          select
          label="Country"
          name="country"
          value={value.country}
          onChange={(e) => onChange({ ...value, country: e.target.value as StructuredAddress['country'] })}
          fullWidth
          SelectProps={{ inputProps: { 'data-testid': 'order-country' } }}
        >
          {ADDRESS_COUNTRIES.map((c) => (
            <MenuItem key={c.code} value={c.code}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
