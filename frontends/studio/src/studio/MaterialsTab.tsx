import { alpha, Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { LINING_OPTIONS, TRIM_OPTIONS } from '@techpack/catalog';
import type { Materials } from '../lib/types';
import { SectionTitle } from './fields';
import { FabricLibrary } from '../materials/FabricLibrary';
import { OptionCards } from '../materials/OptionCards';
import { TrimsLibrary } from '../materials/TrimsLibrary';
import type { SwatchFabric } from '../materials/swatch';

const LINING_SWATCH: Record<string, SwatchFabric> = {
  'cotton-lining': { construction: 'poplin', family: 'woven', composition: '100% Cotton' },
  'polyester-lining': { construction: 'taffeta', family: 'woven', composition: '100% Polyester' },
  'mesh-lining': { construction: 'mesh', family: 'knit', composition: '100% Polyester' },
  'fleece-lining': { construction: 'fleece', family: 'knit', composition: '100% Polyester' },
};
const TRIM_SWATCH: Record<string, SwatchFabric> = {
  'cotton-ribbing': { construction: 'rib', family: 'knit', composition: '95% Cotton, 5% Elastane' },
  'elastic-band': { construction: 'bengaline', family: 'woven', composition: '80% Polyester, 20% Elastane' },
  'bias-tape': { construction: 'twill', family: 'woven', composition: '65% Polyester, 35% Cotton' },
  'contrast-trim': { construction: 'poplin', family: 'woven', composition: '100% Polyester' },
};

const TABS = ['Fabrics', 'Lining', 'Trims'] as const;

export interface MaterialsTabProps {
  materials: Materials;
  onChange: (materials: Materials) => void;
}

export function MaterialsTab({ materials, onChange }: MaterialsTabProps) {
  const [tab, setTab] = useState(0);
  const d = materials.fabricDetails;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: (t) => alpha(t.palette.primary.main, 0.04),
        }}
      >
        <Typography variant="overline" color="text.secondary">
          Main fabric
        </Typography>
        <Typography
          variant="h6"
          component="p"
          sx={{ fontWeight: 700, lineHeight: 1.3 }}
          data-testid="main-fabric"
        >
          {materials.mainFabric || 'Not chosen'}
        </Typography>
        {d && (
          <Typography variant="body2" color="text.secondary">
            {[d.gsm ? `${d.gsm} gsm` : null, d.composition, d.texture, d.category]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        )}
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        aria-label="Materials library"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((t, i) => (
          <Tab key={t} label={t} id={`materials-tab-${i}`} aria-controls={`materials-panel-${i}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`materials-panel-${tab}`} aria-labelledby={`materials-tab-${tab}`}>
        {tab === 0 && (
          <FabricLibrary
            selectedName={materials.mainFabric}
            onSelect={(fabric) =>
              onChange({
                ...materials,
                mainFabric: fabric.name,
                fabricDetails: {
                  gsm: fabric.gsm,
                  composition: fabric.composition,
                  texture: fabric.texture,
                  category: fabric.category,
                },
              })
            }
          />
        )}
        {tab === 1 && (
          <>
            <SectionTitle>Lining</SectionTitle>
            <OptionCards
              label="Lining"
              options={LINING_OPTIONS}
              value={materials.lining}
              swatches={LINING_SWATCH}
              onChange={(lining) => onChange({ ...materials, lining })}
            />
          </>
        )}
        {tab === 2 && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box>
              <SectionTitle>Trim</SectionTitle>
              <OptionCards
                label="Trim"
                options={TRIM_OPTIONS}
                value={materials.trim}
                swatches={TRIM_SWATCH}
                onChange={(trim) => onChange({ ...materials, trim })}
              />
            </Box>
            <Box>
              <SectionTitle>Trims library</SectionTitle>
              <TrimsLibrary />
            </Box>
          </Box>
        )}
      </Box>
    </Box>
  );
}
