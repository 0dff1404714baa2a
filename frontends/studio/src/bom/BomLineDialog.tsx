import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Switch,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import {
  BOM_CATEGORY_OPTIONS,
  BOM_UNITS,
  categoryLabel,
  formOf,
  validateForm,
  type BomForm,
  type BomFormErrors,
  type BomLine,
} from './bom-model';

export interface BomLineDialogProps {
  open: boolean;
  line?: BomLine; // absent: a new line
  sizes: readonly string[];
  saving: boolean;
  // the server's refusal: its message, shown beside the field it names (or above the form)
  serverError?: { message: string; field?: string };
  onSubmit: (form: BomForm) => void;
  onClose: () => void;
}

// The server's field path (bomEdits.add.0.item, bomEdits.edit.F1.supplier) -> the form's field.
const formField = (path?: string) => path?.split('.').pop();

export function BomLineDialog({
  open,
  line,
  sizes,
  saving,
  serverError,
  onSubmit,
  onClose,
}: BomLineDialogProps) {
  const [form, setForm] = useState<BomForm>(() => formOf(line, sizes));
  const [errors, setErrors] = useState<BomFormErrors>({});
  useEffect(() => {
    if (open) {
      setForm(formOf(line, sizes));
      setErrors({});
    }
  }, [open, line, sizes]);
  const set = (patch: Partial<BomForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = () => {
    const e = validateForm(form);
    setErrors(e);
    if (Object.keys(e).length === 0) onSubmit(form);
  };
  const serverField = formField(serverError?.field);
  const errorOf = (k: keyof BomForm) => errors[k] ?? (serverField === k ? serverError?.message : undefined);
  const text = (k: keyof BomForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      size="small"
      label={label}
      value={form[k] as string}
      onChange={(e) => set({ [k]: e.target.value } as Partial<BomForm>)}
      error={!!errorOf(k)}
      helperText={errorOf(k)}
      slotProps={{ inputLabel: { shrink: true } }}
      {...extra}
    />
  );
  const title = line ? `Edit ${line.ref} ${line.item}` : 'Add BOM line';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="bom-line-title" fullWidth maxWidth="sm">
      <DialogTitle id="bom-line-title">{title}</DialogTitle>
      <DialogContent>
        {serverError &&
          !serverField?.match(
            /^(category|item|description|placement|supplier|articleNumber|unit|quantity|color)$/,
          ) && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {serverError.message}
            </Alert>
          )}
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
        >
          <TextField
            select
            size="small"
            label="Category"
            value={form.category}
            onChange={(e) => set({ category: e.target.value })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {BOM_CATEGORY_OPTIONS.map((c) => (
              <option key={c} value={c}>
                {categoryLabel(c)}
              </option>
            ))}
          </TextField>
          {text('item', 'Item', { required: true })}
          {text('description', 'Description', { sx: { gridColumn: { sm: '1 / -1' } } })}
          {text('placement', 'Placement')}
          {text('color', 'Colour (sample)')}
          {text('supplier', 'Supplier')}
          {text('articleNumber', 'Article number')}
          <TextField
            select
            size="small"
            label="Unit"
            value={form.unit}
            onChange={(e) => set({ unit: e.target.value })}
            error={!!errorOf('unit')}
            helperText={errorOf('unit')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {!BOM_UNITS.includes(form.unit as (typeof BOM_UNITS)[number]) && (
              <option value={form.unit}>{form.unit || 'Choose…'}</option>
            )}
            {BOM_UNITS.map((u) => (
              <option key={u} value={u}>
                {u}
              </option>
            ))}
          </TextField>
          {!form.perSize && text('quantity', 'Quantity per garment', { inputMode: 'decimal' })}
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={<Switch checked={form.perSize} onChange={(e) => set({ perSize: e.target.checked })} />}
            label="Quantity varies by size"
          />
          {form.perSize && (
            <Box
              role="group"
              aria-label="Quantity per size"
              sx={{
                gridColumn: '1 / -1',
                display: 'grid',
                gap: 1,
                gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))',
              }}
            >
              {errors.quantity && (
                <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
                  {errors.quantity}
                </Alert>
              )}
              {sizes.map((s) => (
                <TextField
                  key={s}
                  size="small"
                  label={s}
                  value={form.quantityBySize[s] ?? ''}
                  inputMode="decimal"
                  onChange={(e) => set({ quantityBySize: { ...form.quantityBySize, [s]: e.target.value } })}
                  error={!!errors[`size.${s}`]}
                  helperText={errors[`size.${s}`]}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Quantity ${s}` } }}
                />
              ))}
            </Box>
          )}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={saving}>
          {saving ? 'Saving…' : line ? 'Save line' : 'Add line'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
