import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const FEATURES = [
  {
    title: 'Garment detection',
    text: 'Identifies the garment type, silhouette and style category from a photo, sketch or reference image.',
    icon: 'M4 7l4-3h8l4 3-2 3-2-1v11H8V9l-2 1z',
  },
  {
    title: 'Component analysis',
    text: 'Breaks the design into collar, neckline, sleeves, closures, pockets and hem details.',
    icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  },
  {
    title: 'Measurement estimation',
    text: 'Estimates key points of measure for your chosen base size, ready to grade.',
    icon: 'M3 17L17 3l4 4L7 21zM7 13l2 2M10 10l2 2M13 7l2 2',
  },
  {
    title: 'Material suggestions',
    text: 'Suggests fabric, weight (GSM), composition, lining and trims from a curated library.',
    icon: 'M4 6c4-3 12 3 16 0v12c-4 3-12-3-16 0z',
  },
];

function FeatureIcon({ d }: { d: string }) {
  return (
    <Box
      sx={{
        width: 44,
        height: 44,
        borderRadius: 3,
        bgcolor: '#EEF2FF',
        color: 'primary.main',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
        aria-hidden
      >
        <path d={d} />
      </svg>
    </Box>
  );
}

/** What the AI extracts from a design, one card per feature. */
export function FeaturesSection() {
  return (
    <Box
      id="features"
      sx={{ scrollMarginTop: 80, maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 8 } }}
    >
      <Typography variant="overline" color="primary">
        How the AI helps
      </Typography>
      <Typography variant="h3" component="h2" sx={{ fontSize: { xs: 28, sm: 36 }, mb: 3 }}>
        Everything a factory needs, extracted for you
      </Typography>
      <Grid container spacing={2}>
        {FEATURES.map((f) => (
          <Grid key={f.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Paper
              variant="outlined"
              sx={{
                p: 3,
                borderRadius: 4,
                height: '100%',
                transition: 'all 160ms',
                '&:hover': {
                  borderColor: 'primary.light',
                  transform: 'translateY(-2px)',
                  boxShadow: '0 16px 32px -20px rgba(79,70,229,.45)',
                },
              }}
            >
              <FeatureIcon d={f.icon} />
              <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
                {f.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
                {f.text}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
