import {
  alpha,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type Theme,
  Tooltip,
  Typography,
} from '@mui/material';
import { gradeColumn, gradeColumnText } from '@techpack/catalog';
import type { GradedSpec } from '../lib/types';
import { toUnit, type Unit } from '../lib/format';
import type { PomField } from '../lib/measurements';
import { NumberCell, ProvenanceChip } from './measurement-cells';

export const TOLERANCE_MIN_CM = 0.3;

const tint = (t: Theme) => alpha(t.palette.primary.main, 0.06);

type PomRow = GradedSpec['rows'][number];

// the Grade cell's text where the row steps unevenly between sizes (the body table's range, as the PDF shows it)
const gradeRange = (row: PomRow, sizes: readonly string[], unit: Unit) =>
  gradeColumn(row, sizes).even
    ? undefined
    : gradeColumnText(row, sizes, (cm) => (unit === 'cm' ? cm.toFixed(1) : String(toUnit(cm, unit))));

export interface GradedMeasurementsTableProps {
  spec: GradedSpec;
  unit: Unit;
  /** the row as the analysis made it, when there is one */
  originalRow: (code: string, key: string) => PomRow | undefined;
  resetRow: (rowIndex: number) => void;
  customPoms?: Record<string, unknown>;
  removeCustom: (key: string) => void;
  onValidity: (label: string, ok: boolean) => void;
  remember: () => void;
  editGraded: (rowIndex: number, field: PomField, cm: number, size?: string) => void;
}

// The graded table: one row per point of measure, tolerance and grade step, then a column per size.
export function GradedMeasurementsTable({
  spec,
  unit,
  originalRow,
  resetRow,
  customPoms,
  removeCustom,
  onValidity,
  remember,
  editGraded,
}: GradedMeasurementsTableProps) {
  const unitLabel = unit === 'cm' ? 'cm' : 'in';
  return (
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
                sx={size === spec.baseSize ? { color: 'primary.main !important', bgcolor: tint } : undefined}
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
                    <Box sx={{ mt: 0.25, display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                      <ProvenanceChip value={row.provenance} />
                      {(() => {
                        const first = originalRow(row.code, row.key);
                        if (!first || first.values[spec.baseSize] === row.values[spec.baseSize]) return null;
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
                  display={gradeRange(row, spec.sizes, unit)}
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
  );
}
