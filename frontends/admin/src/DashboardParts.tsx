import type { ReactNode } from 'react';
import { Box, Card, CardContent, Grid, TableCell, TableRow, Typography } from '@mui/material';

export function StatCard({
  title,
  value,
  note,
  detail,
  testId,
}: {
  title: string;
  value: string;
  note: string;
  detail?: string;
  testId: string;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Card data-testid={testId}>
        <CardContent>
          <Typography variant="body2" color="text.secondary">
            {title}
          </Typography>
          <Typography variant="h4" fontWeight={700}>
            {value}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
            {note}
          </Typography>
          {detail && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
              {detail}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Empty({ cols, text }: { cols: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={cols}>
        <Typography variant="body2" color="text.secondary" textAlign="center">
          {text}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
