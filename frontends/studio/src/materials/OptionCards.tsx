import { Box, ButtonBase, Typography } from '@mui/material';
import { CheckCircleIcon } from '../lib/icons';
import { labelOf } from '@techpack/catalog';
import { fabricSwatchUrl, type SwatchFabric } from './swatch';

// The lining and trim choices as cards, each drawn with what it is made of ('none' has no swatch).
export function OptionCards({
  label,
  options,
  value,
  swatches,
  onChange,
}: {
  label: string;
  options: readonly string[];
  value: string;
  swatches: Record<string, SwatchFabric>;
  onChange: (value: string) => void;
}) {
  return (
    <Box
      role="list"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}
    >
      {options.map((o) => {
        const selected = o === value;
        const swatch = swatches[o];
        return (
          <Box role="listitem" key={o} sx={{ display: 'grid' }}>
            <ButtonBase
              aria-pressed={selected}
              onClick={() => onChange(o)}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'stretch',
                textAlign: 'left',
                borderRadius: 2,
                overflow: 'hidden',
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                position: 'relative',
              }}
            >
              {swatch ? (
                <Box
                  component="img"
                  src={fabricSwatchUrl(swatch, 140, 56)}
                  alt=""
                  sx={{ width: '100%', height: 56, objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <Box sx={{ height: 56, bgcolor: 'grey.100' }} />
              )}
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
              <Typography variant="body2" sx={{ p: 1, fontWeight: selected ? 700 : 400 }}>
                {o === 'none' ? `No ${label.toLowerCase()}` : labelOf(o)}
              </Typography>
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
