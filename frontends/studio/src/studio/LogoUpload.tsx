import { Alert, alpha, Box, Button, Typography } from '@mui/material';
import { CloudUploadOutlinedIcon, DeleteOutlineIcon, SwapHorizIcon } from '../lib/icons';
import { useRef, useState } from 'react';
import { DEFAULT_LOGO_METHOD, DEFAULT_LOGO_POSITION } from '@techpack/catalog';
import type { Branding } from '../lib/types';
import { fitLogo, imageAspect, LOGO_ACCEPT, readAsDataUrl, validateLogoFile } from '../lib/logo';
import { useLogoSrc } from '../lib/logo-src';
import { SectionTitle } from './fields';

// The brand logo: a drop zone until there is one, then its preview with Change and Remove.
export function LogoUpload({
  branding,
  onBrandingChange,
}: {
  branding: Branding;
  onBrandingChange: (branding: Branding) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const logoSrc = useLogoSrc(branding.logo);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = validateLogoFile(file);
    if (problem) {
      setLogoError(problem);
      return;
    }
    setLogoError(null);
    setReading(true);
    try {
      const dataUrl = await readAsDataUrl(file);
      // Keep the artwork's proportions so the placement preview and the PDF show it true to size.
      const aspect = await imageAspect(dataUrl);
      const size = aspect ? fitLogo(branding.logoWidth || 8, aspect) : null;
      onBrandingChange({
        ...branding,
        ...(size ? { logoWidth: size.width, logoHeight: size.height } : {}),
        logo: dataUrl,
        logoFile: file.name,
        logoPosition: branding.logoPosition || DEFAULT_LOGO_POSITION,
        logoMethod: branding.logoMethod || DEFAULT_LOGO_METHOD,
      });
    } catch {
      setLogoError('Could not read the logo file. Please try another file.');
    } finally {
      setReading(false);
    }
  };

  const hasLogo = !!branding.logo;
  return (
    <Box>
      <SectionTitle>Brand logo</SectionTitle>
      <input
        ref={input}
        type="file"
        accept={LOGO_ACCEPT}
        hidden
        data-testid="logo-input"
        aria-label="Logo file"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {hasLogo ? (
        <Box
          sx={{
            display: 'flex',
            gap: 2,
            alignItems: 'center',
            flexWrap: 'wrap',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            p: 1.5,
          }}
        >
          <Box
            sx={{
              width: 96,
              height: 96,
              borderRadius: 1.5,
              display: 'grid',
              placeItems: 'center',
              background: 'repeating-conic-gradient(#f1f5f9 0% 25%, #fff 0% 50%) 50% / 14px 14px',
              border: 1,
              borderColor: 'divider',
              flexShrink: 0,
            }}
          >
            <Box
              component="img"
              src={logoSrc}
              alt="Logo preview"
              sx={{ maxWidth: 84, maxHeight: 84, objectFit: 'contain' }}
            />
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {branding.logoFile || 'Logo'}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              PNG, JPG or SVG up to 5MB
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<SwapHorizIcon />}
                onClick={() => input.current?.click()}
                disabled={reading}
              >
                Change logo
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => {
                  setLogoError(null);
                  onBrandingChange({ ...branding, logo: null, logoFile: null });
                }}
              >
                Remove logo
              </Button>
            </Box>
          </Box>
        </Box>
      ) : (
        <Box
          role="button"
          tabIndex={0}
          // named by its own text ('Upload your brand logo', the formats), as it is read and spoken
          onClick={() => input.current?.click()}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              input.current?.click();
            }
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            void onFile(e.dataTransfer.files?.[0]);
          }}
          sx={{
            border: '2px dashed',
            borderColor: 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            cursor: 'pointer',
            transition: 'border-color .15s, background-color .15s',
            '&:hover, &:focus-visible': {
              borderColor: 'primary.main',
              bgcolor: (t) => alpha(t.palette.primary.main, 0.04),
              outline: 'none',
            },
          }}
        >
          <CloudUploadOutlinedIcon color="primary" sx={{ fontSize: 36 }} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {reading ? 'Reading logo…' : 'Upload your brand logo'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            PNG, JPG or SVG up to 5MB
          </Typography>
        </Box>
      )}
      {logoError && (
        <Alert severity="error" sx={{ mt: 1.5 }} onClose={() => setLogoError(null)}>
          {logoError}
        </Alert>
      )}
    </Box>
  );
}
