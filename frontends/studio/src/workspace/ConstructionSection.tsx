import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { StudioTechPack } from '../lib/types';

interface Operation {
  operation: string;
  isoStitch: string;
  stitchName: string;
  isoSeam: string;
  seamName: string;
  spi: number;
  seamAllowanceCm: number;
  notes: string;
}

// The pack's construction as the factory reads it: every operation with its ISO stitch and seam, stitches per inch and
// seam allowance, then thread and finishing.
export function ConstructionSection({ pack }: { pack: StudioTechPack }) {
  const c = (pack as { construction?: { operations: Operation[]; thread: string; finishing: string } })
    .construction;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="construction-title"
      sx={{ borderRadius: 4, p: { xs: 2, sm: 3 } }}
    >
      <Typography id="construction-title" variant="h6" component="h2">
        Construction
      </Typography>
      {!c || c.operations.length === 0 ? (
        <Typography color="text.secondary">No operations yet.</Typography>
      ) : (
        <>
          <TableContainer
            tabIndex={0}
            role="region"
            aria-label="Operations"
            sx={{ mt: 1.5, overflowX: 'auto' }}
          >
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Operation</TableCell>
                  <TableCell>Stitch</TableCell>
                  <TableCell>Seam</TableCell>
                  <TableCell align="right">SPI</TableCell>
                  <TableCell align="right">Allowance</TableCell>
                  <TableCell>Notes</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {c.operations.map((o, i) => (
                  <TableRow key={`${o.operation}-${i}`}>
                    <TableCell>{o.operation}</TableCell>
                    <TableCell>
                      {o.isoStitch} {o.stitchName}
                    </TableCell>
                    <TableCell>
                      {o.isoSeam} {o.seamName}
                    </TableCell>
                    <TableCell align="right">{o.spi}</TableCell>
                    <TableCell align="right">{o.seamAllowanceCm} cm</TableCell>
                    <TableCell>{o.notes}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box sx={{ mt: 2, display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">
              <strong>Thread:</strong> {c.thread}
            </Typography>
            <Typography variant="body2">
              <strong>Finishing:</strong> {c.finishing}
            </Typography>
          </Box>
        </>
      )}
    </Paper>
  );
}
