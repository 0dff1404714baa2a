import { Box, InputAdornment, TextField } from '@mui/material';
import { FABRIC_FAMILIES, FIBRES, LIBRARY_CONSTRUCTIONS, labelOf } from '@techpack/catalog';
import { SearchIcon } from '../lib/icons';
import { OptionField } from '../studio/fields';
import type { MaterialsArgs } from './materials.api';

// The library's filters: words, then family, construction, weight, fibre and price per metre ('all' is no filter).
export interface FabricFilterValues {
  text: string;
  family: string;
  construction: string;
  weight: string;
  fibre: string;
  price: string;
}
export const NO_FILTERS: FabricFilterValues = {
  text: '',
  family: 'all',
  construction: 'all',
  weight: 'all',
  fibre: 'all',
  price: 'all',
};

const WEIGHTS: Record<string, { label: string; minGsm?: number; maxGsm?: number }> = {
  light: { label: 'Light (up to 150 g/m²)', maxGsm: 150 },
  medium: { label: 'Medium (151–250 g/m²)', minGsm: 151, maxGsm: 250 },
  heavy: { label: 'Heavy (over 250 g/m²)', minGsm: 251 },
};
const PRICES: Record<string, { label: string; minPrice?: number; maxPrice?: number }> = {
  low: { label: 'Up to $5 / m', maxPrice: 5 },
  mid: { label: '$5–15 / m', minPrice: 5, maxPrice: 15 },
  high: { label: 'Over $15 / m', minPrice: 15 },
};

const labelsOf = (values: readonly string[], all: string) => ({
  all,
  ...Object.fromEntries(values.map((v) => [v, labelOf(v)])),
});

/** The API query of the filters (keys in a fixed order, so one view asks one address). */
export function filterQuery(f: FabricFilterValues, q: string, offset: number, limit: number): MaterialsArgs {
  const w = WEIGHTS[f.weight];
  const p = PRICES[f.price];
  const pick = (v: string) => (v === 'all' ? undefined : v);
  const args: MaterialsArgs = {
    q: q.trim() || undefined,
    family: pick(f.family),
    construction: pick(f.construction),
    fibre: pick(f.fibre),
    minGsm: w?.minGsm,
    maxGsm: w?.maxGsm,
    minPrice: p?.minPrice,
    maxPrice: p?.maxPrice,
    offset,
    limit,
  };
  return Object.fromEntries(
    Object.entries(args).filter(([, v]) => v !== undefined),
  ) as unknown as MaterialsArgs;
}

export function FabricFilters({
  value,
  onChange,
}: {
  value: FabricFilterValues;
  onChange: (next: FabricFilterValues) => void;
}) {
  const set = (k: keyof FabricFilterValues) => (v: string) => onChange({ ...value, [k]: v });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
        mb: 1.5,
      }}
    >
      <TextField
        size="small"
        placeholder="Search by name, fibre, construction or feel"
        value={value.text}
        onChange={(e) => set('text')(e.target.value)}
        sx={{ gridColumn: '1 / -1' }}
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
      <OptionField
        label="Family"
        value={value.family}
        options={['all', ...FABRIC_FAMILIES]}
        labels={labelsOf(FABRIC_FAMILIES, 'All families')}
        onChange={set('family')}
      />
      <OptionField
        label="Construction"
        value={value.construction}
        options={['all', ...LIBRARY_CONSTRUCTIONS]}
        labels={labelsOf(LIBRARY_CONSTRUCTIONS, 'All constructions')}
        onChange={set('construction')}
      />
      <OptionField
        label="Weight"
        value={value.weight}
        options={['all', ...Object.keys(WEIGHTS)]}
        labels={{
          all: 'Any weight',
          ...Object.fromEntries(Object.entries(WEIGHTS).map(([k, v]) => [k, v.label])),
        }}
        onChange={set('weight')}
      />
      <OptionField
        label="Fibre"
        value={value.fibre}
        options={['all', ...FIBRES]}
        labels={labelsOf(FIBRES, 'All fibres')}
        onChange={set('fibre')}
      />
      <OptionField
        label="Price"
        value={value.price}
        options={['all', ...Object.keys(PRICES)]}
        labels={{
          all: 'Any price',
          ...Object.fromEntries(Object.entries(PRICES).map(([k, v]) => [k, v.label])),
        }}
        onChange={set('price')}
      />
    </Box>
  );
}
