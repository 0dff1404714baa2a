import { Box } from '@mui/material';
import {
  LOGO_LIMITS,
  LOGO_METHODS,
  LOGO_POSITIONS,
  METHODS_WITH_PRINT_COLORS,
  PRINT_COLORS,
} from '@techpack/catalog';
import type { Branding } from '../lib/types';
import { LIMIT_MESSAGES } from '../lib/logo';
import { LimitField, OptionField, SectionTitle } from './fields';
import { PlacementPreview } from './PlacementPreview';

export const showsPrintColors = (method: string) =>
  (METHODS_WITH_PRINT_COLORS as readonly string[]).includes(method);

// Where the logo goes and how it is applied, beside a preview of the placement.
export function LogoPlacement({
  branding,
  position,
  method,
  set,
}: {
  branding: Branding;
  position: string;
  method: string;
  set: <K extends keyof Branding>(key: K, value: Branding[K]) => void;
}) {
  return (
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
  );
}
