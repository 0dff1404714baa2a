import { Alert, Box, Button, Chip, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { FEATURE_KEYS, FEATURE_LABELS, featureOptionsFor, labelOf, typeDefaults } from '@techpack/catalog';
import {
  ANALYZED_GARMENT_TYPES,
  type FeatureAnswer,
  type FeatureKey,
  type GarmentFeatures,
  type TechPack,
  type TechPackUpdate,
} from '@techpack/contracts';
import { withPending } from './pending';
import ConfirmDialog from './ConfirmDialog';
import { toast } from '@techpack/web-shared';
import type { StudioTechPack } from '../lib/types';
import { serverMessage } from '../lib/errors';
import { useChangeTechPackMutation } from './features.api';

// the garment features the pack follows, with their confidence and source. The designer confirms the ones
// not seen in the photo and may change any: every change re-derives the pack on the server, and the new pack is shown.

const KEYS = FEATURE_KEYS;
const LABELS = FEATURE_LABELS;
const SOURCE_TEXT: Record<
  FeatureAnswer['source'],
  { label: string; color: 'success' | 'warning' | 'default' | 'info' }
> = {
  detected: { label: 'Seen in photo', color: 'success' },
  estimated: { label: 'Estimated: confirm', color: 'warning' },
  assumed: { label: 'Assumed for the type: confirm', color: 'default' },
  user: { label: 'Set by you', color: 'info' },
};

// every value in words from the label table ('long-sleeve top' -> 'Long-sleeve top'), never the code
const human = labelOf;

function assumedFor(garmentType: string): GarmentFeatures {
  const d = typeDefaults(garmentType);
  const options = featureOptionsFor(garmentType);
  return Object.fromEntries(
    KEYS.map((k) => [
      k,
      !options[k]
        ? { value: 'n/a', confidence: 1, source: 'assumed' }
        : d[k]
          ? { value: d[k], confidence: 0.5, source: 'assumed' }
          : { value: 'unclear', confidence: 0, source: 'estimated' },
    ]),
  ) as GarmentFeatures;
}

/** Features not seen in the photo and not yet confirmed by the designer. */
export function featuresToConfirm(features: GarmentFeatures | undefined): FeatureKey[] {
  if (!features) return [];
  return KEYS.filter(
    (k) =>
      features[k] &&
      features[k].value !== 'n/a' &&
      (features[k].value === 'unclear' ||
        (features[k].source !== 'detected' && features[k].source !== 'user')),
  );
}

export interface FeaturesPanelProps {
  techPack: StudioTechPack;
  /** the re-derived pack from the server after a change */
  onPackChange: (pack: StudioTechPack) => void;
  /** the studio's unsaved edits, saved along with the change */
  pendingEdits?: TechPackUpdate;
}

export default function FeaturesPanel({ techPack, onPackChange, pendingEdits }: FeaturesPanelProps) {
  // packs made before garment features: the type's defaults, as assumptions to confirm (the server derives the same)
  const features =
    (techPack.aiAnalysis.features as GarmentFeatures | undefined) ??
    assumedFor(techPack.aiAnalysis.garmentType);
  const [change, { isLoading }] = useChangeTechPackMutation();
  const [lastMs, setLastMs] = useState<number | null>(null);
  // measured colours follow a changed pattern answer (a print's motif colours, a solid's one fabric): said, not silent
  const [colourNote, setColourNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!features) return null;
  const options = featureOptionsFor(techPack.aiAnalysis.garmentType);
  const shown = KEYS.filter((k) => features[k] && features[k].value !== 'n/a' && options[k]);
  const pending = featuresToConfirm(features).filter((k) => shown.includes(k));

  const sendType = (garmentType: string) => send({}, garmentType);
  const send = async (values: Partial<Record<FeatureKey, string>>, garmentType?: string) => {
    const t0 = performance.now();
    try {
      const analysis = garmentType ? { garmentType } : { features: values };
      const answer = await change({
        id: techPack.id,
        body: withPending({ aiAnalysis: analysis }, pendingEdits),
      }).unwrap();
      setLastMs(Math.round(performance.now() - t0));
      const colours = answer?.techPack?.revisions?.at(-1)?.changes?.find((c) => c.field === 'colors');
      setColourNote(colours ? ` Colourway now: ${String(colours.to)}.` : null);
      if (answer?.techPack) onPackChange(answer.techPack as TechPack as StudioTechPack);
    } catch (e) {
      toast({
        title: 'Update Failed',
        description: serverMessage(e) ?? 'Failed to change the feature',
        variant: 'destructive',
      });
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Garment features"
      sx={{ borderRadius: 4, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'baseline',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="h6" component="h2">
          Garment features
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Every section of the pack follows these features.
          {lastMs !== null ? ` Pack re-derived in ${lastMs} ms.` : ''}
          {colourNote ?? ''}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          data-testid="pack-status"
          color={techPack.status === 'ready' ? 'success' : 'warning'}
          label={techPack.status === 'ready' ? 'Ready: confirmed by you' : 'Draft: not confirmed by you'}
        />
        {techPack.status !== 'ready' && (
          <Button variant="contained" size="small" onClick={() => setConfirming(true)}>
            Review and confirm
          </Button>
        )}
        <TextField
          select
          size="small"
          label="Garment type"
          value={techPack.aiAnalysis.garmentType}
          disabled={isLoading}
          onChange={(e) => void sendType(e.target.value)}
          SelectProps={{ inputProps: { 'aria-label': 'Garment type' } }}
          sx={{ minWidth: 180 }}
        >
          {((ANALYZED_GARMENT_TYPES as readonly string[]).includes(techPack.aiAnalysis.garmentType)
            ? ANALYZED_GARMENT_TYPES
            : [techPack.aiAnalysis.garmentType, ...ANALYZED_GARMENT_TYPES]
          ).map((t) => (
            <MenuItem key={t} value={t}>
              {human(t)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ConfirmDialog
        techPack={techPack}
        open={confirming}
        onClose={() => setConfirming(false)}
        onPackChange={onPackChange}
      />
      {pending.length > 0 ? (
        <Alert severity="warning">
          {pending.length} {pending.length === 1 ? 'feature was' : 'features were'} not seen in the photo:
          confirm or change {pending.map((k) => LABELS[k].toLowerCase()).join(', ')}.
        </Alert>
      ) : (
        <Alert severity="success">All features are seen in the photo or confirmed by you.</Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
          gap: 1.5,
        }}
      >
        {shown.map((k) => {
          const f = features[k];
          const src = SOURCE_TEXT[f.source] ?? SOURCE_TEXT.estimated;
          const values = [...(options[k] ?? []), 'unclear'];
          return (
            <Box key={k} data-testid={`feature-${k}`} sx={{ display: 'grid', gap: 0.5 }}>
              <TextField
                select
                size="small"
                label={LABELS[k]}
                value={values.includes(f.value) ? f.value : 'unclear'}
                disabled={isLoading}
                onChange={(e) => send({ [k]: e.target.value })}
                SelectProps={{ inputProps: { 'aria-label': LABELS[k] } }}
              >
                {values.map((v) => (
                  <MenuItem key={v} value={v} disabled={v === 'unclear'}>
                    {human(v)}
                  </MenuItem>
                ))}
              </TextField>
              <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
                <Chip
                  size="small"
                  label={src.label}
                  color={src.color}
                  variant={f.source === 'detected' || f.source === 'user' ? 'filled' : 'outlined'}
                />
                <Typography variant="caption" color="text.secondary" aria-label={`${LABELS[k]} confidence`}>
                  {f.source === 'user' ? '' : `${Math.round(f.confidence * 100)}% confidence`}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
