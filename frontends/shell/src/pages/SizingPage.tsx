import { useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  BASE_CM,
  INCREMENTS_CM,
  MEASUREMENT_KEYS,
  MEASUREMENT_LABELS,
  parseMeasurement,
  sizeChart,
  toInches,
  type Measurements,
  type MeasurementKey,
} from '../lib/sizing';

function NumberFields({
  title,
  hint,
  values,
  onChange,
  step,
  prefix,
}: {
  title: string;
  hint: string;
  values: Measurements;
  onChange(k: MeasurementKey, v: number): void;
  step?: number;
  prefix: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, height: '100%' }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      <Grid container spacing={2}>
        {MEASUREMENT_KEYS.map((k) => (
          <Grid key={k} size={{ xs: 6 }}>
            <TextField
              label={`${MEASUREMENT_LABELS[k]} (cm)`}
              type="number"
              id={`${prefix}-${k}`}
              value={values[k]}
              onChange={(e) => onChange(k, parseMeasurement(e.target.value))}
              slotProps={{ htmlInput: { min: 0, step: step ?? 'any', inputMode: 'decimal' } }}
            />
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}

export default function SizingPage() {
  const [base, setBase] = useState<Measurements>(BASE_CM);
  const [inc, setInc] = useState<Measurements>(INCREMENTS_CM);
  const chart = sizeChart(base, inc);

  return (
    <Box>
      <Typography variant="overline" color="primary">
        Grading tool
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, sm: 40 } }}>
        Sizing Fixer
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3, maxWidth: 680 }}>
        Enter your base measurements and the grading increment per size. The chart grades XS to XL and
        converts every value to inches.
      </Typography>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberFields
            title="Base measurements"
            hint="Centimetres, for the first size (XS)."
            values={base}
            onChange={(k, v) => setBase((b) => ({ ...b, [k]: v }))}
            prefix="base"
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <NumberFields
            title="Grading increments"
            hint="Centimetres added per size step."
            values={inc}
            onChange={(k, v) => setInc((b) => ({ ...b, [k]: v }))}
            step={0.1}
            prefix="increment"
          />
        </Grid>
        <Grid size={12}>
          <Paper variant="outlined" sx={{ borderRadius: 4, overflow: 'hidden' }}>
            <Box sx={{ p: { xs: 2, sm: 3 }, pb: 1 }}>
              <Typography variant="h6" component="h2">
                Graded size chart (inches)
              </Typography>
            </Box>
            <TableContainer tabIndex={0} role="region" aria-label="Size chart (scrolls sideways)">
              <Table aria-label="Graded size chart" sx={{ '& td, & th': { px: { xs: 1.25, sm: 2 } } }}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ fontWeight: 700 }}>Size</TableCell>
                    {MEASUREMENT_KEYS.map((k) => (
                      <TableCell key={k} align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                        {MEASUREMENT_LABELS[k]}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {chart.map((row) => (
                    <TableRow key={row.size} hover>
                      <TableCell sx={{ fontWeight: 800 }}>{row.size}</TableCell>
                      {MEASUREMENT_KEYS.map((k) => (
                        <TableCell
                          key={k}
                          align="right"
                          sx={{ fontVariantNumeric: 'tabular-nums' }}
                          data-testid={`chart-${row.size}-${k}`}
                        >
                          {row.values[k]}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        </Grid>
        <Grid size={12}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
              Base measurements in inches
            </Typography>
            <Stack
              component="ul"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 1, sm: 4 }}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {MEASUREMENT_KEYS.map((k) => (
                <Box component="li" key={k}>
                  <Typography variant="body2" color="text.secondary">
                    {MEASUREMENT_LABELS[k]}
                  </Typography>
                  <Typography sx={{ fontWeight: 700 }} data-testid={`base-in-${k}`}>
                    {toInches(base[k])} in
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}
