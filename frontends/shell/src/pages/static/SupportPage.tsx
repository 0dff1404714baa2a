import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { navigate } from '@techpack/web-shared';
import { SUPPORT_CHAT_URL, SUPPORT_EMAIL } from '../../lib/constants';
import { Section, StaticPage } from './StaticPage';

export default function SupportPage() {
  return (
    <StaticPage
      eyebrow="Help"
      title="Customer Support"
      intro="Real people, fast answers. Support replies within 24 hours."
    >
      <Grid container spacing={2} id="contact" sx={{ scrollMarginTop: 90 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 4, height: '100%' }}>
            <Typography variant="h6" component="h2">
              Chat on WhatsApp
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, mb: 2 }}>
              Best for quick questions, order updates and anything time-sensitive about a sample in
              production.
            </Typography>
            <Button
              variant="contained"
              href={SUPPORT_CHAT_URL}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ bgcolor: '#15803D', boxShadow: 'none', '&:hover': { bgcolor: '#166534' } }}
            >
              Chat with support
            </Button>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 4, height: '100%' }}>
            <Typography variant="h6" component="h2">
              E-mail us
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, mb: 2 }}>
              Best for refunds, account or privacy requests, invoices and detailed feedback with attachments.
            </Typography>
            <Button variant="outlined" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </Button>
          </Paper>
        </Grid>
      </Grid>
      <Section title="Order tracking" id="order-tracking">
        <Typography component="p">
          Production takes 14-21 business days after payment, then 5-7 days of standard shipping. For the
          status of an order, message us on WhatsApp or e-mail with your order number (for example{' '}
          <Box component="code">TPS-2025-123-SAMPLE</Box>), or ask the manufacturer in your design's chat.
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
          <Button variant="outlined" onClick={() => navigate('/chat')}>
            Open chat
          </Button>
        </Stack>
      </Section>
      <Section title="Which one should I use?">
        <ul>
          <li>Use WhatsApp for fast, short questions and updates on an active order.</li>
          <li>Use e-mail for refunds, privacy requests and anything that needs files or a paper trail.</li>
        </ul>
      </Section>
      <Box>
        <Button variant="text" onClick={() => navigate('/')}>
          ← Back to Home
        </Button>
      </Box>
    </StaticPage>
  );
}
