import { Divider, Stack, Typography } from '@mui/material';
import { formatMoney } from './money';
import type { Quote } from './checkout.api';

// The dialog's second step: the quote's price lines, timeline and what is being made.
export function SampleQuote({
  quote,
  quantity,
  urgency,
}: {
  quote: Quote;
  quantity: number | null;
  urgency: 'standard' | 'rush';
}) {
  return (
    <Stack spacing={1.5} data-testid="sample-quote">
      {quantity !== null && quantity > 1 && (
        <Row
          label={`Unit price (per sample, fee included; ${quantity} samples)`}
          value={formatMoney(quote.totalCustomerPrice / quantity)}
        />
      )}
      <Row label="Manufacturer price" value={formatMoney(quote.manufacturerPrice)} />
      <Row label="Tech Pack Studio service fee" value={formatMoney(quote.techpackStudioServiceFee)} />
      <Divider />
      <Row label="Total" value={formatMoney(quote.totalCustomerPrice)} strong />
      <Typography variant="body2" color="text.secondary">
        Estimated timeline: {quote.estimatedTimeline}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {quantity} sample{quantity === 1 ? '' : 's'}, {urgency === 'rush' ? 'rush' : 'standard'} processing
      </Typography>
    </Stack>
  );
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
