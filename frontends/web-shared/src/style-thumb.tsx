import Box from '@mui/material/Box';
import { useAuthedObjectUrl } from './media';
import { styleNameOf } from './style';

type Pack = Parameters<typeof styleNameOf>[0] & { upload?: { filename?: string; imageUrl?: string; garmentType?: string; originalName?: string } | null };

// The pack's photo (fetched with the bearer header), alt text naming the style; a garment outline when there is none.
export function StyleThumb({ pack, size = 40 }: { pack: Pack | null | undefined; size?: number }) {
  const url = pack?.imageUrl || pack?.upload?.imageUrl || (pack?.upload?.filename ? `/api/uploads/${pack.upload.filename}` : null);
  const { src, error } = useAuthedObjectUrl(url);
  const name = styleNameOf(pack);
  return (
    <Box
      sx={{ width: size, height: size, flex: 'none', borderRadius: 1.5, overflow: 'hidden', bgcolor: 'grey.100', display: 'grid', placeItems: 'center' }}
      data-testid="style-thumb"
    >
      {src && !error ? (
        <Box component="img" src={src} alt={`${name} thumbnail`} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 96 110" fill="none" stroke="#6B7280" strokeWidth="4" strokeLinejoin="round" role="img" aria-label={`${name} (no photo)`}>
          <path d="M30 8l10-4h16l10 4 22 16-9 16-11-6v72H28V34l-11 6-9-16z" />
        </svg>
      )}
    </Box>
  );
}
