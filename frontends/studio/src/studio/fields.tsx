import { Box, Slider, TextField, Typography } from '@mui/material';
import { createContext, useContext, useEffect, useId, useState } from 'react';

// Fields report whether what they show is what is stored; the studio refuses to save while one does not.
export type ReportValidity = (fieldId: string, ok: boolean) => void;
export const FieldValidityContext = createContext<ReportValidity>(() => undefined);
import { humanize } from '../lib/format';

export interface OptionFieldProps {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  helperText?: string;
  labels?: Record<string, string>;
}

// Native selects: fast on phones and plain to drive from tests.
export function OptionField({ label, value, options, onChange, helperText, labels }: OptionFieldProps) {
  const id = useId();
  const known = options.includes(value);
  return (
    <TextField
      select
      fullWidth
      size="small"
      id={id}
      label={label}
      value={value ?? ''}
      helperText={helperText}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {!known && <option value={value ?? ''}>{value ? humanize(value) : 'Choose…'}</option>}
      {options.map((o) => (
        <option key={o} value={o}>
          {labels?.[o] ?? humanize(o)}
        </option>
      ))}
    </TextField>
  );
}

export interface LimitFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit?: string;
  error: string;
  hint?: string;
  onChange: (value: number) => void;
}

// Slider plus exact number entry. Out-of-range entries show the limit message and are not applied.
export function LimitField({
  label,
  value,
  min,
  max,
  step,
  unit = 'cm',
  error,
  hint,
  onChange,
}: LimitFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string>(String(value));
  const [invalid, setInvalid] = useState(false);
  const report = useContext(FieldValidityContext);
  useEffect(() => {
    setDraft((d) => (Number(d) === value ? d : String(value)));
  }, [value]);
  useEffect(() => {
    report(id, !invalid);
  }, [report, id, invalid]);
  // A field that goes away (tab switch) no longer blocks the save: its stored value is what shows next time.
  useEffect(() => () => report(id, true), [report, id]);

  const commitText = (text: string) => {
    setDraft(text);
    const n = text.trim() === '' ? NaN : Number(text);
    const ok = Number.isFinite(n) && n >= min && n <= max;
    setInvalid(!ok);
    if (ok) onChange(n);
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="label" htmlFor={id} variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {min} to {max} {unit}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Slider
          size="small"
          value={Math.min(max, Math.max(min, value))}
          min={min}
          max={max}
          step={step}
          onChange={(_e, v) => {
            const n = Array.isArray(v) ? v[0] : v;
            setInvalid(false);
            setDraft(String(n));
            onChange(n);
          }}
          slotProps={{ input: { 'aria-label': `${label} slider` } }}
          sx={{ flex: 1 }}
        />
        <TextField
          id={id}
          size="small"
          type="number"
          value={draft}
          error={invalid}
          onChange={(e) => commitText(e.target.value)}
          onBlur={() => {
            if (invalid) return;
            setDraft(String(value));
          }}
          slotProps={{
            htmlInput: { min, max, step, inputMode: 'decimal', 'aria-invalid': invalid },
            input: {
              endAdornment: (
                <Typography variant="caption" color="text.secondary">
                  {unit}
                </Typography>
              ),
            },
          }}
          sx={{ width: 112 }}
        />
      </Box>
      {(invalid || hint) && (
        <Typography
          variant="caption"
          color={invalid ? 'error' : 'text.secondary'}
          role={invalid ? 'alert' : undefined}
        >
          {invalid ? error : hint}
        </Typography>
      )}
    </Box>
  );
}

export function SectionTitle({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {children}
      </Typography>
      {action}
    </Box>
  );
}
