import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Brand } from '../components/Brand';

const POINTS = [
  'Upload a photo, sketch or reference',
  'AI extracts components, measurements and materials',
  'Download a factory-ready PDF tech pack, free',
  'Order a physical sample from $150',
];

/** The sign-in screen's left half (wide screens only): what the product does, on a dark gradient. */
export function AuthShowcase() {
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: '#fff',
        position: 'relative',
        overflow: 'hidden',
        background:
          'radial-gradient(1200px 600px at -10% -10%, #6366F1 0%, transparent 60%), radial-gradient(900px 500px at 120% 110%, #EC4899 0%, transparent 55%), #111827',
      }}
    >
      <Box sx={{ '& a': { color: '#fff' }, '& span span': { color: '#C7D2FE' } }}>
        <Brand />
      </Box>
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="overline" sx={{ color: '#C7D2FE' }}>
          AI tech packs for apparel designers
        </Typography>
        <Typography variant="h2" component="p" sx={{ mt: 1, fontSize: { md: 44, lg: 52 } }}>
          From garment photo to factory-ready spec in minutes.
        </Typography>
        <Stack spacing={1.5} sx={{ mt: 4 }}>
          {POINTS.map((p) => (
            <Stack key={p} direction="row" spacing={1.5} alignItems="center">
              <Box
                sx={{
                  width: 22,
                  height: 22,
                  borderRadius: '50%',
                  bgcolor: 'rgba(255,255,255,.14)',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 13,
                }}
              >
                ✓
              </Box>
              <Typography sx={{ color: 'rgba(255,255,255,.85)' }}>{p}</Typography>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ color: 'rgba(255,255,255,.55)' }}>
        Tech packs are free and unlimited. Samples from $150.
      </Typography>
    </Box>
  );
}
