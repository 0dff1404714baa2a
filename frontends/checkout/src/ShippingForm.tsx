import { useState } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { toast } from '@techpack/web-shared';
import { fieldsFor, parseAddress } from './address';
import { useUpdateShippingMutation, type SampleOrder, type StructuredAddress } from './checkout.api';

export const COUNTRIES = [
  { code: 'US', label: 'United States' },
  { code: 'CA', label: 'Canada' },
  { code: 'GB', label: 'United Kingdom' },
  { code: 'AU', label: 'Australia' },
] as const;

function addressOf(order: SampleOrder): StructuredAddress {
  const a = order.shippingAddress;
  if (a && typeof a === 'object')
    return {
      address: a.address ?? '',
      city: a.city ?? '',
      state: a.state ?? '',
      zipCode: a.zipCode ?? '',
      country: a.country || 'US',
    };
  // The home form's free-text address fills the fields it can.
  return parseAddress(typeof a === 'string' ? a : '');
}

/** The checkout's shipping address: its fields' values, the ones left empty, and the save made before paying. */
export function useShippingForm(order: SampleOrder) {
  const [updateShipping] = useUpdateShippingMutation();
  const [ship, setShip] = useState({
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    ...addressOf(order),
  });
  const [shipError, setShipError] = useState<string | null>(null);
  // Required fields left empty at the last attempt: highlighted until filled.
  const [missing, setMissing] = useState<Set<string>>(new Set());

  const saveShipping = async (): Promise<boolean> => {
    const required = ['firstName', 'lastName', 'address', 'city', 'state', 'zipCode'] as const;
    const empty = required.filter((k) => !ship[k].trim());
    setMissing(new Set(empty));
    if (empty.length > 0) {
      document.querySelector<HTMLInputElement>(`input[name=${empty[0]}]`)?.focus();
      setShipError('Please fill in all shipping address fields');
      toast({
        title: 'Missing Information',
        description: 'Please fill in all shipping address fields',
        variant: 'destructive',
      });
      return false;
    }
    setShipError(null);
    // Failure is ignored (spec section 7): the order keeps the address it had.
    await updateShipping({
      id: order.id,
      shippingAddress: {
        address: ship.address.trim(),
        city: ship.city.trim(),
        state: ship.state.trim(),
        zipCode: ship.zipCode.trim(),
        country: ship.country,
      },
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

  return { ship, set, missing, shipError, saveShipping };
}

/** The shipping address fields, each empty required one marked until it is filled. */
export function ShippingFields({ form }: { form: ReturnType<typeof useShippingForm> }) {
  const { ship, set, missing, shipError } = form;
  const labels = fieldsFor(ship.country);
  const err = (key: string) => (missing.has(key) ? { error: true, helperText: 'Required' } : {});
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="First Name"
          name="firstName"
          value={ship.firstName}
          onChange={set('firstName')}
          required
          fullWidth
          size="small"
          {...err('firstName')}
        />
        <TextField
          label="Last Name"
          name="lastName"
          value={ship.lastName}
          onChange={set('lastName')}
          required
          fullWidth
          size="small"
          {...err('lastName')}
        />
      </Stack>
      <TextField
        label="Email"
        name="email"
        type="email"
        value={ship.email}
        onChange={set('email')}
        fullWidth
        size="small"
      />
      <TextField
        label="Address"
        name="address"
        value={ship.address}
        onChange={set('address')}
        required
        fullWidth
        size="small"
        {...err('address')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="City"
          name="city"
          value={ship.city}
          onChange={set('city')}
          required
          fullWidth
          size="small"
          {...err('city')}
        />
        <TextField
          label={labels.state}
          name="state"
          value={ship.state}
          onChange={set('state')}
          required
          fullWidth
          size="small"
          {...err('state')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={labels.zip}
          name="zipCode"
          value={ship.zipCode}
          onChange={set('zipCode')}
          required
          fullWidth
          size="small"
          {...err('zipCode')}
        />
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
  );
}
