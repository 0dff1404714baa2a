import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { FitDecisionRequest, FitSession } from '@techpack/contracts';
import { serverMessage } from '../lib/errors';
import type { StudioTechPack } from '../lib/types';
import { SectionTitle } from '../studio/fields';
import { useDecideFitSessionMutation, useFitSessionsQuery } from './fit.api';
import { FitSessionTable, type RowChoice } from './FitSessionTable';

// The fields of the decided pack the studio's copy takes over.
const FIELDS = [
  'measurements',
  'pointsOfMeasure',
  'provenance',
  'revisions',
  'revision',
  'fitDecisions',
  'updatedAt',
  'pdfPath',
  'bom',
] as const;

function Decide({
  pack,
  session,
  onSaved,
}: {
  pack: StudioTechPack;
  session: FitSession;
  onSaved: (fields: Partial<StudioTechPack>) => void;
}) {
  const initial = Object.fromEntries(
    session.rows.filter((r) => r.status === 'out').map((r) => [r.key, 'keep-spec' as RowChoice]),
  );
  const [choices, setChoices] = useState<Record<string, RowChoice>>(initial);
  const [custom, setCustom] = useState<Record<string, string>>({});
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [decide, { isLoading }] = useDecideFitSessionMutation();

  const submit = async () => {
    const rows: FitDecisionRequest['rows'] = {};
    for (const [key, c] of Object.entries(choices)) {
      if (c === 'none') continue;
      if (c === 'custom') {
        const n = Number(custom[key]);
        if (!Number.isFinite(n) || n <= 0)
          return setError(
            `Enter a new value in cm for ${session.rows.find((r) => r.key === key)?.code ?? key}`,
          );
        rows[key] = n;
      } else rows[key] = c;
    }
    if (Object.keys(rows).length === 0)
      return setError('Choose a decision for at least one point of measure');
    try {
      const reply = await decide({
        id: pack.id,
        sessionId: session.id,
        body: { rows, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      }).unwrap();
      const fields: Record<string, unknown> = {};
      for (const k of FIELDS)
        if (k in reply.techPack) fields[k] = (reply.techPack as Record<string, unknown>)[k];
      onSaved(fields as Partial<StudioTechPack>);
      setError(null);
    } catch (e) {
      setError(serverMessage(e) ?? 'The decision could not be applied. Try again.');
    }
  };

  return (
    <Box>
      <FitSessionTable
        rows={session.rows}
        choices={choices}
        custom={custom}
        onChoice={(k, c) => setChoices((m) => ({ ...m, [k]: c }))}
        onCustom={(k, t) => setCustom((m) => ({ ...m, [k]: t }))}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mt: 1.5 }}
        alignItems={{ sm: 'center' }}
      >
        <TextField
          size="small"
          label="Comment for the revision log"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          sx={{ flex: 1 }}
          inputProps={{ maxLength: 2000 }}
        />
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={isLoading}
          data-testid="fit-apply"
        >
          {isLoading ? 'Applying...' : 'Apply as a new revision'}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

/** The pack's fit sessions, newest first: the latest undecided one with its decision controls, the rest as tables. */
export function FitSessionsPanel({
  pack,
  onSaved,
}: {
  pack: StudioTechPack;
  onSaved: (fields: Partial<StudioTechPack>) => void;
}) {
  const { data: sessions } = useFitSessionsQuery(pack.id);
  if (!sessions || sessions.length === 0) return null;
  return (
    <Box sx={{ mt: 4 }} data-testid="fit-sessions">
      <SectionTitle>Fit sessions</SectionTitle>
      <Stack spacing={3}>
        {sessions.slice(0, 5).map((s) => {
          const out = s.rows.filter((r) => r.status === 'out').length;
          return (
            <Box key={s.id} data-testid="fit-session" data-session-id={s.id}>
              <Typography sx={{ fontWeight: 700 }}>
                Sample {s.orderNumber} · size {s.size} · made from revision {s.revision ?? '?'} ·{' '}
                {new Date(s.createdAt).toLocaleDateString()}
              </Typography>
              <Typography variant="body2" color={out ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
                {out
                  ? `${out} point${out === 1 ? '' : 's'} out of tolerance`
                  : 'Every measured point is within tolerance'}
                {s.notes ? ` · ${s.notes}` : ''}
                {s.decision ? ` · decided: revision ${s.decision.revision}` : ''}
              </Typography>
              {s.decision ? (
                <FitSessionTable rows={s.rows} />
              ) : (
                <Decide pack={pack} session={s} onSaved={onSaved} />
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
