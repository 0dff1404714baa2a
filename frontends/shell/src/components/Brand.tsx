import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { linkProps } from '@techpack/web-shared';

export function LogoMark({ size = 32 }: { size?: number }) {
  // Unique gradient id: a second logo inside a hidden panel must not own the gradient the visible one uses.
  const id = `tp-g-${useId().replace(/:/g, '')}`;
  return (
    <Box component="svg" viewBox="0 0 32 32" sx={{ width: size, height: size, flex: 'none' }} aria-hidden>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366F1" />
          <stop offset="1" stopColor="#EC4899" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${id})`} />
      <path
        d="M10 9.5l3.2-1.5h5.6l3.2 1.5 3 4-2.8 2-1.2-1.4V24H11V14.1L9.8 15.5 7 13.5z"
        fill="#fff"
        opacity=".95"
      />
      <path
        d="M13.5 8.2c.6 1.6 1.4 2.3 2.5 2.3s1.9-.7 2.5-2.3"
        stroke="#6366F1"
        strokeWidth="1.3"
        fill="none"
      />
    </Box>
  );
}

export function Brand({ compact = false, href = '/' }: { compact?: boolean; href?: string }) {
  return (
    <Box
      component="a"
      {...linkProps(href)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
      }}
      aria-label="Tech Pack Studio home"
    >
      <LogoMark />
      {!compact && (
        <Typography component="span" sx={{ fontWeight: 800, letterSpacing: '-0.02em', fontSize: 18 }}>
          Tech Pack{' '}
          <Box component="span" sx={{ color: 'primary.main' }}>
            Studio
          </Box>
        </Typography>
      )}
    </Box>
  );
}
