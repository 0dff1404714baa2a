import { TextField } from '@mui/material';
import { useContext, useEffect, useId, useState } from 'react';
import { FieldValidityContext } from './fields';

export const STYLE_NAME_MAX = 80;
export const STYLE_NAME_ERROR = `Style name must be 1-${STYLE_NAME_MAX} characters`;

// The pack's style name (what the designer, the manufacturer and the admin call it). Empty or too long is
// shown as an error and blocks Save; the text in the field is always the value that will be stored.
export function StyleNameField({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const id = useId();
  const report = useContext(FieldValidityContext);
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft((d) => (d.trim() === value ? d : value)), [value]);
  const trimmed = draft.trim();
  const invalid = trimmed.length === 0 || trimmed.length > STYLE_NAME_MAX;
  useEffect(() => report(id, !invalid), [report, id, invalid]);
  useEffect(() => () => report(id, true), [report, id]);
  return (
    <TextField
      id={id}
      label="Style name"
      size="small"
      value={draft}
      error={invalid}
      helperText={invalid ? STYLE_NAME_ERROR : undefined}
      onChange={(e) => {
        const text = e.target.value;
        setDraft(text);
        const t = text.trim();
        if (t.length > 0 && t.length <= STYLE_NAME_MAX) onChange(t);
      }}
      slotProps={{ htmlInput: { maxLength: STYLE_NAME_MAX + 20, 'data-testid': 'style-name' } }}
      sx={{ mt: 1.5, width: { xs: '100%', sm: 360 } }}
    />
  );
}
