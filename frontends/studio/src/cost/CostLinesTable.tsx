import {
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import type { CostLineDto } from '@techpack/contracts';

export const money = (n: number) => `$${n.toFixed(2)}`;

/** A price the designer typed: a number of dollars, 0-10000. */
function parsePrice(text: string): number | undefined {
  if (!/^\s*\d{1,5}(\.\d{1,4})?\s*$/.test(text)) return undefined;
  const n = Number(text);
  return n >= 0 && n <= 10_000 ? n : undefined;
}

function PriceCell({ line, onCommit }: { line: CostLineDto; onCommit: (price: number) => void }) {
  const [text, setText] = useState(String(line.unitPrice));
  useEffect(() => setText(String(line.unitPrice)), [line.unitPrice]);
  if (line.unit === '%') return <>{line.unitPrice.toFixed(4)}</>;
  const value = parsePrice(text);
  const commit = () => {
    if (value !== undefined && value !== line.unitPrice) onCommit(value);
  };
  return (
    <TextField
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
      error={value === undefined}
      inputProps={{
        'aria-label': `Unit price of ${line.ref} ${line.item}`,
        inputMode: 'decimal',
        style: { textAlign: 'right', width: 72 },
      }}
    />
  );
}

/** The cost sheet's lines, each unit price editable, with the FOB unit cost at the foot. */
export function CostLinesTable({
  lines,
  fobUnitCost,
  onPrice,
}: {
  lines: CostLineDto[];
  fobUnitCost: number;
  onPrice: (ref: string, price: number) => void;
}) {
  return (
    <Box
      role="region"
      sx={{ overflowX: 'auto', mb: 2 }}
      tabIndex={0}
      aria-label="Cost lines, scrolls sideways"
    >
      <Table size="small" aria-label="Cost lines">
        <TableHead>
          <TableRow>
            {['Ref', 'Item', 'Qty', 'Unit', 'Unit price', 'Source', 'Total'].map((h) => (
              <TableCell key={h} align={['Qty', 'Unit price', 'Total'].includes(h) ? 'right' : 'left'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.ref}>
              <TableCell>{l.ref}</TableCell>
              <TableCell>
                {l.item}
                {l.range && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    Library range ${l.range.min.toFixed(2)}-${l.range.max.toFixed(2)} per {l.unit}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{l.quantity}</TableCell>
              <TableCell>{l.unit}</TableCell>
              <TableCell align="right">
                <PriceCell line={l} onCommit={(price) => onPrice(l.ref, price)} />
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={l.source}
                  color={l.source === 'user' ? 'primary' : 'default'}
                  variant={l.source === 'user' ? 'filled' : 'outlined'}
                />
              </TableCell>
              <TableCell align="right">{money(l.total)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={6} sx={{ fontWeight: 700 }}>
              FOB unit cost
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {money(fobUnitCost)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
