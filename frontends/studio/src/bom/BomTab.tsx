import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import type { StudioTechPack } from '../lib/types';
import { SectionTitle } from '../studio/fields';
import { BomLineDialog } from './BomLineDialog';
import { categoryLabel, editOf, fieldsOf, quantityText, type BomForm, type BomLine } from './bom-model';
import { useBomSave } from './useBomSave';

export interface BomTabProps {
  pack: StudioTechPack;
  // the server's answer (bom, colourways, revisions) merged into the studio's pack
  onSaved: (fields: Partial<StudioTechPack>) => void;
}

type Editing = { line?: BomLine } | null;

const sourceChip = (l: BomLine) =>
  l.origin === 'user' ? (
    <Chip size="small" label="Designer" color="primary" variant="outlined" />
  ) : (
    <Tooltip title="Derived from the garment, its features and its fabric: edit it to make it yours">
      <Chip size="small" label="Derived" variant="outlined" tabIndex={0} />
    </Tooltip>
  );

/** The bill of materials: every line the factory buys, with supplier, article number and quantity per size. */
export function BomTab({ pack, onSaved }: BomTabProps) {
  const bom = pack.bom ?? [];
  const sizes = pack.pointsOfMeasure?.sizes ?? [];
  const { send, saving } = useBomSave(pack.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [serverError, setServerError] = useState<{ message: string; field?: string } | undefined>();
  const [confirmRemove, setConfirmRemove] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [rowError, setRowError] = useState<{ ref: string; message: string } | null>(null);

  const submit = async (form: BomForm) => {
    const line = editing?.line;
    const bomEdits = line ? { edit: { [line.ref]: editOf(line, form) } } : { add: [fieldsOf(form)] };
    if (line && Object.keys(bomEdits.edit![line.ref]).length === 0) {
      setEditing(null);
      return;
    }
    const r = await send({ bomEdits } as never);
    if (!r.ok) {
      setServerError({ message: r.message, field: r.fields[0] });
      return;
    }
    onSaved(r.pack);
    setEditing(null);
    setServerError(undefined);
    setStatus(line ? `${line.ref} ${form.item} saved` : `${form.item} added`);
  };

  const remove = async (line: BomLine) => {
    const r = await send({ bomEdits: { remove: [line.ref] } });
    setConfirmRemove(null);
    if (!r.ok) {
      setRowError({ ref: line.ref, message: r.message });
      return;
    }
    setRowError(null);
    onSaved(r.pack);
    setStatus(`${line.ref} ${line.item} removed`);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <SectionTitle>Bill of materials ({bom.length})</SectionTitle>
          <Typography variant="body2" color="text.secondary">
            Quantities per garment at size {pack.selectedSize ?? 'M'}. Derived lines follow the garment until you edit them. Changes here are saved at once.
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => (setServerError(undefined), setEditing({}))}>
          Add line
        </Button>
      </Box>
      <Typography role="status" variant="body2" color="success.dark" sx={{ minHeight: 20 }}>
        {status}
      </Typography>
      <Box
        role="region"
        aria-label="Bill of materials, scrolls sideways"
        tabIndex={0}
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <Table size="small" aria-label="Bill of materials" sx={{ minWidth: 900, '& td, & th': { verticalAlign: 'top', overflowWrap: 'anywhere' } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>Ref</TableCell>
              <TableCell>Item</TableCell>
              <TableCell>Description</TableCell>
              <TableCell>Placement</TableCell>
              <TableCell>Colour</TableCell>
              <TableCell>Supplier</TableCell>
              <TableCell>Article no.</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell>Source</TableCell>
              <TableCell>
                <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  Actions
                </span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bom.map((l) => (
              <TableRow key={l.ref} data-testid={`bom-row-${l.ref}`}>
                <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {l.ref}
                  <Typography variant="caption" display="block" color="text.secondary">
                    {categoryLabel(l.category)}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>{l.item}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>{l.description}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{l.placement}</TableCell>
                <TableCell sx={{ minWidth: 110 }}>{l.color}</TableCell>
                <TableCell sx={{ minWidth: 100 }}>{l.supplier}</TableCell>
                <TableCell>{l.articleNumber || '—'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {quantityText(l, sizes)}
                </TableCell>
                <TableCell>{sourceChip(l)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {confirmRemove === l.ref ? (
                    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                      <Typography variant="caption">Remove?</Typography>
                      <Button size="small" color="error" disabled={saving} onClick={() => remove(l)} aria-label={`Confirm removing ${l.ref} ${l.item}`}>
                        Remove
                      </Button>
                      <Button size="small" onClick={() => setConfirmRemove(null)}>
                        Keep
                      </Button>
                    </Box>
                  ) : (
                    <>
                      <Button size="small" onClick={() => (setServerError(undefined), setEditing({ line: l }))} aria-label={`Edit ${l.ref} ${l.item}`}>
                        Edit
                      </Button>
                      <Button size="small" color="error" onClick={() => setConfirmRemove(l.ref)} aria-label={`Remove ${l.ref} ${l.item}`}>
                        Remove
                      </Button>
                    </>
                  )}
                  {rowError?.ref === l.ref && (
                    <Typography variant="caption" color="error" role="alert" display="block">
                      {rowError.message}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <BomLineDialog
        open={editing !== null}
        line={editing?.line}
        sizes={sizes}
        saving={saving}
        serverError={serverError}
        onSubmit={submit}
        onClose={() => setEditing(null)}
      />
    </Box>
  );
}
