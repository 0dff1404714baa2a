import { MenuItem, Stack, TextField } from '@mui/material';
import { FABRIC_CHOICES, FABRIC_PRICES, SAMPLE_QUANTITY, type FabricChoice } from '@techpack/catalog';
import { formatMoney } from './money';

export interface SampleDetails {
  fabricChoice: FabricChoice;
  quantity: string;
  urgency: 'standard' | 'rush';
  specialRequirements: string;
  shippingAddress: string;
  firstName: string;
  lastName: string;
  email: string;
}

// The dialog's first step: how many samples, how fast, which fabric, and where they go.
export function SampleDetailsFields({
  details,
  set,
  quantityError,
  fabricChoice,
  setFabricTouched,
  studioFabric,
}: {
  details: SampleDetails;
  set: <K extends keyof SampleDetails>(key: K, value: SampleDetails[K]) => void;
  quantityError: string | null;
  fabricChoice: FabricChoice;
  setFabricTouched: (touched: boolean) => void;
  /** the studio's fabric, named under the fabric field when there is one */
  studioFabric: string | null;
}) {
  return (
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
        helperText={studioFabric ? `From your studio: ${studioFabric}` : undefined}
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
        <TextField
          label="First Name"
          name="firstName"
          value={details.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          required
          fullWidth
        />
        <TextField
          label="Last Name"
          name="lastName"
          value={details.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          required
          fullWidth
        />
      </Stack>
      <TextField
        label="Email"
        type="email"
        name="email"
        value={details.email}
        onChange={(e) => set('email', e.target.value)}
        required
        fullWidth
      />
    </Stack>
  );
}
