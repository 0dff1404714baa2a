import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FABRIC_PRICES, ADD_ON_PRICES } from '@techpack/catalog';
import { linkProps, RemoteSlot, type TechPack } from '@techpack/web-shared';

/** Sample orders: the order form for the current pack (step 3), or the price list until a design is uploaded. */
export function SamplesSection({ techPack }: { techPack?: TechPack }) {
  return (
    <Box
      id="samples"
      sx={{
        scrollMarginTop: 80,
        bgcolor: '#fff',
        borderTop: '1px solid',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 } }}>
        <Typography variant="overline" color="primary">
          {techPack ? 'Step 3' : 'Sample orders'}
        </Typography>
        <Typography variant="h3" component="h2" sx={{ fontSize: { xs: 28, sm: 36 } }}>
          Order a physical sample
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 640 }}>
          Our manufacturing partner produces your sample in 14-21 business days, standard shipping (5-7 days)
          included. Production starts within 24-48 hours of payment.
        </Typography>
        {techPack ? (
          <RemoteSlot remote="checkout" module="./SampleOrderForm" props={{ techPack }} />
        ) : (
          <Grid container spacing={2}>
            {Object.entries(FABRIC_PRICES).map(([id, f]) => (
              <Grid key={id} size={{ xs: 12, sm: 6, md: 3 }}>
                <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 3, height: '100%' }}>
                  <Typography variant="body2" color="text.secondary" sx={{ minHeight: 40 }}>
                    {f.label}
                  </Typography>
                  <Typography variant="h4" component="p" sx={{ mt: 1 }}>
                    ${f.price}
                  </Typography>
                </Paper>
              </Grid>
            ))}
            <Grid size={12}>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                alignItems={{ sm: 'center' }}
                justifyContent="space-between"
                sx={{ p: 2.5, borderRadius: 3, bgcolor: '#F9FAFB', border: '1px dashed #D1D5DB' }}
              >
                <Typography variant="body2" color="text.secondary">
                  Add-ons: custom label +${ADD_ON_PRICES.customLabel}, custom hang tag +$
                  {ADD_ON_PRICES.customHangTag}, rush processing +${ADD_ON_PRICES.rushProcessing}. Upload a
                  design first to order its sample.
                </Typography>
                <Button variant="contained" component="a" {...linkProps('/#upload')} sx={{ flex: 'none' }}>
                  Upload a design
                </Button>
              </Stack>
            </Grid>
          </Grid>
        )}
      </Box>
    </Box>
  );
}
