// remotes import MUI through the shared '@mui/material' singleton: a deep import bundles a copy without emotion
import { TableContainer, Typography } from '@mui/material';
import type { ReactNode } from 'react';

// An admin table that is wider than its card scrolls inside it (never past the card's edge), and says so: a labelled
// region a keyboard can focus and scroll, with a hint on narrow screens.
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <TableContainer
        role="region"
        aria-label={`${label} (scrolls sideways when narrow)`}
        tabIndex={0}
        sx={{
          overflowX: 'auto',
          maxWidth: '100%',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {children}
      </TableContainer>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: { xs: 'block', md: 'none' }, mt: 0.5 }}
      >
        Scroll sideways for more columns.
      </Typography>
    </>
  );
}
