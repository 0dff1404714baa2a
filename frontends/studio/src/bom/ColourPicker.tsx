import { Box, Button, ButtonBase, Popover, TextField, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { PALETTE } from '@techpack/catalog';
import type { TechPackColor } from '../lib/types';
import { contrastText, HEX_ERROR } from '../lib/colors';
import { HEX } from './bom-model';

export interface ColourPickerProps {
  anchor: HTMLElement | null;
  title: string;
  value?: TechPackColor;
  onPick: (c: TechPackColor | undefined) => void;
  onClose: () => void;
}

// One matrix cell's colour: the 20-colour palette, or a custom hex (#RRGGBB only) with its own name.
export function ColourPicker({ anchor, title, value, onPick, onClose }: ColourPickerProps) {
  const [hex, setHex] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (anchor) {
      setHex(value?.hex ?? '');
      setName(value?.name ?? '');
      setError(null);
    }
  }, [anchor, value]);
  const custom = () => {
    const h = hex.trim();
    if (!HEX.test(h)) return setError(HEX_ERROR);
    onPick({ name: name.trim() || `Custom ${h.toUpperCase()}`, hex: h.toUpperCase(), pantone: '' });
  };
  return (
    <Popover
      open={!!anchor}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Box sx={{ p: 2, width: 300, maxWidth: '90vw' }} role="dialog" aria-label={title}>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Box
          role="list"
          aria-label="Palette"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.75, mb: 1.5 }}
        >
          {PALETTE.map((p) => (
            <Box role="listitem" key={p.hex} sx={{ display: 'grid' }}>
              <Tooltip title={`${p.name} ${p.pantone}`}>
                <ButtonBase
                  aria-label={`${p.name} ${p.pantone}`}
                  onClick={() => onPick({ name: p.name, hex: p.hex, pantone: p.pantone })}
                  sx={{
                    height: 36,
                    borderRadius: 1,
                    bgcolor: p.hex,
                    border: 1,
                    borderColor: 'divider',
                    color: contrastText(p.hex),
                    fontSize: 10,
                  }}
                >
                  {value?.hex.toUpperCase() === p.hex.toUpperCase() ? '✓' : ''}
                </ButtonBase>
              </Tooltip>
            </Box>
          ))}
        </Box>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            custom();
          }}
          sx={{ display: 'grid', gap: 1 }}
        >
          <TextField
            size="small"
            label="Custom hex"
            placeholder="#1F2A44"
            value={hex}
            onChange={(e) => (setHex(e.target.value), setError(null))}
            error={!!error}
            helperText={error}
          />
          <TextField
            size="small"
            label="Colour name"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
            <Button size="small" color="error" onClick={() => onPick(undefined)}>
              Clear
            </Button>
            <Button size="small" variant="contained" type="submit">
              Use this colour
            </Button>
          </Box>
        </Box>
      </Box>
    </Popover>
  );
}
