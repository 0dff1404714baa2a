import {
  Alert,
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { renderFlat } from '@techpack/flats';
import { labelOf } from '@techpack/catalog';
import type { OpenItem, TechPack } from '@techpack/contracts';
import { toast } from '@techpack/web-shared';
import type { StudioTechPack } from '../lib/types';
import { serverMessage } from '../lib/errors';
import { FlatDrawing } from '../flats/FlatDrawing';
import { studioFlatInput } from '../flats/input';
import { useConfirmTechPackMutation, useGetTechPackCheckQuery } from './features.api';
import { ClassSwatch, MeasuredColour } from './ColourChoice';

// The confirm screen: a draft becomes 'ready' only when the designer has answered every open question.
// One question at a time, least certain first (unconfirmed answers and detected ones whose margin is thin), each
// choice drawn as what it is: a colour question as the measured colour and a swatch per class, any other as a small
// flat; every value in words from the label table. There is no button that confirms many guesses at once.

const human = labelOf;
const COLOUR_KEYS = new Set(['main_colour']);
const REASON: Record<OpenItem['reason'], string> = {
  unclear: 'not seen in the photo',
  estimated: 'estimated from the photo',
  assumed: 'assumed for the garment type',
  'thin-margin': 'seen in the photo, but only just',
};

function OptionFlat({ pack, item, value }: { pack: StudioTechPack; item: OpenItem; value: string }) {
  const flat = useMemo(() => {
    const input = studioFlatInput(pack);
    const features = { ...(input.features ?? {}), [item.key]: value };
    // a type choice is drawn with that type's own features; a feature choice on the pack's current garment
    const next =
      item.key === 'garmentType'
        ? { ...input, garmentType: value, features: null, rows: null, measurements: null }
        : { ...input, features };
    try {
      return renderFlat(next, 'front', { scale: 1.2, callouts: false, caption: false, logo: false });
    } catch {
      return null;
    }
  }, [pack, item.key, value]);
  return flat ? <FlatDrawing flat={flat} label={`${item.label}: ${human(value)}`} maxHeight={90} /> : null;
}

export interface ConfirmDialogProps {
  techPack: StudioTechPack;
  open: boolean;
  onClose: () => void;
  /** the re-derived pack after each answer */
  onPackChange: (pack: StudioTechPack) => void;
}

export default function ConfirmDialog({ techPack, open, onClose, onPackChange }: ConfirmDialogProps) {
  const { data, isFetching } = useGetTechPackCheckQuery(
    { id: techPack.id, version: techPack.updatedAt ?? null },
    { skip: !open },
  );
  const [confirm, { isLoading }] = useConfirmTechPackMutation();
  const [done, setDone] = useState(false);
  const open_ = data?.unconfirmed ?? [];
  const item = open_[0];
  const errors = (data?.issues ?? []).filter((i) => i.severity === 'error');

  const answer = async (body: { garmentType?: string; features?: Record<string, string> }) => {
    try {
      const ok = await confirm({ id: techPack.id, body }).unwrap();
      if (ok?.techPack) onPackChange(ok.techPack as TechPack as StudioTechPack);
      setDone(true);
      toast({
        title: 'Tech pack confirmed',
        description: 'Every answer is yours: the PDF no longer says draft.',
      });
    } catch (e) {
      const data409 = (e as { status?: number; data?: { techPack?: TechPack } }).data;
      if ((e as { status?: number }).status === 409 && data409?.techPack)
        onPackChange(data409.techPack as StudioTechPack);
      else
        toast({
          title: 'Answer not saved',
          description: serverMessage(e) ?? 'Please try again',
          variant: 'destructive',
        });
    }
  };
  const choose = (value: string) =>
    void answer(item!.key === 'garmentType' ? { garmentType: value } : { features: { [item!.key]: value } });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">Confirm the tech pack</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {(isFetching || isLoading) && <LinearProgress aria-label="Working" />}
        {done || techPack.status === 'ready' ? (
          <Alert severity="success">Confirmed: the pack is ready to share with the manufacturer.</Alert>
        ) : item ? (
          <>
            <Typography variant="body2" color="text.secondary" role="status">
              {open_.length} {open_.length === 1 ? 'answer' : 'answers'} to confirm, least certain first.
            </Typography>
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {item.value === 'unclear'
                  ? `${item.label}: which is it?`
                  : `${item.label}: is it ${human(item.value)}?`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {REASON[item.reason]}
                {item.reason !== 'assumed' && item.value !== 'unclear'
                  ? ` (${Math.round(item.confidence * 100)}% confidence)`
                  : ''}
              </Typography>
            </Box>
            {COLOUR_KEYS.has(item.key) && <MeasuredColour pack={techPack} />}
            <Box
              role="group"
              aria-label={`${item.label} choices`}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1 }}
            >
              {/* while the fabric is a guess its candidates come first, each with its look and weight */}
              {[
                ...(item.candidates ?? []).map((c) => c.look).filter((v) => item.options.includes(v)),
                ...item.options.filter((v) => !item.candidates?.some((c) => c.look === v)),
              ].map((v) => (
                <ButtonBase
                  key={v}
                  onClick={() => choose(v)}
                  disabled={isLoading}
                  aria-label={`${item.label}: ${[human(v), ...(item.candidates ?? []).filter((c) => c.look === v).map((c) => `${c.fabric}, ${c.gsm} g/m2`)].join(' ')}`}
                  sx={{
                    display: 'grid',
                    gap: 0.5,
                    p: 1,
                    border: 1,
                    borderRadius: 2,
                    borderColor: v === item.value ? 'primary.main' : 'divider',
                  }}
                >
                  {COLOUR_KEYS.has(item.key) ? (
                    <ClassSwatch value={v} />
                  ) : (
                    <OptionFlat pack={techPack} item={item} value={v} />
                  )}
                  <Typography variant="caption" sx={{ fontWeight: v === item.value ? 700 : 400 }}>
                    {human(v)}
                  </Typography>
                  {item.candidates
                    ?.filter((c) => c.look === v)
                    .map((c) => (
                      <Typography
                        key={c.fabric}
                        variant="caption"
                        color="text.secondary"
                        data-testid="fabric-candidate"
                      >
                        {c.fabric}, {c.gsm} g/m2
                      </Typography>
                    ))}
                </ButtonBase>
              ))}
            </Box>
          </>
        ) : errors.length ? (
          <Alert severity="error">
            Nothing left to answer, but {errors.length} {errors.length === 1 ? 'error' : 'errors'} a factory
            would send back: fix {errors.length === 1 ? 'it' : 'them'} in the factory check first.
          </Alert>
        ) : (
          data && <Alert severity="info">Every answer is confirmed. Mark the pack ready to share it.</Alert>
        )}
      </DialogContent>
      <DialogActions>
        {!item && !errors.length && !done && techPack.status !== 'ready' && data && (
          <Button variant="contained" onClick={() => void answer({})} disabled={isLoading}>
            Mark ready
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
