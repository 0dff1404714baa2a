import { Chip, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import type { FitRow } from '@techpack/contracts';

export type RowChoice = 'keep-spec' | 'take-measured' | 'custom' | 'none';

const ORDER: Record<FitRow['status'], number> = { out: 0, in: 1, 'not-measured': 2 };
const cm = (n: number | null) => (n === null ? '-' : n.toFixed(1));
const signed = (n: number | null) => (n === null ? '-' : `${n > 0 ? '+' : ''}${n.toFixed(1)}`);

// One fit session's rows: spec (the revision the sample was made from), measured, difference and tolerance, out-of-
// tolerance rows first and highlighted; with `choices`, a decision per row (keep the spec, take the measurement, or a
// new value in cm).
export function FitSessionTable({
  rows,
  choices,
  custom,
  onChoice,
  onCustom,
}: {
  rows: FitRow[];
  choices?: Record<string, RowChoice>;
  custom?: Record<string, string>;
  onChoice?: (key: string, choice: RowChoice) => void;
  onCustom?: (key: string, text: string) => void;
}) {
  const sorted = [...rows].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
  return (
    <Table size="small" aria-label="Fit session: spec against measured">
      <TableHead>
        <TableRow>
          <TableCell>Code</TableCell>
          <TableCell>Point of measure</TableCell>
          <TableCell align="right">Spec cm</TableCell>
          <TableCell align="right">Measured</TableCell>
          <TableCell align="right">Diff</TableCell>
          <TableCell align="right">+/- Tol</TableCell>
          <TableCell>Status</TableCell>
          {choices && <TableCell>Decision</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((r) => {
          const out = r.status === 'out';
          const choice = choices?.[r.key] ?? 'none';
          return (
            <TableRow
              key={r.key}
              data-testid="fit-row"
              data-status={r.status}
              data-key={r.key}
              sx={out ? { bgcolor: '#FEE2E2' } : undefined}
            >
              <TableCell sx={{ fontWeight: 700 }}>{r.code}</TableCell>
              <TableCell>{r.name}</TableCell>
              <TableCell align="right">{cm(r.spec)}</TableCell>
              <TableCell align="right">{cm(r.measured)}</TableCell>
              <TableCell align="right" sx={out ? { color: '#991B1B', fontWeight: 700 } : undefined}>
                {signed(r.diff)}
              </TableCell>
              <TableCell align="right">{r.tolerance.toFixed(1)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={out ? 'Out' : r.status === 'in' ? 'In' : 'Not measured'}
                  sx={out ? { bgcolor: '#991B1B', color: '#fff', fontWeight: 700 } : undefined}
                />
              </TableCell>
              {choices && (
                <TableCell sx={{ minWidth: 220 }}>
                  <TextField
                    select
                    size="small"
                    value={choice}
                    onChange={(e) => onChoice?.(r.key, e.target.value as RowChoice)}
                    slotProps={{
                      select: { native: true },
                      htmlInput: {
                        'aria-label': `Decision for ${r.code} ${r.name}`,
                        'data-testid': 'fit-decision',
                      },
                    }}
                    sx={{ minWidth: 140, mr: 1 }}
                  >
                    <option value="none">No change</option>
                    <option value="keep-spec">Keep spec</option>
                    <option value="take-measured" disabled={r.measured === null}>
                      Take measured
                    </option>
                    <option value="custom">New value</option>
                  </TextField>
                  {choice === 'custom' && (
                    <TextField
                      size="small"
                      value={custom?.[r.key] ?? ''}
                      onChange={(e) => onCustom?.(r.key, e.target.value)}
                      inputProps={{
                        'aria-label': `New value in cm for ${r.code}`,
                        inputMode: 'decimal',
                        style: { width: 64 },
                      }}
                    />
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
