import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function StaticPage({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto' }}>
      <Typography variant="overline" color="primary">
        {eyebrow}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, sm: 42 } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4, fontSize: 18 }}>
        {intro}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
    </Box>
  );
}

export function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      id={id}
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        borderRadius: 4,
        scrollMarginTop: 90,
        '& p': { color: 'text.secondary', mt: 0.75 },
        '& li': { color: 'text.secondary', mb: 0.5 },
        '& ul, & ol': { pl: 2.5, my: 1 },
      }}
    >
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
