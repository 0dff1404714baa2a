import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { linkProps } from '@techpack/web-shared';
import { Brand } from './Brand';
import { useAnalyzerLabel } from './useAnalyzerLabel';

export const FOOTER_LINKS = [
  { label: 'About', to: '/about' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
  { label: 'Refunds', to: '/refunds' },
  { label: 'Support', to: '/support' },
];

export function Footer() {
  const analyzer = useAnalyzerLabel();
  return (
    <Box
      component="footer"
      sx={{ borderTop: '1px solid', borderColor: 'divider', bgcolor: '#fff', mt: 'auto' }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={3}
        justifyContent="space-between"
        alignItems={{ md: 'center' }}
        sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: 4 }}
      >
        <Box>
          <Brand />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {analyzer}
          </Typography>
        </Box>
        <Stack component="nav" aria-label="Footer" direction="row" flexWrap="wrap" columnGap={3} rowGap={1}>
          {FOOTER_LINKS.map((l) => (
            <Link
              key={l.to}
              {...linkProps(l.to)}
              color="text.secondary"
              sx={{ fontWeight: 600, fontSize: 14 }}
            >
              {l.label}
            </Link>
          ))}
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', pb: 3 }}>
        © {new Date().getFullYear()} Tech Pack Studio. Tech packs are free; samples from $150.
      </Typography>
    </Box>
  );
}
