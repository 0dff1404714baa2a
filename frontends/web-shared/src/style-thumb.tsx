import { useState, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import { garmentFocus, type GarmentBox } from './focus';
import { useAuthedObjectUrl } from './media';
import { styleNameOf } from './style';

type Pack = Parameters<typeof styleNameOf>[0] & {
  upload?: { filename?: string; imageUrl?: string; garmentType?: string; originalName?: string } | null;
  aiAnalysis?: { proportions?: { bbox?: GarmentBox } } | null;
};

// A photo filling its frame (a parent with position: relative and overflow: hidden; frameAspect its width / height),
// cover-cropped on the garment's box the analysis found, once the photo's own aspect is known.
export function GarmentPhoto({
  src,
  alt,
  box,
  frameAspect,
}: {
  src: string;
  alt: string;
  box?: GarmentBox;
  frameAspect: number;
}) {
  const [photoAspect, setPhotoAspect] = useState(0);
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onLoad={(e: SyntheticEvent<HTMLImageElement>) =>
        setPhotoAspect(e.currentTarget.naturalWidth / (e.currentTarget.naturalHeight || 1))
      }
      sx={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: 'cover',
        objectPosition: garmentFocus(box, photoAspect, frameAspect),
      }}
    />
  );
}

// The pack's photo (fetched with the bearer header), alt text naming the style, cropped on the garment; a garment
// outline when there is none.
export function StyleThumb({ pack, size = 40 }: { pack: Pack | null | undefined; size?: number }) {
  const url =
    pack?.imageUrl ||
    (pack as { thumbnailUrl?: string | null } | null | undefined)?.thumbnailUrl ||
    pack?.upload?.imageUrl ||
    (pack?.upload?.filename ? `/api/uploads/${pack.upload.filename}` : null);
  const { src, error } = useAuthedObjectUrl(url);
  const name = styleNameOf(pack);
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        position: 'relative',
      }}
      data-testid="style-thumb"
    >
      {src && !error ? (
        <GarmentPhoto
          src={src}
          alt={`${name} thumbnail`}
          box={pack?.aiAnalysis?.proportions?.bbox}
          frameAspect={1}
        />
      ) : (
        <svg
          width={size * 0.6}
          height={size * 0.6}
          viewBox="0 0 96 110"
          fill="none"
          stroke="#6B7280"
          strokeWidth="4"
          strokeLinejoin="round"
          role="img"
          aria-label={`${name} (no photo)`}
        >
          <path d="M30 8l10-4h16l10 4 22 16-9 16-11-6v72H28V34l-11 6-9-16z" />
        </svg>
      )}
    </Box>
  );
}
