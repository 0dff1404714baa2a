import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import { garmentFocus, type GarmentBox } from './focus';
import { useAuthedObjectUrl } from './media';
import { styleNameOf } from './style';

type Pack = Parameters<typeof styleNameOf>[0] & {
  upload?: { filename?: string; imageUrl?: string; garmentType?: string; originalName?: string } | null;
  aiAnalysis?: { proportions?: { bbox?: GarmentBox } } | null;
};

// The pack's photo (fetched with the bearer header), alt text naming the style, cropped on the garment the analysis
// found; a garment outline when there is none.
export function StyleThumb({ pack, size = 40 }: { pack: Pack | null | undefined; size?: number }) {
  const url = pack?.imageUrl || pack?.upload?.imageUrl || (pack?.upload?.filename ? `/api/uploads/${pack.upload.filename}` : null);
  const { src, error } = useAuthedObjectUrl(url);
  const name = styleNameOf(pack);
  const [photoAspect, setPhotoAspect] = useState(0);
  return (
    <Box
      sx={{ width: size, height: size, flex: 'none', borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', position: 'relative' }}
      data-testid="style-thumb"
    >
      {src && !error ? (
        <Box
          component="img"
          src={src}
          alt={`${name} thumbnail`}
          onLoad={(e: SyntheticEvent<HTMLImageElement>) => setPhotoAspect(e.currentTarget.naturalWidth / (e.currentTarget.naturalHeight || 1))}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', objectPosition: garmentFocus(pack?.aiAnalysis?.proportions?.bbox, photoAspect, 1) }}
        />
      ) : (
        <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 96 110" fill="none" stroke="#6B7280" strokeWidth="4" strokeLinejoin="round" role="img" aria-label={`${name} (no photo)`}>
          <path d="M30 8l10-4h16l10 4 22 16-9 16-11-6v72H28V34l-11 6-9-16z" />
        </svg>
      )}
    </Box>
  );
}
