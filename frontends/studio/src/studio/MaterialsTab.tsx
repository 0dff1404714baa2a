import { alpha, Box, ButtonBase, Chip, InputAdornment, TextField, Typography } from '@mui/material';
import { SearchIcon, CheckCircleIcon } from '../lib/icons';
import { useMemo, useState } from 'react';
import {
  DEFAULT_FABRIC_IMAGE,
  FABRIC_CATEGORIES,
  LINING_OPTIONS,
  TRIM_OPTIONS,
  searchFabrics,
  type Fabric,
} from '@techpack/catalog';
import type { Materials } from '../lib/types';
import { OptionField, SectionTitle } from './fields';

// Falls back to the default image once (a broken default must not loop).
export function FabricImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      component="img"
      src={failed ? DEFAULT_FABRIC_IMAGE : src}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(true)}
      sx={{ width: '100%', height: 84, objectFit: 'cover', display: 'block', bgcolor: 'grey.100' }}
    />
  );
}

export interface MaterialsTabProps {
  materials: Materials;
  onChange: (materials: Materials) => void;
}

export function MaterialsTab({ materials, onChange }: MaterialsTabProps) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>('all');
  const fabrics = useMemo(() => searchFabrics(query, category), [query, category]);

  const select = (fabric: Fabric) =>
    onChange({
      ...materials,
      mainFabric: fabric.name,
      fabricDetails: {
        gsm: fabric.gsm,
        composition: fabric.composition,
        texture: fabric.texture,
        category: fabric.category,
      },
    });

  const d = materials.fabricDetails;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
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

      <Box>
        <SectionTitle>Fabric library</SectionTitle>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
          <TextField
            size="small"
            placeholder="Search fabrics by name or category"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            sx={{ flex: '1 1 220px' }}
            slotProps={{
              htmlInput: { 'aria-label': 'Search fabrics' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 200px' }, minWidth: 160 }}>
            <OptionField
              label="Category"
              value={category}
              options={['all', ...FABRIC_CATEGORIES]}
              labels={{ all: 'All categories' }}
              onChange={setCategory}
            />
          </Box>
        </Box>
        {fabrics.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            No fabrics match “{query}”.
          </Typography>
        ) : (
          <Box
            role="list"
            aria-label="Fabrics"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}
          >
            {fabrics.map((fabric) => {
              const selected = materials.mainFabric === fabric.name;
              return (
                <Box role="listitem" key={fabric.id} sx={{ display: 'grid' }}>
                <ButtonBase
                  aria-pressed={selected}
                  // the name is the card's own text (fabric, weight and composition, category), as a screen reader and a
                  // speech user read it; the spaces between the card's lines keep its words apart in the visible text too
                  aria-label={`${fabric.name} ${fabric.gsm} gsm · ${fabric.composition} ${fabric.category}`}
                  onClick={() => select(fabric)}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'stretch',
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    borderRadius: 2,
                    overflow: 'hidden',
                    border: 2,
                    borderColor: selected ? 'primary.main' : 'divider',
                    bgcolor: 'background.paper',
                    position: 'relative',
                    transition: 'border-color .15s, box-shadow .15s, transform .15s',
                    '&:hover': { borderColor: selected ? 'primary.main' : 'grey.400', boxShadow: 2 },
                  }}
                >
                  <FabricImage src={fabric.imageUrl} alt={fabric.name} />
                  {selected && (
                    <CheckCircleIcon
                      color="primary"
                      sx={{
                        position: 'absolute',
                        top: 6,
                        right: 6,
                        bgcolor: 'background.paper',
                        borderRadius: '50%',
                      }}
                    />
                  )}
                  <Box sx={{ p: 1.25 }}>
                    <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
                      {fabric.name}
                    </Typography>{' '}
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
                      {fabric.gsm} gsm · {fabric.composition}
                    </Typography>{' '}
                    <Chip label={fabric.category} size="small" sx={{ mt: 0.75, height: 20, fontSize: 11 }} />
                  </Box>
                </ButtonBase>
                </Box>
              );
            })}
          </Box>
        )}
      </Box>

      <Box>
        <SectionTitle>Lining & trim</SectionTitle>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <OptionField
            label="Lining"
            value={materials.lining}
            options={LINING_OPTIONS}
            onChange={(lining) => onChange({ ...materials, lining })}
          />
          <OptionField
            label="Trim"
            value={materials.trim}
            options={TRIM_OPTIONS}
            onChange={(trim) => onChange({ ...materials, trim })}
          />
        </Box>
      </Box>
    </Box>
  );
}
