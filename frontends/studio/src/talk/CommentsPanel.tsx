import { useMemo, useState } from 'react';
import { Box, Button, Chip, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { AnchorKind, CommentThread } from '@techpack/contracts';
import type { StudioTechPack } from '../lib/types';
import { fieldKey, openCounts } from './anchors';
import { CompareDialog } from './CompareDialog';
import { NewCommentForm } from './NewCommentForm';
import { PinnedFlats } from './PinnedFlats';
import { ThreadCard } from './ThreadCard';
import { usePackThreadsQuery } from './talk.api';

type Filter = 'open' | 'resolved' | 'all';

// The comment side panel: markers with each field's open-thread count, pins on the flats, the threads (open,
// resolved or all) with a jump to their field, a form to pin a new one, and the Compare view of two revisions.
export function CommentsPanel({ techPack }: { techPack: StudioTechPack }) {
  const { data: threads = [], isLoading } = usePackThreadsQuery(techPack.id);
  const [filter, setFilter] = useState<Filter>('open');
  const [focus, setFocus] = useState<string | null>(null);
  const [kind, setKind] = useState<AnchorKind>('pom');
  const [picked, setPicked] = useState<{ view: 'front' | 'back'; x: number; y: number } | null>(null);
  const [compare, setCompare] = useState(false);
  const markers = useMemo(() => [...openCounts(threads).entries()].filter(([, m]) => m.open > 0), [threads]);
  const openCount = threads.filter((t) => t.status === 'open').length;
  const shown = threads.filter(
    (t: CommentThread) =>
      (filter === 'all' || t.status === filter) && (!focus || fieldKey(t.anchor) === focus),
  );

  const jump = (key: string) => {
    setFocus((f) => (f === key ? null : key));
    document
      .querySelector(`[data-testid="comments-flats"]`)
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Comments"
      data-testid="comments-panel"
      sx={{ borderRadius: 4, p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Comments <span data-testid="open-thread-count">({openCount} open)</span>
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={filter}
            onChange={(_, v: Filter | null) => v && setFilter(v)}
            aria-label="Show threads"
          >
            <ToggleButton value="open">Open</ToggleButton>
            <ToggleButton value="resolved">Resolved</ToggleButton>
            <ToggleButton value="all">All</ToggleButton>
          </ToggleButtonGroup>
          <Button variant="outlined" onClick={() => setCompare(true)}>
            Compare revisions
          </Button>
        </Box>
      </Box>
      {markers.length ? (
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }} aria-label="Fields with open threads">
          {markers.map(([key, m]) => (
            <Chip
              key={key}
              size="small"
              color={focus === key ? 'secondary' : 'default'}
              label={`${m.label} · ${m.open}`}
              onClick={() => jump(key)}
              data-testid="field-marker"
            />
          ))}
        </Box>
      ) : null}
      <Box data-testid="comments-flats">
        <PinnedFlats
          pack={techPack}
          threads={threads}
          highlight={focus}
          picked={kind === 'flat' ? picked : null}
          onPick={(view, x, y) => {
            setKind('flat');
            setPicked({ view, x, y });
          }}
        />
      </Box>
      <NewCommentForm
        pack={techPack}
        kind={kind}
        onKind={setKind}
        picked={picked}
        onPosted={() => setPicked(null)}
      />
      {isLoading ? <Typography variant="body2">Loading comments…</Typography> : null}
      {!isLoading && shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {filter === 'resolved'
            ? 'No resolved threads.'
            : 'No open threads: pin a question to a measurement, a BOM line or a point on the flats.'}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1 }}>
        {shown.map((t) => (
          <ThreadCard key={t.id} packId={techPack.id} thread={t} onJump={() => jump(fieldKey(t.anchor))} />
        ))}
      </Box>
      {compare ? <CompareDialog techPack={techPack} onClose={() => setCompare(false)} /> : null}
    </Paper>
  );
}
