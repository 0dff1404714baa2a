import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { navigate, useRoute } from '@techpack/web-shared';

export default function NotFound() {
  const { rawPath } = useRoute();
  return (
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, outline: 'none' }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 6 }, maxWidth: 520, width: '100%', textAlign: 'center', borderRadius: 4 }}
      >
        <Typography
          sx={{
            fontSize: { xs: 64, sm: 88 },
            fontWeight: 900,
            letterSpacing: '-0.06em',
            lineHeight: 1,
            background: 'linear-gradient(135deg,#4F46E5,#EC4899)',
            WebkitBackgroundClip: 'text',
            color: 'transparent',
          }}
          aria-hidden
        >
          404
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          The page you're looking for doesn't exist or there was a navigation error.
        </Typography>
        <Typography
          component="code"
          data-testid="not-found-path"
          sx={{
            display: 'inline-block',
            mt: 2,
            px: 1.5,
            py: 0.5,
            borderRadius: 1,
            bgcolor: '#F3F4F6',
            fontFamily: 'ui-monospace, Menlo, monospace',
            fontSize: 13,
            wordBreak: 'break-all',
          }}
        >
          {rawPath}
        </Typography>
        <Box sx={{ mt: 3 }}>
          <Button variant="contained" onClick={() => navigate('/')}>
            Go Home
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
