import { Alert, Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useContext, useState } from 'react';
import { FieldValidityContext } from './fields';
import type { GradedSpec, PomChanges } from '../lib/types';
import { toUnit, type Unit } from '../lib/format';
import { editPom, writeMeasurement, type PomField } from '../lib/measurements';
import { GradedMeasurementsTable, TOLERANCE_MIN_CM } from './GradedMeasurementsTable';
import { MeasurementGrid } from './MeasurementGrid';
import { AddPomForm } from './AddPomForm';
import { useInvalidSet } from './useInvalidSet';
import { useMeasurementUndo } from './useMeasurementUndo';

export { ProvenanceChip } from './measurement-cells';
export { TOLERANCE_MIN_CM };

export const MEASUREMENT_ERROR = 'Enter a positive number';

export interface MeasurementsTabProps {
  measurements: Record<string, string | number>;
  spec?: GradedSpec;
  selectedSize?: string;
  // The table as the analysis made it (when the studio opened): what "reset" goes back to.
  original?: GradedSpec;
  onChange: (next: {
    measurements: Record<string, string | number>;
    pointsOfMeasure?: GradedSpec;
    pomChanges?: PomChanges;
  }) => void;
  // Changes to the table's points of measure (tolerance, grade, custom points) waiting for the next Save.
  pomChanges?: PomChanges;
  // The points of measure the designer added (only these can be deleted).
  customPoms?: Record<string, unknown>;
}

export function MeasurementsTab({
  measurements,
  spec,
  selectedSize,
  original,
  onChange,
  pomChanges,
  customPoms,
}: MeasurementsTabProps) {
  const changePoms = (next: PomChanges, nextSpec?: GradedSpec) =>
    onChange({
      measurements,
      ...((nextSpec ?? spec) ? { pointsOfMeasure: nextSpec ?? spec } : {}),
      pomChanges: next,
    });
  const removeCustom = (key: string) => {
    if (!spec) return;
    changePoms(
      { ...pomChanges, remove: [...new Set([...(pomChanges?.remove ?? []), key])] },
      { ...spec, rows: spec.rows.filter((r) => r.key !== key) },
    );
  };
  const [unit, setUnit] = useState<Unit>('cm');
  const { remember, undo, canUndo } = useMeasurementUndo(measurements, spec, onChange);
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
  const [invalidCells, markCell] = useInvalidSet();
  // an invalid cell also holds the studio's Save / Update PDF until it is fixed
  const reportField = useContext(FieldValidityContext);
  const onValidity = (label: string, ok: boolean) => {
    reportField(`measurement:${label}`, ok);
    markCell(label, ok);
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
    onChange({
      measurements: nextMeasurements,
      pointsOfMeasure: nextSpec,
      pomChanges: { ...pomChanges, edit: edits },
    });
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
              ? `Edit any size: the row follows the grade rule from the ${spec.baseSize} sample size (the steps follow the size range's body table, as the saved pack does). Tolerances (±) and grade steps follow the garment-type standard.`
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
        <GradedMeasurementsTable
          spec={spec}
          unit={unit}
          originalRow={originalRow}
          resetRow={resetRow}
          customPoms={customPoms}
          removeCustom={removeCustom}
          onValidity={onValidity}
          remember={remember}
          editGraded={editGraded}
        />
      ) : (
        <MeasurementGrid
          measurements={measurements}
          unit={unit}
          onValidity={onValidity}
          remember={remember}
          onChange={onChange}
        />
      )}
      {graded && <AddPomForm baseSize={spec.baseSize} pomChanges={pomChanges} changePoms={changePoms} />}
      {graded && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          All values in {unitLabel}. Hover a point of measure for how to measure it. Tolerance at least{' '}
          {toUnit(TOLERANCE_MIN_CM, unit)} {unitLabel}; a grade step of 0 keeps a detail the same in every
          size.
          <Box component="span" sx={{ display: { sm: 'none' } }}>
            {' '}
            Swipe the table sideways for every size.
          </Box>
        </Typography>
      )}
    </Box>
  );
}
