import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { FITS, SIZE_RANGES, SIZE_RANGE_SPECS, parseCm, type SizeRange } from '@techpack/catalog';
import type { TechPackUpdate } from '@techpack/contracts';
import { useUpdateTechPackMutation } from '../api/techpack.api';
import { serverMessage } from '../lib/errors';
import type { StudioTechPack } from '../lib/types';
import { OptionField, SectionTitle } from './fields';
import { SizeRangeSuggestion } from './SizeRangeSuggestion';

const RANGE_LABELS: Record<string, string> = {
  womens: "Women's",
  mens: "Men's",
  unisex: 'Unisex',
  kids: 'Kids (2Y-14Y)',
};

/**
 * Size range, fit and sample size (each re-grades every measurement on the server, saved at once), and "scale
 * everything from one measurement I know": the ratio of a known value to the pack's value at the sample size is
 * applied to every graded measurement. A kids' range the upload suggested (children's wear in the photo analysis or
 * in the designer's words) is offered above them, never applied without the designer's click.
 */
export function SizeRangePanel({
  pack,
  onSaved,
}: {
  pack: StudioTechPack;
  onSaved: (fields: Partial<StudioTechPack>) => void;
}) {
  const [update, { isLoading }] = useUpdateTechPackMutation();
  const [error, setError] = useState<string | null>(null);
  const range = (pack.sizeRange ?? 'unisex') as SizeRange;
  const rows = (pack.pointsOfMeasure?.rows ?? []).filter((r) => r.gradeStep > 0);
  const [key, setKey] = useState(rows.find((r) => r.key === 'chestWidth')?.key ?? rows[0]?.key ?? '');
  const [known, setKnown] = useState('');

  const send = async (body: TechPackUpdate) => {
    setError(null);
    try {
      const reply = (await update({ id: pack.id, body }).unwrap()) as unknown as {
        techPack?: Partial<StudioTechPack>;
      };
      if (reply?.techPack) onSaved(reply.techPack);
    } catch (e) {
      setError(serverMessage(e) ?? 'The change could not be saved. Try again.');
    }
  };
  const current = parseCm(pack.measurements[key]);
  const target = Number(known.replace(',', '.'));
  const canScale =
    current !== undefined && current > 0 && Number.isFinite(target) && target > 0 && target <= 500;
  const scale = () => {
    if (!canScale) return;
    const ratio = target / current!;
    const measurements: Record<string, number> = {};
    for (const r of rows) {
      const v = parseCm(pack.measurements[r.key]);
      if (v !== undefined) measurements[r.key] = Math.round(v * ratio * 10) / 10;
    }
    void send({ measurements }).then(() => setKnown(''));
  };

  return (
    <Box sx={{ mb: 2 }} aria-label="Size range and fit">
      <SectionTitle>Size range and fit</SectionTitle>
      <SizeRangeSuggestion
        pack={pack}
        range={range}
        busy={isLoading}
        onApply={(v) => void send({ sizeRange: v })}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
        <OptionField
          label="Size range"
          value={range}
          options={SIZE_RANGES}
          labels={RANGE_LABELS}
          onChange={(v) => void send({ sizeRange: v as SizeRange })}
        />
        <OptionField
          label="Fit"
          value={pack.fit ?? 'regular'}
          options={FITS}
          onChange={(v) => void send({ fit: v as (typeof FITS)[number] })}
        />
        <OptionField
          label="Sample size"
          value={pack.selectedSize ?? SIZE_RANGE_SPECS[range].baseSize}
          options={SIZE_RANGE_SPECS[range].sizes}
          labels={Object.fromEntries(SIZE_RANGE_SPECS[range].sizes.map((s) => [s, s]))}
          onChange={(v) => void send({ selectedSize: v as never })}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        Grades follow {SIZE_RANGE_SPECS[range].source}.
      </Typography>
      {rows.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="body2">Scale everything from one measurement I know:</Typography>
          <OptionField
            label="Point of measure"
            value={key}
            options={rows.map((r) => r.key)}
            labels={Object.fromEntries(rows.map((r) => [r.key, `${r.code} ${r.name}`]))}
            onChange={setKey}
          />
          <TextField
            size="small"
            label={`Value at ${pack.selectedSize ?? ''} (cm)`}
            value={known}
            onChange={(e) => setKnown(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': 'Known value in cm' } }}
            sx={{ width: 160 }}
          />
          <Button size="small" variant="outlined" disabled={!canScale || isLoading} onClick={scale}>
            Scale all
          </Button>
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
