import { Box, Typography } from '@mui/material';
import type { Unit } from '../lib/format';
import { measurementRows, writeMeasurement } from '../lib/measurements';
import { NumberCell } from './measurement-cells';
import type { MeasurementsTabProps } from './MeasurementsTab';

// Without a graded table: each measurement on its own, edited in place.
export function MeasurementGrid({
  measurements,
  unit,
  onValidity,
  remember,
  onChange,
}: {
  measurements: Record<string, string | number>;
  unit: Unit;
  onValidity: (label: string, ok: boolean) => void;
  remember: () => void;
  onChange: MeasurementsTabProps['onChange'];
}) {
  const unitLabel = unit === 'cm' ? 'cm' : 'in';
  return (
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
  );
}
