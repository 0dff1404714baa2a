import { Box, Divider, TextField } from '@mui/material';
import {
  CARE_INSTRUCTIONS,
  DEFAULT_LOGO_METHOD,
  DEFAULT_LOGO_POSITION,
  FINISH_OPTIONS,
  HANG_TAG_STYLES,
  HARDWARE_OPTIONS,
  PACKAGING_OPTIONS,
  SIZE_LABEL_FORMATS,
} from '@techpack/catalog';
import type { Branding } from '../lib/types';
import { OptionField, SectionTitle } from './fields';
import { CareSymbols } from './CareSymbols';
import { LogoUpload } from './LogoUpload';
import { LogoPlacement } from './LogoPlacement';

export { showsPrintColors } from './LogoPlacement';

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

export function DetailsTab({
  branding,
  specialFeatures,
  onBrandingChange,
  onFeaturesChange,
  composition = '',
}: DetailsTabProps) {
  const set = <K extends keyof Branding>(key: K, value: Branding[K]) =>
    onBrandingChange({ ...branding, [key]: value });

  const hasLogo = !!branding.logo;
  const position = branding.logoPosition || DEFAULT_LOGO_POSITION;
  const method = branding.logoMethod || DEFAULT_LOGO_METHOD;

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <LogoUpload branding={branding} onBrandingChange={onBrandingChange} />

      {hasLogo && <LogoPlacement branding={branding} position={position} method={method} set={set} />}

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
