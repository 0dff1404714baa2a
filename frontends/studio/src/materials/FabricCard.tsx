import { Box, ButtonBase, Typography } from '@mui/material';
import { CheckCircleIcon } from '../lib/icons';
import { labelOf } from '@techpack/catalog';
import type { LibraryFabric } from './materials.api';
import { fabricSwatchUrl } from './swatch';

const money = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** Where a fabric has no roll width: knitted to shape, sold by the hide, or filled loose. */
function widthText(f: Pick<LibraryFabric, 'widthCm' | 'family' | 'construction'>): string {
  if (f.widthCm > 0) return `${f.widthCm} cm wide`;
  if (f.family === 'leather') return 'sold by the hide';
  if (f.construction === 'sweater-knit') return 'knitted to shape';
  return 'loose fill';
}

/** The lines a card shows, in order; its accessible name is the same words. */
export function fabricCardLines(f: LibraryFabric): string[] {
  return [
    f.name,
    `${f.gsm} g/m² · ${widthText(f)}`,
    `${f.composition} · ${labelOf(f.construction)}`,
    `${money(f.priceRange.min)}–${money(f.priceRange.max)} / m`,
    f.supplier,
  ];
}

export function FabricCard({
  fabric,
  selected,
  onSelect,
}: {
  fabric: LibraryFabric;
  selected: boolean;
  onSelect: () => void;
}) {
  const [name, weight, make, price, supplier] = fabricCardLines(fabric);
  return (
    <ButtonBase
      aria-pressed={selected}
      // the name is the card's own words, line after line, as a screen reader and a speech user read them
      aria-label={[name, weight, make, price, supplier].join(' ')}
      onClick={onSelect}
      sx={{
        width: '100%',
        height: '100%',
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
        '&:hover': { borderColor: selected ? 'primary.main' : 'grey.400', boxShadow: 2 },
      }}
    >
      <Box
        component="img"
        src={fabricSwatchUrl(fabric)}
        alt=""
        data-testid="fabric-swatch"
        data-construction={fabric.construction}
        sx={{ width: '100%', height: 84, objectFit: 'cover', display: 'block' }}
      />
      {selected && (
        <CheckCircleIcon
          color="primary"
          sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'background.paper', borderRadius: '50%' }}
        />
      )}
      <Box sx={{ p: 1.25, display: 'grid', gap: 0.25 }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
          {name}
        </Typography>{' '}
        <Typography variant="caption" component="span" color="text.secondary">
          {weight}
        </Typography>{' '}
        <Typography variant="caption" component="span" color="text.secondary">
          {make}
        </Typography>{' '}
        <Typography variant="caption" component="span" sx={{ fontWeight: 600 }}>
          {price}
        </Typography>{' '}
        <Typography variant="caption" component="span" color="text.secondary">
          {supplier}
        </Typography>
      </Box>
    </ButtonBase>
  );
}
