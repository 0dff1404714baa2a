import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { renderFlat } from '@techpack/flats';
import type { Branding } from '../lib/types';
import { humanize } from '../lib/format';
import { FlatDrawing } from '../flats/FlatDrawing';
import { useFlatPack } from '../flats/context';
import { studioFlatInput } from '../flats/input';
import { useLogoSrc } from '../lib/logo-src';

// The logo on the garment's own flat (front or back as the position says), at its real size and position,
// drawn by the same engine as the PDF from the pack being edited. Without a pack (tests, older callers) a
// T-shirt with its standard measurements is drawn.
const BACK_POSITIONS = new Set(['center-back', 'collar-back']);

export function PlacementPreview({ branding }: { branding: Branding }) {
  const pack = useFlatPack();
  const logoSrc = useLogoSrc(branding.logo);
  const back = BACK_POSITIONS.has(branding.logoPosition);
  const flat = useMemo(() => {
    const input = pack ? studioFlatInput(pack) : { garmentType: 't-shirt' };
    return renderFlat({ ...input, branding }, back ? 'back' : 'front', { callouts: false, caption: false });
  }, [pack, branding, back]);
  const w = branding.logoWidth || 8;
  const h = branding.logoHeight || 6;
  // the engine's logo box (px): the artwork is laid into it when there is one
  const box = flat.prims.find((p) => p.role === 'logo' && p.type === 'path' && p.d.endsWith('Z'));
  let image: React.ReactNode = null;
  if (box && box.type === 'path' && logoSrc) {
    const n = box.d.match(/-?[\d.]+/g)!.map(Number);
    const xs = n.filter((_, i) => i % 2 === 0);
    const ys = n.filter((_, i) => i % 2 === 1);
    image = (
      <image
        href={logoSrc}
        x={Math.min(...xs)}
        y={Math.min(...ys)}
        width={Math.max(...xs) - Math.min(...xs)}
        height={Math.max(...ys) - Math.min(...ys)}
        preserveAspectRatio="xMidYMid meet"
      />
    );
  }
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box sx={{ mx: 'auto', width: '100%', maxWidth: { xs: 260, md: 300 } }}>
        <FlatDrawing flat={flat} label={`Logo placement: ${humanize(branding.logoPosition)}`} maxHeight={340}>
          {image}
        </FlatDrawing>
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {back ? 'Back view' : 'Front view'} · {w} × {h} cm · to scale
      </Typography>
    </Box>
  );
}
