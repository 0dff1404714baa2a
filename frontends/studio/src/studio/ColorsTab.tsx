import { Box, Button, ButtonBase, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import { CheckIcon, CloseIcon } from '../lib/icons';
import { useState } from 'react';
import { PALETTE } from '@techpack/catalog';
import type { TechPackColor } from '../lib/types';
import { addColor, contrastText, parseCustomColor, removeColorAt, sameHex } from '../lib/colors';
import { SectionTitle } from './fields';

export interface ColorsTabProps {
  colors: TechPackColor[];
  onChange: (colors: TechPackColor[]) => void;
}

export function ColorsTab({ colors, onChange }: ColorsTabProps) {
  const [hex, setHex] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const add = (color: TechPackColor) => {
    const next = addColor(colors, color);
    if (next === colors) {
      setNote(`${color.hex.toUpperCase()} is already in this palette`);
      return false;
    }
    setNote(null);
    onChange(next);
    return true;
  };

  const addCustom = () => {
    const parsed = parseCustomColor(hex);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    add(parsed.color);
    setHex('');
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <SectionTitle>
          Garment colours{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({colors.length})
          </Typography>
        </SectionTitle>
        {colors.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No colours yet. Pick from the palette or enter a hex code.
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Selected colours"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
              gap: 1,
            }}
          >
            {colors.map((c, i) => (
              <Box
                component="li"
                key={`${c.hex}-${i}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.25,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 2,
                  p: 1,
                }}
              >
                <Box
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: 1.5,
                    bgcolor: c.hex,
                    border: 1,
                    borderColor: 'divider',
                    flexShrink: 0,
                  }}
                />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {c.name}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {c.hex.toUpperCase()} · {c.pantone}
                  </Typography>
                </Box>
                <IconButton
                  size="small"
                  aria-label={`Remove colour ${i + 1} (${c.name})`}
                  onClick={() => onChange(removeColorAt(colors, i))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
      </Box>

      <Box>
        <SectionTitle>Preset palette</SectionTitle>
        <Box
          role="list"
          aria-label="Preset palette"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(5, 1fr)', sm: 'repeat(10, 52px)' },
            gap: { xs: 1, sm: 1.5 },
          }}
        >
          {PALETTE.map((p) => {
            const inPack = colors.some((c) => sameHex(c.hex, p.hex));
            return (
              <Box role="listitem" key={p.hex} sx={{ display: 'grid' }}>
                <Tooltip title={`${p.name} · ${p.pantone}${inPack ? ' (added)' : ''}`}>
                  <ButtonBase
                    aria-label={`Add ${p.name}`}
                    aria-pressed={inPack}
                    onClick={() => add(p)}
                    sx={{
                      aspectRatio: '1',
                      borderRadius: 2,
                      bgcolor: p.hex,
                      border: 1,
                      borderColor: 'divider',
                      boxShadow: inPack
                        ? (t) =>
                            `0 0 0 2px ${t.palette.background.paper}, 0 0 0 4px ${t.palette.primary.main}`
                        : 'none',
                      transition: 'transform .12s',
                      '&:hover': { transform: 'scale(1.06)' },
                    }}
                  >
                    {inPack && <CheckIcon sx={{ color: contrastText(p.hex) }} />}
                  </ButtonBase>
                </Tooltip>
              </Box>
            );
          })}
        </Box>
        {note && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} role="status">
            {note}
          </Typography>
        )}
      </Box>

      <Box>
        <SectionTitle>Custom colour</SectionTitle>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            addCustom();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: 1.5,
              border: 1,
              borderColor: 'divider',
              flexShrink: 0,
              background: /^#[0-9A-Fa-f]{6}$/.test(hex.trim())
                ? hex.trim()
                : 'repeating-conic-gradient(#e5e7eb 0% 25%, #fff 0% 50%) 50% / 12px 12px',
            }}
          />
          <TextField
            size="small"
            label="Hex code"
            placeholder="#1A2B3C"
            value={hex}
            error={!!error}
            helperText={error ?? 'Format: # followed by 6 hex digits'}
            onChange={(e) => {
              setHex(e.target.value);
              if (error) setError(null);
            }}
            sx={{ flex: '1 1 160px', maxWidth: 260 }}
            slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'characters' } }}
          />
          <Button type="submit" variant="outlined" sx={{ height: 40 }}>
            Add colour
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
