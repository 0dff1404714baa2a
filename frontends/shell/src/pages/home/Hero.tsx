import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { linkProps } from '@techpack/web-shared';

// The home page's top: the marketing hero for visitors; for a signed-in designer a short header that leads straight to
// the upload area and the recent designs (the work sat far below the hero).

function HeroArt() {
  return (
    <Paper
      variant="outlined"
      aria-hidden
      sx={{
        p: 2.5,
        borderRadius: 4,
        position: 'relative',
        bgcolor: '#fff',
        boxShadow: '0 40px 80px -40px rgba(79,70,229,.45)',
        transform: { md: 'rotate(1.5deg)' },
      }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography sx={{ fontWeight: 800, fontSize: 13, letterSpacing: '.08em' }}>
          TECH PACK · TP-0427
        </Typography>
        <Chip label="96.4% confidence" size="small" color="success" variant="outlined" />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Box
          sx={{
            width: 130,
            height: 150,
            borderRadius: 2,
            bgcolor: '#F3F4F6',
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
          }}
        >
          <svg
            width="96"
            height="110"
            viewBox="0 0 96 110"
            fill="none"
            stroke="#111827"
            strokeWidth="1.6"
            strokeLinejoin="round"
          >
            <path d="M30 8l10-4h16l10 4 22 16-9 16-11-6v72H28V34l-11 6-9-16z" fill="#fff" />
            <path d="M40 4c2 7 6 10 8 10s6-3 8-10" />
            <path d="M28 60h40" strokeDasharray="3 3" stroke="#6366F1" />
            <path d="M8 24l-4 4M88 24l4 4" stroke="#6366F1" />
          </svg>
        </Box>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          {[
            ['Garment', 'T-shirt · Regular fit'],
            ['Fabric', 'Cotton Jersey 180gsm'],
            ['Chest width', '52 cm'],
            ['Body length', '70 cm'],
            ['Sleeve', '20 cm'],
          ].map(([k, v]) => (
            <Stack
              key={k}
              direction="row"
              justifyContent="space-between"
              sx={{ borderBottom: '1px dashed #E5E7EB', pb: 0.6 }}
            >
              <Typography variant="caption" color="text.secondary">
                {k}
              </Typography>
              <Typography variant="caption" sx={{ fontWeight: 700, textAlign: 'right' }}>
                {v}
              </Typography>
            </Stack>
          ))}
          <Stack direction="row" spacing={0.75} sx={{ pt: 0.5 }}>
            {['#1F2A44', '#F3E9D2', '#9CAF88', '#C8102E'].map((c) => (
              <Box
                key={c}
                sx={{
                  width: 20,
                  height: 20,
                  borderRadius: '6px',
                  bgcolor: c,
                  border: '1px solid rgba(0,0,0,.08)',
                }}
              />
            ))}
          </Stack>
        </Stack>
      </Stack>
      <Box
        sx={{
          position: 'absolute',
          bottom: -16,
          left: -16,
          bgcolor: '#111827',
          color: '#fff',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          fontSize: 12,
          fontWeight: 700,
          boxShadow: 3,
        }}
      >
        PDF ready ✓
      </Box>
    </Paper>
  );
}

export function Hero() {
  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        background:
          'radial-gradient(900px 420px at 85% -10%, rgba(236,72,153,.13), transparent 60%), radial-gradient(900px 500px at 0% 0%, rgba(99,102,241,.14), transparent 60%)',
      }}
    >
      <Grid
        container
        spacing={{ xs: 4, md: 6 }}
        alignItems="center"
        sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 5, md: 10 }, pb: { xs: 5, md: 8 } }}
      >
        <Grid size={{ xs: 12, md: 7 }}>
          <Chip
            label="AI tech packs · free & unlimited"
            sx={{ bgcolor: '#EEF2FF', color: 'primary.dark', mb: 2.5 }}
          />
          <Typography variant="h1" sx={{ fontSize: { xs: 38, sm: 52, md: 64 } }}>
            Turn any garment photo into a{' '}
            <Box
              component="span"
              sx={{
                background: 'linear-gradient(90deg,#4F46E5,#DB2777)',
                WebkitBackgroundClip: 'text',
                color: 'transparent',
              }}
            >
              factory-ready tech pack
            </Box>
          </Typography>
          <Typography sx={{ mt: 2.5, fontSize: { xs: 17, sm: 19 }, color: 'text.secondary', maxWidth: 560 }}>
            Upload a photo, sketch or reference. Our vision model (85%+ accuracy) extracts components,
            measurements and materials, then builds a multi-page PDF you can customise, share with the
            manufacturer and sample.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            <Button variant="contained" size="large" {...linkProps('/#upload')} component="a">
              Start designing
            </Button>
            <Button
              variant="outlined"
              size="large"
              component="a"
              {...linkProps('/designs')}
              sx={{ bgcolor: '#fff' }}
            >
              My designs
            </Button>
          </Stack>
          <Stack direction="row" spacing={3} sx={{ mt: 4, color: 'text.secondary' }}>
            {['39+ luxury fabrics', 'PDF in minutes', 'Samples from $150'].map((t) => (
              <Typography key={t} variant="body2" sx={{ fontWeight: 600 }}>
                ✓ {t}
              </Typography>
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
          <HeroArt />
        </Grid>
      </Grid>
    </Box>
  );
}

export function WorkHeader({ firstName }: { firstName?: string }) {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 3, md: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'flex-end' }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: 28, sm: 36 } }}>
            {firstName ? `Welcome back, ${firstName}` : 'Welcome back'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Upload a garment photo for a new tech pack, or pick up a recent design.
          </Typography>
        </Box>
        <Button
          variant="outlined"
          component="a"
          {...linkProps('/designs')}
          sx={{ bgcolor: '#fff', flex: 'none' }}
        >
          All designs
        </Button>
      </Stack>
    </Box>
  );
}
