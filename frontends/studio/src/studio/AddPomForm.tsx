import { Box, Button, Chip, InputBase } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { PomChanges } from '../lib/types';

// A designer's own point of measure: name and value at the sample size, added to the table on Save.
export function AddPomForm({
  baseSize,
  pomChanges,
  changePoms,
}: {
  baseSize: string;
  pomChanges?: PomChanges;
  changePoms: (next: PomChanges) => void;
}) {
  const [newName, setNewName] = useState('');
  const [newValue, setNewValue] = useState('');
  const newValueCm = Number(newValue.replace(',', '.'));
  const canAdd =
    newName.trim().length > 0 &&
    newName.trim().length <= 80 &&
    Number.isFinite(newValueCm) &&
    newValueCm > 0 &&
    newValueCm <= 500;
  const addCustom = () => {
    if (!canAdd) return;
    changePoms({
      ...pomChanges,
      add: [...(pomChanges?.add ?? []), { name: newName.trim(), value: newValueCm }].slice(0, 20),
    });
    setNewName('');
    setNewValue('');
  };
  return (
    <Box
      component="form"
      aria-label="Add a point of measure"
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        addCustom();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}
    >
      <InputBase
        value={newName}
        onChange={(e) => setNewName(e.target.value)}
        placeholder="New point of measure, e.g. Pocket width"
        inputProps={{
          'aria-label': 'New point of measure name',
          maxLength: 80,
          'data-testid': 'pom-add-name',
        }}
        sx={{ flex: '1 1 220px', border: 1, borderColor: 'divider', borderRadius: 1, px: 1, fontSize: 14 }}
      />
      <InputBase
        value={newValue}
        onChange={(e) => setNewValue(e.target.value)}
        placeholder={`cm at ${baseSize}`}
        inputMode="decimal"
        inputProps={{
          'aria-label': `New point of measure value in cm at ${baseSize}`,
          'data-testid': 'pom-add-value',
        }}
        sx={{ width: 110, border: 1, borderColor: 'divider', borderRadius: 1, px: 1, fontSize: 14 }}
      />
      <Button type="submit" size="small" variant="outlined" disabled={!canAdd}>
        Add point of measure
      </Button>
      {(pomChanges?.add ?? []).map((a, k) => (
        <Chip
          key={`${a.name}-${k}`}
          size="small"
          label={`${a.name} ${a.value} cm: added on Save`}
          onDelete={() =>
            changePoms({ ...pomChanges, add: (pomChanges?.add ?? []).filter((_, j) => j !== k) })
          }
        />
      ))}
    </Box>
  );
}
