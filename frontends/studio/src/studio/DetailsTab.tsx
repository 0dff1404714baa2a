import { Alert, alpha, Box, Button, Divider, TextField, Typography } from '@mui/material';
import { CloudUploadOutlinedIcon, DeleteOutlineIcon, SwapHorizIcon } from '../lib/icons';
import { useRef, useState } from 'react';
import {
  CARE_INSTRUCTIONS,
  DEFAULT_LOGO_METHOD,
  DEFAULT_LOGO_POSITION,
  FINISH_OPTIONS,
  HANG_TAG_STYLES,
  HARDWARE_OPTIONS,
  LOGO_LIMITS,
  LOGO_METHODS,
  LOGO_POSITIONS,
  METHODS_WITH_PRINT_COLORS,
  PACKAGING_OPTIONS,
  PRINT_COLORS,
  SIZE_LABEL_FORMATS,
} from '@techpack/catalog';
import type { Branding } from '../lib/types';
import {
  fitLogo,
  imageAspect,
  LIMIT_MESSAGES,
  LOGO_ACCEPT,
  readAsDataUrl,
  validateLogoFile,
} from '../lib/logo';
import { LimitField, OptionField, SectionTitle } from './fields';
import { PlacementPreview } from './PlacementPreview';
import { CareSymbols } from './CareSymbols';

export interface SpecialFeaturesValue {
  finish: string;
  hardware: string;
  [key: string]: unknown;
}

export interface DetailsTabProps {
  branding: Branding;
  specialFeatures: SpecialFeaturesValue;
  onBrandingChange: (branding: Branding) => void;
  onFeaturesChange: (features: SpecialFeaturesValue) => void;
  /** the main fabric's fibre content: the care symbols follow it */
  composition?: string;
}

export const showsPrintColors = (method: string) =>
  (METHODS_WITH_PRINT_COLORS as readonly string[]).includes(method);

export function DetailsTab({
  branding,
  specialFeatures,
  onBrandingChange,
  onFeaturesChange,
  composition = '',
}: DetailsTabProps) {
  const input = useRef<HTMLInputElement>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const set = <K extends keyof Branding>(key: K, value: Branding[K]) =>
    onBrandingChange({ ...branding, [key]: value });

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
  const position = branding.logoPosition || DEFAULT_LOGO_POSITION;
  const method = branding.logoMethod || DEFAULT_LOGO_METHOD;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
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
                src={branding.logo ?? undefined}
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
            aria-label="Upload logo"
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

      {hasLogo && (
        <Box component="section" aria-label="Logo placement">
          <SectionTitle>Logo placement</SectionTitle>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: '1fr 260px' },
              gap: 3,
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
                <OptionField
                  label="Position"
                  value={position}
                  options={LOGO_POSITIONS}
                  onChange={(v) => set('logoPosition', v)}
                />
                <OptionField
                  label="Application method"
                  value={method}
                  options={LOGO_METHODS}
                  onChange={(v) => set('logoMethod', v)}
                />
              </Box>
              {showsPrintColors(method) && (
                <OptionField
                  label="Print colours"
                  value={branding.logoColors}
                  options={PRINT_COLORS}
                  onChange={(v) => set('logoColors', v)}
                />
              )}
              <LimitField
                label="Width"
                value={branding.logoWidth}
                {...LOGO_LIMITS.width}
                error={LIMIT_MESSAGES.width}
                onChange={(v) => set('logoWidth', v)}
              />
              <LimitField
                label="Height"
                value={branding.logoHeight}
                {...LOGO_LIMITS.height}
                error={LIMIT_MESSAGES.height}
                onChange={(v) => set('logoHeight', v)}
              />
              <LimitField
                label="From top"
                value={branding.logoFromTop}
                {...LOGO_LIMITS.fromTop}
                error={LIMIT_MESSAGES.fromTop}
                hint="Measured down from the high point shoulder"
                onChange={(v) => set('logoFromTop', v)}
              />
              <LimitField
                label="From left"
                value={branding.logoFromLeft}
                {...LOGO_LIMITS.fromLeft}
                error={LIMIT_MESSAGES.fromLeft}
                hint="Offset from the position's centre; negative moves left"
                onChange={(v) => set('logoFromLeft', v)}
              />
            </Box>
            <Box
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 1.5,
                position: { md: 'sticky' },
                top: 16,
                order: { xs: -1, md: 0 },
                bgcolor: 'background.default',
              }}
            >
              <PlacementPreview branding={{ ...branding, logoPosition: position, logoMethod: method }} />
            </Box>
          </Box>
        </Box>
      )}

      <Divider />

      <Box>
        <SectionTitle>Labels & care</SectionTitle>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            size="small"
            label="Main label"
            placeholder="Brand name as woven on the neck label"
            value={branding.mainLabel ?? ''}
            onChange={(e) => set('mainLabel', e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <OptionField
            label="Care instructions"
            value={branding.careInstructions}
            options={CARE_INSTRUCTIONS}
            onChange={(v) => set('careInstructions', v)}
          />
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
            <CareSymbols instruction={branding.careInstructions} composition={composition} />
          </Box>
          <OptionField
            label="Size label format"
            value={branding.sizeLabelFormat}
            options={SIZE_LABEL_FORMATS}
            labels={{ 'us-standard': 'US Standard' }}
            onChange={(v) => set('sizeLabelFormat', v)}
          />
        </Box>
      </Box>

      <Box>
        <SectionTitle>Hang tag & packaging</SectionTitle>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <OptionField
            label="Hang tag style"
            value={branding.hangTagStyle}
            options={HANG_TAG_STYLES}
            onChange={(v) => set('hangTagStyle', v)}
          />
          <OptionField
            label="Packaging"
            value={branding.packaging}
            options={PACKAGING_OPTIONS}
            onChange={(v) => set('packaging', v)}
          />
          <TextField
            size="small"
            label="Hang tag content"
            placeholder="Brand story, price, barcode…"
            multiline
            minRows={2}
            value={branding.hangTagContent ?? ''}
            onChange={(e) => set('hangTagContent', e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 500 } }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
      </Box>

      <Box>
        <SectionTitle>Finishing</SectionTitle>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <OptionField
            label="Finish"
            value={specialFeatures.finish}
            options={FINISH_OPTIONS}
            onChange={(finish) => onFeaturesChange({ ...specialFeatures, finish })}
          />
          <OptionField
            label="Hardware"
            value={specialFeatures.hardware}
            options={HARDWARE_OPTIONS}
            onChange={(hardware) => onFeaturesChange({ ...specialFeatures, hardware })}
          />
        </Box>
      </Box>
    </Box>
  );
}
