import type { ErrorInfo, ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL } from '../lib/constants';

export function ErrorScreen({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center', borderRadius: 4 }}
      >
        <Box
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            bgcolor: '#FEE2E2',
            color: 'error.main',
            display: 'grid',
            placeItems: 'center',
            fontSize: 28,
            fontWeight: 800,
          }}
          aria-hidden
        >
          !
        </Box>
        <Typography variant="h4" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography color="text.secondary">
          We encountered an unexpected error. Don't worry - your data is safe.
        </Typography>
        <Paper
          variant="outlined"
          sx={{
            mt: 2.5,
            p: 1.5,
            bgcolor: '#F9FAFB',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: 13,
            color: 'error.dark',
            wordBreak: 'break-word',
          }}
        >
          {message || 'Unknown error occurred'}
        </Paper>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} justifyContent="center" sx={{ mt: 3 }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Refresh Page
          </Button>
          <Button variant="outlined" onClick={() => window.location.assign('/')}>
            Go Home
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          If this issue persists, contact support at{' '}
          <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
        </Typography>
      </Paper>
    </Box>
  );
}

function AppErrorFallback({ error }: FallbackProps) {
  return <ErrorScreen error={error} />;
}

function logAppError(error: unknown, info: ErrorInfo) {
  console.error('Unexpected application error', error, info.componentStack);
}

// The application error screen for unexpected rendering failures.
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary FallbackComponent={AppErrorFallback} onError={logAppError}>
      {children}
    </ErrorBoundary>
  );
}
