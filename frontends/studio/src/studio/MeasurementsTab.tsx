import {
  Alert,
  alpha,
  Box,
  Button,
  Chip,
  InputBase,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';

const tint = (t: Theme) => alpha(t.palette.primary.main, 0.06);
import type { GradedSpec, Provenance } from '../lib/types';
import { fromUnit, toUnit, type Unit } from '../lib/format';
import { editPom, measurementRows, writeMeasurement, type PomField } from '../lib/measurements';

export const MEASUREMENT_ERROR = 'Enter a positive number';

const PROVENANCE_LABEL: Record<Provenance, string> = {
  detected: 'Detected',
  estimated: 'Estimated',
  standard: 'Standard',
  user: 'Edited',
};
const PROVENANCE_HELP: Record<Provenance, string> = {
  detected: 'Detected from the photo',
  estimated: 'Estimated from the photo and garment type: confirm on the sample',
  standard: 'Standard default for this garment type: confirm with the designer',
  user: 'Set by the designer',
};
// Dark text on white (AA contrast, at least 4.5:1): the palette's light green/amber are not.
const PROVENANCE_TEXT: Record<Provenance, string> = {
  detected: '#166534',
  estimated: '#92400E',
  standard: '#374151',
  user: '#3730A3',
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

interface CellProps {
  cm: number;
  unit: Unit;
  label: string;
  allowZero?: boolean;
  onCommit: (cm: number) => void;
  onValidity: (label: string, ok: boolean) => void;
  onBegin?: () => void;
  emphasis?: boolean;
  testId?: string;
}

// Keeps the typed text while focused so unit rounding never fights the cursor.
function NumberCell({
  cm,
  unit,
  label,
  allowZero,
  onCommit,
  onValidity,
  onBegin,
  emphasis,
  testId,
}: CellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const shown = draft ?? String(toUnit(cm, unit));
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
        const ok = Number.isFinite(n) && (allowZero ? n >= 0 : n > 0) && n < 1000;
        setInvalid(!ok);
        onValidity(label, ok);
        if (ok) onCommit(fromUnit(n, unit));
      }}
      inputProps={{ 'aria-label': label, 'aria-invalid': invalid, 'data-testid': testId }}
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

function ReadOnly({ cm, unit }: { cm: number; unit: Unit }) {
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{ px: 0.75, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
    >
      {toUnit(cm, unit)}
    </Typography>
  );
}

export interface MeasurementsTabProps {
  measurements: Record<string, string | number>;
  spec?: GradedSpec;
  selectedSize?: string;
  // The table as the analysis made it (when the studio opened): what "reset" goes back to.
  original?: GradedSpec;
  onChange: (next: { measurements: Record<string, string | number>; pointsOfMeasure?: GradedSpec }) => void;
}

type Snapshot = { measurements: Record<string, string | number>; pointsOfMeasure?: GradedSpec };
const UNDO_LIMIT = 50;

export function MeasurementsTab({
  measurements,
  spec,
  selectedSize,
  original,
  onChange,
}: MeasurementsTabProps) {
  const [unit, setUnit] = useState<Unit>('cm');
  // Undo: the table before each edit (a cell's edit starts when it gets focus).
  const [history, setHistory] = useState<Snapshot[]>([]);
  const remember = () =>
    setHistory((h) => {
      const top = h[h.length - 1];
      if (top && top.measurements === measurements && top.pointsOfMeasure === spec) return h;
      return [...h.slice(-(UNDO_LIMIT - 1)), { measurements, pointsOfMeasure: spec }];
    });
  const undo = () => {
    const h = [...history];
    let last = h.pop();
    while (last && last.measurements === measurements && last.pointsOfMeasure === spec) last = h.pop();
    setHistory(h);
    if (last) onChange(last.pointsOfMeasure ? last : { measurements: last.measurements });
  };
  const canUndo = history.some((x) => x.measurements !== measurements || x.pointsOfMeasure !== spec);
  const originalRow = (code: string, key: string) =>
    original?.rows.find((r) => r.code === code && r.key === key);
  const resetRow = (rowIndex: number) => {
    if (!spec) return;
    const row = spec.rows[rowIndex];
    const first = originalRow(row.code, row.key);
    if (!first) return;
    remember();
    const rows = spec.rows.map((r, i) => (i === rowIndex ? first : r));
    const size4Map = selectedSize && first.values[selectedSize] !== undefined ? selectedSize : spec.baseSize;
    const value = first.values[size4Map];
    onChange({
      measurements:
        value !== undefined && row.key in measurements
          ? { ...measurements, [row.key]: writeMeasurement(measurements[row.key], value) }
          : measurements,
      pointsOfMeasure: { ...spec, rows },
    });
  };
  const [invalidCells, setInvalidCells] = useState<Set<string>>(new Set());
  const onValidity = (label: string, ok: boolean) =>
    setInvalidCells((prev) => {
      if (ok === !prev.has(label)) return prev;
      const next = new Set(prev);
      if (ok) next.delete(label);
      else next.add(label);
      return next;
    });

  const editGraded = (rowIndex: number, field: PomField, cm: number, size?: string) => {
    if (!spec) return;
    const nextSpec = editPom(spec, rowIndex, field, cm, size);
    const row = nextSpec.rows[rowIndex];
    // `measurements` carries the selected size (the sample size when none is selected).
    const size4Map =
      selectedSize && row.values[selectedSize] !== undefined ? selectedSize : nextSpec.baseSize;
    const value = row.values[size4Map];
    const nextMeasurements =
      value !== undefined && (row.key in measurements || field === 'value')
        ? { ...measurements, [row.key]: writeMeasurement(measurements[row.key], value) }
        : measurements;
    onChange({ measurements: nextMeasurements, pointsOfMeasure: nextSpec });
  };

  const unitLabel = unit === 'cm' ? 'cm' : 'in';
  const graded = spec && spec.rows.length > 0;

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {graded ? 'Graded points of measure' : 'Measurements'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {graded
              ? `Edit any size: the row follows the grade rule from the ${spec.baseSize} sample size (the step into XXL is 1.25 × the grade). Tolerances (±) and grade steps follow the garment-type standard.`
              : 'Edit any measurement; values are stored in centimetres.'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={undo}
            disabled={!canUndo}
            aria-label="Undo last measurement change"
          >
            Undo
          </Button>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={unit}
            onChange={(_e, v: Unit | null) => v && setUnit(v)}
            aria-label="Measurement unit"
          >
            <ToggleButton value="cm" sx={{ px: 2 }}>
              cm
            </ToggleButton>
            <ToggleButton value="in" sx={{ px: 2 }}>
              in
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Box>

      {invalidCells.size > 0 && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {MEASUREMENT_ERROR}
        </Alert>
      )}

      {graded ? (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflowX: 'auto' }}>
          <Table
            size="small"
            aria-label="Graded measurements"
            sx={{ minWidth: 640, '& td, & th': { whiteSpace: 'nowrap' } }}
          >
            <TableHead>
              <TableRow
                sx={{
                  '& th': {
                    bgcolor: 'grey.50',
                    fontWeight: 700,
                    fontSize: 12,
                    color: 'text.secondary',
                    textTransform: 'uppercase',
                    letterSpacing: 0.4,
                  },
                }}
              >
                <TableCell
                  sx={{
                    position: 'sticky',
                    left: 0,
                    zIndex: 2,
                    bgcolor: 'grey.50',
                    boxShadow: (t: Theme) => `1px 0 0 ${t.palette.divider}`,
                  }}
                >
                  Point of measure
                </TableCell>
                <TableCell align="right">Tol ±</TableCell>
                <TableCell align="right">Grade</TableCell>
                {spec.sizes.map((size) => (
                  <TableCell
                    key={size}
                    align="right"
                    sx={
                      size === spec.baseSize ? { color: 'primary.main !important', bgcolor: tint } : undefined
                    }
                  >
                    {size}
                    {size === spec.baseSize && (
                      <Box component="span" sx={{ display: 'block', fontSize: 10, fontWeight: 600 }}>
                        Base
                      </Box>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {spec.rows.map((row, i) => (
                <TableRow key={row.code + row.key} hover>
                  <TableCell
                    sx={{
                      position: 'sticky',
                      left: 0,
                      zIndex: 1,
                      bgcolor: 'background.paper',
                      whiteSpace: 'normal !important',
                      width: { xs: 150, sm: 250 },
                      minWidth: { xs: 150, sm: 250 },
                      boxShadow: (t: Theme) => `1px 0 0 ${t.palette.divider}`,
                    }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                      <Typography
                        variant="caption"
                        sx={{ fontWeight: 700, color: 'text.secondary', minWidth: 24, lineHeight: '20px' }}
                      >
                        {row.code}
                      </Typography>
                      <Box sx={{ minWidth: 0 }}>
                        <Tooltip title={row.howToMeasure} placement="top-start">
                          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
                            {row.name}
                          </Typography>
                        </Tooltip>
                        <Box
                          sx={{ mt: 0.25, display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
                        >
                          <ProvenanceChip value={row.provenance} />
                          {(() => {
                            const first = originalRow(row.code, row.key);
                            if (!first || first.values[spec.baseSize] === row.values[spec.baseSize])
                              return null;
                            return (
                              <Button
                                size="small"
                                onClick={() => resetRow(i)}
                                aria-label={`Reset ${row.name} to the analysis value (${toUnit(first.values[spec.baseSize] ?? 0, unit)} ${unitLabel} at ${spec.baseSize})`}
                                sx={{ minWidth: 0, py: 0, px: 0.5, fontSize: 11.5 }}
                              >
                                Reset
                              </Button>
                            );
                          })()}
                        </Box>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell align="right" aria-label={`${row.name} tolerance`}>
                    <ReadOnly cm={row.tolerance} unit={unit} />
                  </TableCell>
                  <TableCell align="right" aria-label={`${row.name} grade step`}>
                    <ReadOnly cm={row.gradeStep} unit={unit} />
                  </TableCell>
                  {spec.sizes.map((size) => (
                    <TableCell
                      key={size}
                      align="right"
                      sx={size === spec.baseSize ? { bgcolor: tint } : undefined}
                    >
                      <NumberCell
                        cm={row.values[size] ?? 0}
                        unit={unit}
                        emphasis={size === spec.baseSize}
                        testId={`pom-${i}-${size}`}
                        label={`${row.name} ${size}`}
                        onValidity={onValidity}
                        onBegin={remember}
                        onCommit={(cm) => editGraded(i, 'value', cm, size)}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
          {measurementRows(measurements).map((m) => (
            <Box
              key={m.key}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                px: 1.5,
                py: 1,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {m.label}
              </Typography>
              {m.cm === null ? (
                <Typography variant="body2" color="text.secondary">
                  {String(m.raw)}
                </Typography>
              ) : (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <NumberCell
                    cm={m.cm}
                    unit={unit}
                    label={m.label}
                    onValidity={onValidity}
                    onBegin={remember}
                    onCommit={(cm) =>
                      onChange({ measurements: { ...measurements, [m.key]: writeMeasurement(m.raw, cm) } })
                    }
                  />
                  <Typography variant="caption" color="text.secondary">
                    {unitLabel}
                  </Typography>
                </Box>
              )}
            </Box>
          ))}
        </Box>
      )}
      {graded && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          All values in {unitLabel}. Hover a point of measure for how to measure it.
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            {' '}
            Swipe the table sideways for every size.
          </Box>
        </Typography>
      )}
    </Box>
  );
}
