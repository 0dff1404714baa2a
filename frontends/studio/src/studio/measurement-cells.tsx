import { alpha, Chip, InputBase, type Theme, Tooltip } from '@mui/material';
import { useState } from 'react';
import type { Provenance } from '../lib/types';
import { fromUnit, toUnit, type Unit } from '../lib/format';
import { MEASUREMENT_LIMITS } from '@techpack/contracts';
import { useServerFieldError } from './server-errors';

// The graded table's cells: a value's provenance chip and the number cell (split out of MeasurementsTab.tsx).

const PROVENANCE_LABEL: Record<Provenance, string> = {
  detected: 'Detected',
  estimated: 'Estimated',
  standard: 'Standard',
  user: 'Edited',
  fit: 'Fit',
};
const PROVENANCE_HELP: Record<Provenance, string> = {
  detected: 'Detected from the photo',
  estimated: 'Estimated from the photo and garment type: confirm on the sample',
  standard: 'Standard default for this garment type: confirm with the designer',
  user: 'Set by the designer',
  fit: 'From a fit session: decided on what the sample measured',
};
// Dark text on white (AA contrast, at least 4.5:1): the palette's light green/amber are not.
const PROVENANCE_TEXT: Record<Provenance, string> = {
  detected: '#166534',
  estimated: '#92400E',
  standard: '#374151',
  user: '#3730A3',
  fit: '#6B21A8',
};

export function ProvenanceChip({ value }: { value: Provenance | undefined }) {
  if (!value) return null;
  return (
    <Tooltip title={PROVENANCE_HELP[value]}>
      <Chip
        size="small"
        variant="outlined"
        label={PROVENANCE_LABEL[value]}
        sx={{
          height: 18,
          fontSize: 10.5,
          fontWeight: 600,
          color: PROVENANCE_TEXT[value],
          borderColor: PROVENANCE_TEXT[value],
          '& .MuiChip-label': { px: 0.75 },
        }}
      />
    </Tooltip>
  );
}

export interface CellProps {
  cm: number;
  unit: Unit;
  label: string;
  allowZero?: boolean;
  // smallest accepted value in cm (tolerance: 0.3 cm)
  min?: number;
  // largest accepted value in cm (the contract's bound for a measurement, 500 cm, unless said)
  max?: number;
  // the PUT field this cell edits ('measurements.length'): marked when the server refused it
  field?: string;
  onCommit: (cm: number) => void;
  onValidity: (label: string, ok: boolean) => void;
  onBegin?: () => void;
  emphasis?: boolean;
  testId?: string;
  // what the cell reads while not being edited, where that is not the number itself (a grade's range)
  display?: string;
}

// Keeps the typed text while focused so unit rounding never fights the cursor.
export function NumberCell({
  cm,
  unit,
  label,
  allowZero,
  min,
  max = MEASUREMENT_LIMITS.max,
  field,
  onCommit,
  onValidity,
  onBegin,
  emphasis,
  testId,
  display,
}: CellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [localInvalid, setInvalid] = useState(false);
  const serverError = useServerFieldError(field);
  const invalid = localInvalid || !!serverError;
  const shown = draft ?? display ?? String(toUnit(cm, unit));
  return (
    <InputBase
      value={shown}
      inputMode="decimal"
      onFocus={() => {
        onBegin?.();
        setDraft(String(toUnit(cm, unit)));
      }}
      onBlur={() => {
        setDraft(null);
        setInvalid(false);
        onValidity(label, true);
      }}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        const n = text.trim() === '' ? NaN : Number(text.replace(',', '.'));
        const ok =
          Number.isFinite(n) &&
          (allowZero ? n >= 0 : n > 0) &&
          fromUnit(n, unit) <= max + 1e-9 &&
          (min === undefined || fromUnit(n, unit) >= min - 1e-9);
        setInvalid(!ok);
        onValidity(label, ok);
        if (ok) onCommit(fromUnit(n, unit));
      }}
      inputProps={{
        'aria-label': label,
        'aria-invalid': invalid,
        'data-testid': testId,
        ...(serverError ? { title: serverError } : {}),
      }}
      sx={{
        width: 64,
        fontSize: 14,
        fontWeight: emphasis ? 700 : 400,
        '& input': {
          textAlign: 'right',
          px: 0.75,
          py: 0.5,
          borderRadius: 1,
          border: '1px solid',
          borderColor: invalid ? 'error.main' : 'transparent',
          bgcolor: (t: Theme) => (invalid ? alpha(t.palette.error.main, 0.08) : 'transparent'),
          transition: 'border-color .15s, background-color .15s',
          '&:hover': { borderColor: invalid ? 'error.main' : 'divider' },
          '&:focus': { borderColor: invalid ? 'error.main' : 'primary.main', bgcolor: 'background.paper' },
        },
      }}
    />
  );
}
