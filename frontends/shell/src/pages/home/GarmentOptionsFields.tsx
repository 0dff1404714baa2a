import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_SIZE,
  FITS,
  GARMENT_TYPES,
  SIZE_RANGES,
  sampleSizeOf,
  sizesOf,
  type SizeRange,
} from '@techpack/catalog';

// The optional choices sent with the photo: garment type, sample size, size range and fit.
export function GarmentOptionsFields({
  pending,
  garmentType,
  setGarmentType,
  size,
  setSize,
  sizeRange,
  setSizeRange,
  fit,
  setFit,
}: {
  pending: boolean;
  garmentType: string;
  setGarmentType: (value: string) => void;
  size: string;
  setSize: (value: string) => void;
  sizeRange: SizeRange | '';
  setSizeRange: (value: SizeRange | '') => void;
  fit: string;
  setFit: (value: string) => void;
}) {
  const sizes = sizesOf(sizeRange || undefined);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <FormControl sx={{ minWidth: { sm: 200 } }} fullWidth disabled={pending}>
          <InputLabel id="garment-type-label">Garment type (optional)</InputLabel>
          <Select
            labelId="garment-type-label"
            label="Garment type (optional)"
            value={garmentType}
            onChange={(e) => setGarmentType(e.target.value)}
            data-testid="garment-type"
          >
            <MenuItem value="">
              <em>Detect automatically</em>
            </MenuItem>
            {GARMENT_TYPES.map((g) => (
              <MenuItem key={g.value} value={g.value}>
                {g.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ width: '100%' }}>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', mb: 0.5, fontWeight: 600 }}
            id="size-label"
          >
            Sample size
          </Typography>
          <ToggleButtonGroup
            exclusive
            value={size}
            onChange={(_, v: string | null) => v && setSize(v)}
            aria-labelledby="size-label"
            size="small"
            disabled={pending}
            sx={(t) => ({
              display: 'flex',
              '& .MuiToggleButton-root': { flex: 1, fontWeight: 700, py: 0.9 },
              '& .MuiToggleButton-root.Mui-selected': {
                backgroundColor: t.palette.primary.main,
                color: '#fff',
              },
              '& .MuiToggleButton-root.Mui-selected:hover': { backgroundColor: t.palette.primary.dark },
            })}
          >
            {sizes.map((s) => (
              <ToggleButton key={s} value={s} aria-label={`Size ${s}`}>
                {s}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl fullWidth disabled={pending}>
          <InputLabel id="size-range-label">Size range (optional)</InputLabel>
          <Select
            labelId="size-range-label"
            label="Size range (optional)"
            value={sizeRange}
            data-testid="size-range"
            onChange={(e) => {
              const r = e.target.value as SizeRange | '';
              setSizeRange(r);
              if (!(sizesOf(r || undefined) as readonly string[]).includes(size))
                setSize(r ? sampleSizeOf(r) : DEFAULT_SIZE);
            }}
          >
            <MenuItem value="">
              <em>From the garment type</em>
            </MenuItem>
            {SIZE_RANGES.map((r) => (
              <MenuItem key={r} value={r}>
                {{ womens: "Women's", mens: "Men's", unisex: 'Unisex', kids: 'Kids (2Y-14Y)' }[r]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl fullWidth disabled={pending}>
          <InputLabel id="fit-label">Fit (optional)</InputLabel>
          <Select
            labelId="fit-label"
            label="Fit (optional)"
            value={fit}
            onChange={(e) => setFit(e.target.value)}
            data-testid="fit"
          >
            <MenuItem value="">
              <em>From the photo</em>
            </MenuItem>
            {FITS.map((f) => (
              <MenuItem key={f} value={f}>
                {f.charAt(0).toUpperCase() + f.slice(1)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
    </>
  );
}
