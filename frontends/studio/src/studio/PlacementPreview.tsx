import { Box, Typography } from '@mui/material';
import type { Branding } from '../lib/types';
import { humanize } from '../lib/format';

// A flat sketch in centimetres (a 52 cm wide body) so logo size and offsets read true to scale.
const BACK_POSITIONS = new Set(['center-back', 'collar-back']);
const ANCHORS: Record<string, { x: number; y: number; sleeve?: 'left' | 'right' }> = {
  'center-chest': { x: 0, y: 0 },
  'left-chest': { x: 10, y: 0 },
  'right-chest': { x: -10, y: 0 },
  pocket: { x: 10, y: 4 },
  'center-back': { x: 0, y: 0 },
  'collar-back': { x: 0, y: -6 },
  'hem-bottom': { x: 0, y: 42 },
  'left-sleeve': { x: 36, y: -6, sleeve: 'left' },
  'right-sleeve': { x: -36, y: -6, sleeve: 'right' },
};

export function PlacementPreview({ branding }: { branding: Branding }) {
  const back = BACK_POSITIONS.has(branding.logoPosition);
  const anchor = ANCHORS[branding.logoPosition] ?? ANCHORS['center-chest'];
  const w = branding.logoWidth || 8;
  const h = branding.logoHeight || 6;
  // y measured from the high point shoulder (y = 6 in the sketch); x from centre front, negative moves left.
  const cx = anchor.x + (branding.logoFromLeft || 0);
  const top = 6 + (anchor.y === 42 ? 42 : anchor.y + (branding.logoFromTop || 0));
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box
        component="svg"
        viewBox="-48 0 96 80"
        role="img"
        aria-label={`Logo placement: ${humanize(branding.logoPosition)}`}
        sx={{ display: 'block', mx: 'auto', width: '100%', maxWidth: { xs: 220, md: 260 }, height: 'auto' }}
      >
        <path
          d="M-9 4 Q0 9 9 4 L26 7 L44 22 L36 33 L26 26 L26 76 L-26 76 L-26 26 L-36 33 L-44 22 L-26 7 Z"
          fill="#f5f5f4"
          stroke="#a8a29e"
          strokeWidth="0.6"
          strokeLinejoin="round"
        />
        {back ? (
          <path d="M-9 4 Q0 6 9 4" fill="none" stroke="#a8a29e" strokeWidth="0.6" />
        ) : (
          <path d="M-9 4 Q0 12 9 4" fill="none" stroke="#a8a29e" strokeWidth="0.6" />
        )}
        {branding.logo ? (
          <image
            href={branding.logo}
            x={cx - w / 2}
            y={top}
            width={w}
            height={h}
            preserveAspectRatio="xMidYMid meet"
          />
        ) : (
          <rect
            x={cx - w / 2}
            y={top}
            width={w}
            height={h}
            fill="none"
            stroke="#6366f1"
            strokeDasharray="1 1"
            strokeWidth="0.4"
          />
        )}
        <rect
          x={cx - w / 2}
          y={top}
          width={w}
          height={h}
          fill="none"
          stroke="#6366f1"
          strokeWidth="0.3"
          opacity="0.6"
        />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {back ? 'Back view' : 'Front view'} · {w} × {h} cm · to scale
      </Typography>
    </Box>
  );
}
