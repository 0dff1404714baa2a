import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { NavBar } from './NavBar';
import { Footer } from './Footer';

export default function PageLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          outline: 'none',
          flex: 1,
          width: '100%',
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 3, sm: 5 },
        }}
      >
        <Suspense
          fallback={
            <Box sx={{ py: 10, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={28} aria-label="Loading the page" />
            </Box>
          }
        >
          {children}
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
