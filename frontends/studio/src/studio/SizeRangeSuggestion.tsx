import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { SIZE_RANGE_SPECS, type SizeRange } from '@techpack/catalog';
import type { StudioTechPack } from '../lib/types';

const FROM: Record<string, string> = {
  'photo analysis': 'Suggested by the photo analysis.',
  'designer text': 'Suggested from your own words at upload (the file name).',
};

/** The size range the upload suggested, where the designer chose none: shown with its source, applied only on a click. */
export function suggestedRangeOf(pack: StudioTechPack, range: SizeRange): SizeRange | undefined {
  const suggested = pack.aiAnalysis?.suggestedSizeRange;
  if (!suggested || suggested === range) return undefined;
  // a range the designer chose (at upload or here) is theirs: nothing is suggested over it
  if (pack.provenance?.sizeRange === 'user') return undefined;
  return suggested;
}

export function SizeRangeSuggestion({
  pack,
  range,
  busy,
  onApply,
}: {
  pack: StudioTechPack;
  range: SizeRange;
  busy: boolean;
  onApply: (range: SizeRange) => void;
}) {
  const [dismissed, setDismissed] = useState(false);
  const suggested = suggestedRangeOf(pack, range);
  if (!suggested || dismissed) return null;
  const sizes = SIZE_RANGE_SPECS[suggested].sizes;
  const source = FROM[pack.aiAnalysis.suggestedSizeRangeSource ?? ''] ?? '';
  return (
    <Alert
      severity="info"
      sx={{ mb: 1.5 }}
      aria-label="Size range suggestion"
      action={
        <>
          <Button color="inherit" size="small" disabled={busy} onClick={() => onApply(suggested)}>
            Switch to kids sizes
          </Button>
          <Button color="inherit" size="small" onClick={() => setDismissed(true)}>
            Keep
          </Button>
        </>
      }
    >
      {`Looks like children's wear: switch to kids sizes ${sizes[0]}-${sizes[sizes.length - 1]}?`} {source}
    </Alert>
  );
}
