import { Box, Typography } from '@mui/material';
import type { StudioTechPack } from '../lib/types';

// The main-colour question drawn as colour: the colour measured on the photo, and each class as a swatch of that class.
export const COLOUR_CLASS_HEX: Record<string, string> = {
  black: '#1C1C1C',
  white: '#FFFFFF',
  grey: '#8E8E8E',
  navy: '#1F2A44',
  blue: '#2E5EAA',
  'light-blue': '#9CC3E6',
  green: '#2E7D32',
  'olive-khaki': '#7A7444',
  yellow: '#F2C94C',
  orange: '#E8772E',
  red: '#C62828',
  burgundy: '#6D1A36',
  pink: '#F06292',
  purple: '#6A3D9A',
  brown: '#6D4C41',
  'beige-camel': '#C8A97E',
  'cream-ivory': '#F3EBD8',
};
const MULTI = 'conic-gradient(#C62828 0 25%, #F2C94C 0 50%, #2E5EAA 0 75%, #2E7D32 0)';

/** A colour class as a swatch (multicolour as four colours). */
export function ClassSwatch({ value }: { value: string }) {
  const hex = COLOUR_CLASS_HEX[value];
  return (
    <Box
      data-testid="colour-class-swatch"
      data-colour={hex ?? 'multicolour'}
      sx={{ height: 48, borderRadius: 1.5, border: 1, borderColor: 'divider', background: hex ?? MULTI }}
    />
  );
}

/** The colour the photo measured: the pack's colour standard (its first colour), else the analysis's dominant colour. */
export function measuredColourOf(
  pack: StudioTechPack,
): { hex: string; name: string; pantone?: string } | null {
  const c = pack.colors?.[0];
  if (c?.hex) return { hex: c.hex, name: c.name, pantone: c.pantone };
  const d = pack.aiAnalysis?.dominantColors?.[0];
  return d ? { hex: d.hex, name: d.name } : null;
}

export function MeasuredColour({ pack }: { pack: StudioTechPack }) {
  const m = measuredColourOf(pack);
  if (!m) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }} data-testid="measured-colour">
      <Box
        sx={{
          width: 56,
          height: 40,
          borderRadius: 1.5,
          border: 1,
          borderColor: 'divider',
          bgcolor: m.hex,
          flex: 'none',
        }}
      />
      <Typography variant="body2">
        Measured on the photo: <strong>{m.name}</strong> {m.hex.toUpperCase()}
        {m.pantone ? ` · ${m.pantone}` : ''}
      </Typography>
    </Box>
  );
}
