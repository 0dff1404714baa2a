import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { Section, StaticPage } from './StaticPage';

const STAGES = [
  {
    title: 'Before production',
    text: 'Full refund within 24 hours of ordering, as long as production has not begun.',
    tone: '#ECFDF5',
    color: '#047857',
  },
  {
    title: 'Production started',
    text: 'Partial credit toward a future order, or a replacement if something is wrong.',
    tone: '#FFFBEB',
    color: '#B45309',
  },
  {
    title: 'In transit',
    text: 'Return the sample once it arrives for store credit.',
    tone: '#EFF6FF',
    color: '#1D4ED8',
  },
];

export default function RefundsPage() {
  return (
    <StaticPage
      eyebrow="Policy"
      title="Refund Policy"
      intro="Clear rules for every stage of your sample order."
    >
      <Grid container spacing={2}>
        {STAGES.map((s) => (
          <Grid key={s.title} size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 4, height: '100%', bgcolor: s.tone }}>
              <Typography sx={{ fontWeight: 800, color: s.color }}>{s.title}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {s.text}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Section title="How to request a refund">
        <Typography component="p">
          E-mail {SUPPORT_EMAIL} with your order number (for example{' '}
          <Box component="code">TPS-2025-123-SAMPLE</Box>). We review refund requests within 2 business hours.
        </Typography>
      </Section>
      <Section title="Processing times">
        <ul>
          <li>Card refunds: 3-5 business days</li>
          <li>Digital wallets: 1-2 business days</li>
        </ul>
      </Section>
      <Section title="Quality issues">
        <Typography component="p">
          Report quality issues within 14 days of delivery, with photos. We will make it right.
        </Typography>
      </Section>
      <Section title="Shipping">
        <ul>
          <li>Express shipping fees are non-refundable once production begins.</li>
          <li>Lost or damaged shipments get a full refund or a replacement.</li>
        </ul>
      </Section>
    </StaticPage>
  );
}
