import {
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { detailsFor, grammarFamilyOf } from '@techpack/catalog';
import type { GarmentComponent, PackDetail, TechPack, TechPackUpdate } from '@techpack/contracts';
import { toast } from '@techpack/web-shared';
import { CloseIcon } from '../lib/icons';
import type { StudioTechPack } from '../lib/types';
import { serverMessage } from '../lib/errors';
import { withPending } from './pending';
import { useChangeTechPackMutation } from './features.api';

// The garment's components (what the flats draw, the BOM lists, the construction sews and the table measures) and the
// designer's details: a catalogue detail or a custom component is added, its options changed, or removed with
// everything it brought. Every change is a PUT `details`; the server re-derives the pack and the studio shows it.

const SOURCE: Record<GarmentComponent['source'], string> = {
  grammar: 'From the features',
  catalogue: 'Detail you added',
  designer: 'Your custom component',
};

export interface ComponentsPanelProps {
  techPack: StudioTechPack;
  onPackChange: (pack: StudioTechPack) => void;
  pendingEdits?: TechPackUpdate;
}

export default function ComponentsPanel({ techPack, onPackChange, pendingEdits }: ComponentsPanelProps) {
  const [change, { isLoading }] = useChangeTechPackMutation();
  const [detail, setDetail] = useState('');
  const [custom, setCustom] = useState({ name: '', description: '', operation: '', material: '' });
  const pack = techPack as StudioTechPack & {
    garment?: { components?: GarmentComponent[] };
    details?: PackDetail[];
  };
  const components = pack.garment?.components ?? [];
  const details = pack.details ?? [];
  const catalogue = detailsFor(grammarFamilyOf(techPack.aiAnalysis.garmentType));

  const send = async (body: NonNullable<TechPackUpdate['details']>, done?: () => void) => {
    try {
      const answer = await change({
        id: techPack.id,
        body: withPending({ details: body }, pendingEdits),
      }).unwrap();
      if (answer?.techPack) onPackChange(answer.techPack as TechPack as StudioTechPack);
      done?.();
    } catch (e) {
      toast({
        title: 'Update Failed',
        description: serverMessage(e) ?? 'Failed to change the details',
        variant: 'destructive',
      });
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Garment components"
      sx={{ borderRadius: 4, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography variant="h6" component="h2">
        Garment components
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Every part of the garment: the flats draw it, and its BOM lines, operations and points of measure name
        it.
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        aria-label="Components"
      >
        {components.map((c) => {
          const d = details.find((x) => x.key === c.key);
          return (
            <Box
              component="li"
              key={c.key}
              data-testid={`component-${c.key}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <Tooltip title={`${SOURCE[c.source]}: ${c.placement}`}>
                <Chip
                  size="small"
                  label={c.name}
                  color={c.source === 'grammar' ? 'default' : 'primary'}
                  variant={c.source === 'grammar' ? 'outlined' : 'filled'}
                />
              </Tooltip>
              {d && c.source !== 'grammar' ? (
                <IconButton
                  size="small"
                  aria-label={`Remove ${c.name}`}
                  disabled={isLoading}
                  onClick={() => send({ remove: [c.key] })}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              ) : null}
              {d && d.detail === 'waist-drawcord' ? (
                <TextField
                  select
                  size="small"
                  label="Route"
                  value={d.params?.route ?? 'outside'}
                  onChange={(e) => send({ edit: { [c.key]: { params: { route: e.target.value } } } })}
                  sx={{ minWidth: 110 }}
                >
                  <MenuItem value="outside">Outside</MenuItem>
                  <MenuItem value="inside">Inside</MenuItem>
                </TextField>
              ) : null}
              {d && d.detail === 'quilting' ? (
                <TextField
                  select
                  size="small"
                  label="Quilting"
                  value={d.params?.pattern ?? 'channel'}
                  onChange={(e) => send({ edit: { [c.key]: { params: { pattern: e.target.value } } } })}
                  sx={{ minWidth: 120 }}
                >
                  {['channel', 'diamond', 'chevron'].map((p) => (
                    <MenuItem key={p} value={p}>
                      {p}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Add a detail"
          value={detail}
          onChange={(e) => setDetail(e.target.value)}
          sx={{ minWidth: 240 }}
          inputProps={{ 'data-testid': 'detail-picker' }}
        >
          {catalogue.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          disabled={!detail || isLoading}
          onClick={() => send({ add: [{ detail }] }, () => setDetail(''))}
        >
          Add detail
        </Button>
      </Box>
      <Box
        component="form"
        aria-label="Add a custom component"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
        onSubmit={(e) => e.preventDefault()}
      >
        <TextField
          size="small"
          label="Custom component"
          value={custom.name}
          onChange={(e) => setCustom({ ...custom, name: e.target.value })}
          inputProps={{ maxLength: 80 }}
        />
        <TextField
          size="small"
          label="Description"
          value={custom.description}
          onChange={(e) => setCustom({ ...custom, description: e.target.value })}
          inputProps={{ maxLength: 300 }}
        />
        <TextField
          size="small"
          label="Operation"
          value={custom.operation}
          onChange={(e) => setCustom({ ...custom, operation: e.target.value })}
          inputProps={{ maxLength: 120 }}
        />
        <TextField
          size="small"
          label="Material"
          value={custom.material}
          onChange={(e) => setCustom({ ...custom, material: e.target.value })}
          inputProps={{ maxLength: 120 }}
        />
        <Button
          variant="outlined"
          disabled={!custom.name.trim() || isLoading}
          onClick={() =>
            send(
              {
                add: [
                  {
                    detail: 'custom',
                    name: custom.name.trim(),
                    ...(custom.description ? { description: custom.description } : {}),
                    ...(custom.operation ? { operation: custom.operation } : {}),
                    ...(custom.material ? { material: custom.material } : {}),
                  },
                ],
              },
              () => setCustom({ name: '', description: '', operation: '', material: '' }),
            )
          }
        >
          Add custom component
        </Button>
      </Box>
    </Paper>
  );
}
