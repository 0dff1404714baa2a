import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import type { SxProps, Theme } from '@mui/material';
import { fetchBlob, uploadUrl } from './blob';

export interface ReferenceImageProps {
  filename?: string | null;
  alt: string;
  sx?: SxProps<Theme>;
  fetchImage?: (url: string, signal?: AbortSignal) => Promise<Blob>;
}

// The uploaded reference photo, fetched with the token. Any failure hides it (spec: load error hides the image).
export function ReferenceImage({ filename, alt, sx, fetchImage = fetchBlob }: ReferenceImageProps) {
  const [src, setSrc] = useState<string | null>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!filename) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setHidden(false);
    setSrc(null);
    fetchImage(uploadUrl(filename), controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setHidden(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [filename, fetchImage]);

  if (!filename || hidden || !src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setHidden(true)}
      sx={{ display: 'block', objectFit: 'cover', ...sx } as SxProps<Theme>}
    />
  );
}
