import { Box, Button, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import type { StudioTechPack } from '../lib/types';
import { SectionTitle } from '../studio/fields';
import { BomLineDialog } from './BomLineDialog';
import { editOf, fieldsOf, type BomForm, type BomLine } from './bom-model';
import { BomCards, BomTable, type LineActions } from './BomLines';
import { useBomSave } from './useBomSave';

export interface BomTabProps {
  pack: StudioTechPack;
  // the server's answer (bom, colourways, revisions) merged into the studio's pack
  onSaved: (fields: Partial<StudioTechPack>) => void;
}

type Editing = { line?: BomLine } | null;

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

  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const actions: LineActions = {
    saving,
    confirming: confirmRemove,
    rowError,
    onEdit: (l) => (setServerError(undefined), setEditing({ line: l })),
    onAskRemove: setConfirmRemove,
    onRemove: remove,
  };
  return (
    // minmax(0, 1fr): a wide table scrolls in its own region instead of widening the page
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
          <SectionTitle>Bill of materials ({bom.length})</SectionTitle>
          <Typography variant="body2" color="text.secondary">
            Quantities per garment at size {pack.selectedSize ?? 'M'}. Derived lines follow the garment until
            you edit them. Changes here are saved at once.
          </Typography>
        </Box>
        <Button variant="contained" onClick={() => (setServerError(undefined), setEditing({}))}>
          Add line
        </Button>
      </Box>
      <Typography role="status" variant="body2" color="success.dark" sx={{ minHeight: 20 }}>
        {status}
      </Typography>
      {phone ? (
        <BomCards bom={bom} sizes={sizes} actions={actions} />
      ) : (
        <BomTable bom={bom} sizes={sizes} actions={actions} />
      )}
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
