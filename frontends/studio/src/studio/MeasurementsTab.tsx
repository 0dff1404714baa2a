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
import { useContext, useState, type FormEvent } from 'react';
import { FieldValidityContext } from './fields';
import { NumberCell, ProvenanceChip } from './measurement-cells';

export { ProvenanceChip };

const tint = (t: Theme) => alpha(t.palette.primary.main, 0.06);
import type { GradedSpec, PomChanges } from '../lib/types';
import { toUnit, type Unit } from '../lib/format';
import { editPom, measurementRows, writeMeasurement, type PomField } from '../lib/measurements';

export const MEASUREMENT_ERROR = 'Enter a positive number';

export interface MeasurementsTabProps {
  measurements: Record<string, string | number>;
  spec?: GradedSpec;
  selectedSize?: string;
  // The table as the analysis made it (when the studio opened): what "reset" goes back to.
  original?: GradedSpec;
  onChange: (next: { measurements: Record<string, string | number>; pointsOfMeasure?: GradedSpec; pomChanges?: PomChanges }) => void;
  // Changes to the table's points of measure (tolerance, grade, custom points) waiting for the next Save.
  pomChanges?: PomChanges;
  // The points of measure the designer added (only these can be deleted).
  customPoms?: Record<string, unknown>;
}

export const TOLERANCE_MIN_CM = 0.3;

type Snapshot = { measurements: Record<string, string | number>; pointsOfMeasure?: GradedSpec };
const UNDO_LIMIT = 50;

export function MeasurementsTab({
  measurements,
  spec,
  selectedSize,
  original,
  onChange,
  pomChanges,
  customPoms,
}: MeasurementsTabProps) {
  const [newName, setNewName] = useState('');
  const [newValue, setNewValue] = useState('');
  const newValueCm = Number(newValue.replace(',', '.'));
  const canAdd = newName.trim().length > 0 && newName.trim().length <= 80 && Number.isFinite(newValueCm) && newValueCm > 0 && newValueCm <= 500;
  const changePoms = (next: PomChanges, nextSpec?: GradedSpec) =>
    onChange({ measurements, ...(nextSpec ?? spec ? { pointsOfMeasure: nextSpec ?? spec } : {}), pomChanges: next });
  const addCustom = () => {
    if (!canAdd) return;
    changePoms({ ...pomChanges, add: [...(pomChanges?.add ?? []), { name: newName.trim(), value: newValueCm }].slice(0, 20) });
    setNewName('');
    setNewValue('');
  };
  const removeCustom = (key: string) => {
    if (!spec) return;
    changePoms(
      { ...pomChanges, remove: [...new Set([...(pomChanges?.remove ?? []), key])] },
      { ...spec, rows: spec.rows.filter((r) => r.key !== key) },
    );
  };
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
  // an invalid cell also holds the studio's Save / Update PDF until it is fixed
  const reportField = useContext(FieldValidityContext);
  const onValidity = (label: string, ok: boolean) => {
    reportField(`measurement:${label}`, ok);
    setInvalidCells((prev) => {
      if (ok === !prev.has(label)) return prev;
      const next = new Set(prev);
      if (ok) next.delete(label);
      else next.add(label);
      return next;
    });
  };

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
    if (field === 'value') {
      onChange({ measurements: nextMeasurements, pointsOfMeasure: nextSpec });
      return;
    }
    const edits = { ...(pomChanges?.edit ?? {}) };
    edits[row.key] = { ...edits[row.key], ...(field === 'tolerance' ? { tolerance: cm } : { grade: cm }) };
    onChange({ measurements: nextMeasurements, pointsOfMeasure: nextSpec, pomChanges: { ...pomChanges, edit: edits } });
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
        <TableContainer
          role="region"
          aria-label="Graded measurements (scrolls sideways on narrow screens)"
          tabIndex={0}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflowX: 'auto',
            // a focused size cell scrolls into view beside the sticky column, never under it
            scrollPaddingLeft: { xs: 150, sm: 250 },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <Table
            size="small"
            aria-label="Graded measurements"
            sx={{ minWidth: { xs: 0, sm: 640 }, '& td, & th': { whiteSpace: 'nowrap' } }}
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
                  <TableCell align="right">
                    <NumberCell
                      cm={row.tolerance}
                      unit={unit}
                      min={TOLERANCE_MIN_CM}
                      max={10}
                      testId={`pom-${i}-tolerance`}
                      label={`${row.name} tolerance`}
                      onValidity={onValidity}
                      onBegin={remember}
                      onCommit={(cm) => editGraded(i, 'tolerance', cm)}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <NumberCell
                      cm={row.gradeStep}
                      unit={unit}
                      allowZero
                      max={10}
                      testId={`pom-${i}-grade`}
                      label={`${row.name} grade step`}
                      onValidity={onValidity}
                      onBegin={remember}
                      onCommit={(cm) => editGraded(i, 'gradeStep', cm)}
                    />
                    {customPoms && row.key in customPoms && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => removeCustom(row.key)}
                        aria-label={`Delete ${row.name} (${row.code})`}
                        sx={{ minWidth: 0, py: 0, px: 0.5, fontSize: 11.5 }}
                      >
                        Delete
                      </Button>
                    )}
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
                        field={size === spec.baseSize ? `measurements.${row.key}` : undefined}
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
        <Box
          component="form"
          aria-label="Add a point of measure"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            addCustom();
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}
        >
          <InputBase
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            placeholder="New point of measure, e.g. Pocket width"
            inputProps={{ 'aria-label': 'New point of measure name', maxLength: 80, 'data-testid': 'pom-add-name' }}
            sx={{ flex: '1 1 220px', border: 1, borderColor: 'divider', borderRadius: 1, px: 1, fontSize: 14 }}
          />
          <InputBase
            value={newValue}
            onChange={(e) => setNewValue(e.target.value)}
            placeholder={`cm at ${spec!.baseSize}`}
            inputMode="decimal"
            inputProps={{ 'aria-label': `New point of measure value in cm at ${spec!.baseSize}`, 'data-testid': 'pom-add-value' }}
            sx={{ width: 110, border: 1, borderColor: 'divider', borderRadius: 1, px: 1, fontSize: 14 }}
          />
          <Button type="submit" size="small" variant="outlined" disabled={!canAdd}>
            Add point of measure
          </Button>
          {(pomChanges?.add ?? []).map((a, k) => (
            <Chip
              key={`${a.name}-${k}`}
              size="small"
              label={`${a.name} ${a.value} cm: added on Save`}
              onDelete={() => changePoms({ ...pomChanges, add: (pomChanges?.add ?? []).filter((_, j) => j !== k) })}
            />
          ))}
        </Box>
      )}
      {graded && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          All values in {unitLabel}. Hover a point of measure for how to measure it. Tolerance at least{' '}
          {toUnit(TOLERANCE_MIN_CM, unit)} {unitLabel}; a grade step of 0 keeps a detail the same in every size.
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            {' '}
            Swipe the table sideways for every size.
          </Box>
        </Typography>
      )}
    </Box>
  );
}
