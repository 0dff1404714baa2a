import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { renderFlat, type FlatResult } from '@techpack/flats';
import type { TechPack } from '@techpack/contracts';
import { CloseIcon } from '../lib/icons';
import type { StudioTechPack } from '../lib/types';
import { FlatDrawing } from '../flats/FlatDrawing';
import { studioFlatInput } from '../flats/input';
import { usePackAtRevisionQuery, usePackDiffQuery, usePackRevisionsQuery } from './talk.api';

const shown = (v: unknown) => (v === null || v === undefined ? '—' : String(v));
const flatOf = (pack: TechPack | undefined, view: 'front' | 'back'): FlatResult | null =>
  pack ? renderFlat(studioFlatInput(pack as unknown as StudioTechPack), view, { sizes: 'base' }) : null;

// The two revisions' flats on top of each other: the older one faint red beneath the newer one.
function Overlay({
  older,
  newer,
  label,
}: {
  older: FlatResult | null;
  newer: FlatResult | null;
  label: string;
}) {
  if (!newer) return null;
  return (
    <FlatDrawing flat={newer} label={label} maxHeight={300}>
      {older ? (
        <image
          href={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(older.svg.replace(/stroke="#[0-9A-Fa-f]{6}"/g, 'stroke="#DC2626"'))}`}
          x={0}
          y={0}
          width={older.width}
          height={older.height}
          opacity={0.45}
          data-testid="compare-older-flat"
        />
      ) : null}
    </FlatDrawing>
  );
}

// Any two revisions side by side: every changed field, old beside new, grouped by section, and both flats overlaid.
export function CompareDialog({ techPack, onClose }: { techPack: StudioTechPack; onClose: () => void }) {
  const { data: list } = usePackRevisionsQuery(techPack.id);
  const comparable = (list?.revisions ?? []).filter((r) => r.comparable);
  const latest = comparable.at(-1)?.rev;
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const a = from ?? list?.lastSampledRevision ?? comparable[0]?.rev;
  const b = to ?? latest;
  const ready = a !== undefined && b !== undefined && a !== null;
  const diff = usePackDiffQuery({ id: techPack.id, from: a ?? 1, to: b ?? 1 }, { skip: !ready });
  const older = usePackAtRevisionQuery({ id: techPack.id, rev: a ?? 1 }, { skip: !ready });
  const newer = usePackAtRevisionQuery({ id: techPack.id, rev: b ?? 1 }, { skip: !ready });
  const flats = useMemo(
    () =>
      (['front', 'back'] as const).map((v) => ({
        v,
        older: flatOf(older.data, v),
        newer: flatOf(newer.data, v),
      })),
    [older.data, newer.data],
  );
  const pick = (label: string, value: number | undefined, set: (n: number) => void, testId: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      SelectProps={{ native: true }}
      inputProps={{ 'data-testid': testId }}
      onChange={(e) => set(Number(e.target.value))}
    >
      {comparable.map((r) => (
        <option key={r.rev} value={r.rev}>
          {`Revision ${r.rev} (${r.provenance}${r.samples.length ? `, sample ${r.samples.join(', ')}` : ''})`}
        </option>
      ))}
    </TextField>
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="compare-title">
      <DialogTitle id="compare-title" sx={{ pr: 6 }}>
        Compare revisions
        <IconButton
          aria-label="Close compare"
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', pt: 1 }}>
          {pick('From', a ?? undefined, setFrom, 'compare-from')}
          {pick('To', b, setTo, 'compare-to')}
        </Box>
        {diff.error ? (
          <Alert severity="error">
            {(diff.error as { data?: { message?: string } }).data?.message ??
              'These revisions cannot be compared.'}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
          {flats.map((f) => (
            <Overlay
              key={f.v}
              older={f.older}
              newer={f.newer}
              label={`${f.v === 'front' ? 'Front' : 'Back'} flats of revisions ${a} and ${b} overlaid`}
            />
          ))}
        </Box>
        {diff.data ? (
          <Typography variant="body2" data-testid="compare-summary">
            {diff.data.changed} change{diff.data.changed === 1 ? '' : 's'} from revision {diff.data.from} to{' '}
            {diff.data.to}
          </Typography>
        ) : null}
        {diff.data?.sections.map((s) => (
          <Box key={s.section} data-testid={`compare-section-${s.section}`}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {s.label}
            </Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Field</TableCell>
                  <TableCell>Revision {diff.data?.from}</TableCell>
                  <TableCell>Revision {diff.data?.to}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {s.changes.map((c) => (
                  <TableRow key={c.field} data-testid="compare-row" data-field={c.field}>
                    <TableCell>{c.label}</TableCell>
                    <TableCell
                      sx={{ bgcolor: '#FEE2E2', textDecoration: c.to === null ? 'line-through' : 'none' }}
                    >
                      {shown(c.from)}
                    </TableCell>
                    <TableCell sx={{ bgcolor: '#DCFCE7', fontWeight: 700 }}>{shown(c.to)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        ))}
      </DialogContent>
    </Dialog>
  );
}
