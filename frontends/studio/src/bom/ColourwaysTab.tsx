import { Alert, Box, Button, ButtonBase, Chip, IconButton, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { CloseIcon } from '../lib/icons';
import { contrastText } from '../lib/colors';
import type { StudioTechPack } from '../lib/types';
import { SectionTitle } from '../studio/fields';
import { ColourPicker } from './ColourPicker';
import { ColourwayFlat } from './ColourwayFlat';
import {
  bodyColour,
  colourable,
  colourwayErrors,
  colourwaysBody,
  MAX_COLOURWAYS,
  newColourway,
  type Colourway,
} from './bom-model';
import { useBomSave } from './useBomSave';
import { withBomColours } from './line-colour';

export interface ColourwaysTabProps {
  pack: StudioTechPack;
  onSaved: (fields: Partial<StudioTechPack>) => void;
}

/** Before the designer names any: one sample colourway in the pack's main colour on its fabric lines. */
function initial(pack: StudioTechPack): Colourway[] {
  if (pack.colourways?.length)
    return withBomColours(pack.colourways, colourable(pack.bom ?? []), pack.colors);
  const main = pack.colors[0];
  const colours: Colourway['colours'] = {};
  if (main) for (const l of pack.bom ?? []) if (l.category === 'fabric') colours[l.ref] = main;
  // every other line in the colour its BOM line names
  return withBomColours([{ name: main?.name ?? 'Sample', colours }], colourable(pack.bom ?? []), pack.colors);
}

/** Components down, colourways across: each cell the component's colour in that colourway. The first is the sample. */
export function ColourwaysTab({ pack, onSaved }: ColourwaysTabProps) {
  const [list, setList] = useState<Colourway[]>(() => initial(pack));
  const [dirty, setDirty] = useState(!pack.colourways?.length);
  const [picking, setPicking] = useState<{ anchor: HTMLElement; cw: number; ref: string } | null>(null);
  const [preview, setPreview] = useState(0);
  const [serverError, setServerError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const { send, saving } = useBomSave(pack.id);
  useEffect(() => {
    if (!dirty && pack.colourways) setList(pack.colourways);
  }, [pack.colourways, dirty]);
  const lines = useMemo(() => colourable(pack.bom ?? []), [pack.bom]);
  const errors = colourwayErrors(list);
  const change = (next: Colourway[]) => {
    setList(next);
    setDirty(true);
    setStatus('');
  };
  const rename = (i: number, name: string) => change(list.map((cw, j) => (j === i ? { ...cw, name } : cw)));
  const add = () => {
    let n = list.length + 1;
    while (list.some((c) => c.name === `Colourway ${n}`)) n++;
    change([...list, newColourway(list, `Colourway ${n}`)]);
  };
  const removeAt = (i: number) => {
    change(list.filter((_, j) => j !== i));
    setPreview((p) => (p >= i && p > 0 ? p - 1 : p));
  };
  const save = async () => {
    if (Object.keys(errors).length) return;
    const r = await send({ colourways: colourwaysBody(list) });
    if (!r.ok) return setServerError(r.message);
    setServerError(null);
    setDirty(false);
    onSaved(r.pack);
    setStatus(`${list.length} colourway${list.length === 1 ? '' : 's'} saved`);
  };
  const cell = picking ? list[picking.cw].colours[picking.ref] : undefined;
  const shown = list[Math.min(preview, list.length - 1)];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <SectionTitle>
            Colourways ({list.length} of {MAX_COLOURWAYS})
          </SectionTitle>
          <Typography variant="body2" color="text.secondary">
            A colour per component in each colourway. The first is the sample colourway; the PDF prints this
            matrix.
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" onClick={add} disabled={list.length >= MAX_COLOURWAYS}>
            Add colourway
          </Button>
          <Button
            variant="contained"
            onClick={save}
            disabled={saving || !dirty || Object.keys(errors).length > 0}
          >
            {saving ? 'Saving…' : 'Save colourways'}
          </Button>
        </Box>
      </Box>
      {list.length >= MAX_COLOURWAYS && (
        <Typography variant="caption">A style has at most {MAX_COLOURWAYS} colourways.</Typography>
      )}
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Typography role="status" variant="body2" color="success.dark" sx={{ minHeight: 20 }}>
        {status || (dirty ? 'Unsaved colourway changes' : '')}
      </Typography>
      <Box
        role="region"
        aria-label="Colourway matrix, scrolls sideways"
        tabIndex={0}
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
      >
        <Box
          component="table"
          aria-label="Colourway matrix"
          sx={{
            borderCollapse: 'collapse',
            minWidth: '100%',
            '& td, & th': { borderBottom: 1, borderColor: 'divider', p: 1, verticalAlign: 'top' },
          }}
        >
          <thead>
            <tr>
              <Box
                component="th"
                scope="col"
                sx={{
                  position: 'sticky',
                  left: 0,
                  bgcolor: 'background.paper',
                  zIndex: 1,
                  textAlign: 'left',
                  minWidth: 150,
                }}
              >
                Component
              </Box>
              {list.map((cw, i) => (
                <Box component="th" scope="col" key={i} sx={{ minWidth: 150, textAlign: 'left' }}>
                  <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
                    <TextField
                      size="small"
                      value={cw.name}
                      onChange={(e) => rename(i, e.target.value)}
                      error={!!errors[i]}
                      helperText={errors[i]}
                      slotProps={{ htmlInput: { 'aria-label': `Colourway ${i + 1} name`, maxLength: 60 } }}
                    />
                    <IconButton
                      size="small"
                      aria-label={`Remove colourway ${cw.name || i + 1}`}
                      onClick={() => removeAt(i)}
                      disabled={list.length === 1}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                  {i === 0 && <Chip size="small" label="Sample" color="primary" sx={{ mt: 0.5 }} />}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.ref}>
                <Box
                  component="th"
                  scope="row"
                  sx={{
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'background.paper',
                    textAlign: 'left',
                    fontWeight: 400,
                  }}
                >
                  <strong>{l.ref}</strong> {l.item}
                </Box>
                {list.map((cw, i) => {
                  const c = cw.colours[l.ref];
                  const code = c ? (c.pantone && c.pantone !== 'Custom' ? c.pantone : c.hex) : '';
                  return (
                    <td key={i}>
                      <ButtonBase
                        onClick={(e) => setPicking({ anchor: e.currentTarget, cw: i, ref: l.ref })}
                        // the name starts with the cell's own text (colour and code, or 'Set colour'), then says where it is
                        aria-label={`${c ? `${c.name} ${code}` : 'Set colour'}, ${l.item} in ${cw.name || `colourway ${i + 1}`}`}
                        sx={{
                          display: 'flex',
                          gap: 1,
                          alignItems: 'center',
                          justifyContent: 'flex-start',
                          width: '100%',
                          borderRadius: 1,
                          p: 0.5,
                          border: 1,
                          borderColor: 'divider',
                          textAlign: 'left',
                        }}
                      >
                        <Box
                          sx={{
                            width: 28,
                            height: 28,
                            flex: 'none',
                            borderRadius: 0.5,
                            border: 1,
                            borderColor: 'divider',
                            bgcolor: c?.hex ?? 'transparent',
                            color: c ? contrastText(c.hex) : 'text.secondary',
                            display: 'grid',
                            placeItems: 'center',
                            fontSize: 12,
                          }}
                        >
                          {c ? '' : '+'}
                        </Box>
                        <Box sx={{ minWidth: 0 }}>
                          <Typography variant="body2">{c ? c.name : 'Set colour'}</Typography>{' '}
                          {c && (
                            <Typography variant="caption" color="text.secondary" display="block">
                              {code}
                            </Typography>
                          )}
                        </Box>
                      </ButtonBase>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box component="section" aria-label="Colourway preview" sx={{ display: 'grid', gap: 1, maxWidth: 420 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Preview
        </Typography>
        <Box role="group" aria-label="Preview colourway" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {list.map((cw, i) => (
            <Chip
              key={i}
              label={cw.name || `Colourway ${i + 1}`}
              onClick={() => setPreview(i)}
              color={i === preview ? 'primary' : 'default'}
              aria-pressed={i === preview}
            />
          ))}
        </Box>
        {shown && <ColourwayFlat pack={pack} name={shown.name} body={bodyColour(shown, pack.bom ?? [])} />}
      </Box>
      <ColourPicker
        anchor={picking?.anchor ?? null}
        title={
          picking
            ? `${lines.find((l) => l.ref === picking.ref)?.item ?? picking.ref} in ${list[picking.cw]?.name}`
            : ''
        }
        value={cell}
        onClose={() => setPicking(null)}
        onPick={(c) => {
          if (!picking) return;
          change(
            list.map((cw, j) => {
              if (j !== picking.cw) return cw;
              const colours = { ...cw.colours };
              if (c) colours[picking.ref] = c;
              else delete colours[picking.ref];
              return { ...cw, colours };
            }),
          );
          setPicking(null);
        }}
      />
    </Box>
  );
}
