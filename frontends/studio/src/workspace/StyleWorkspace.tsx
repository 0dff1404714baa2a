import { Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { RemoteSlot, styleNameOf, useAuth, useRoute } from '@techpack/web-shared';
import type { StudioTechPack } from '../lib/types';
import { useGetTechPackQuery } from '../api/techpack.api';
import { Studio } from '../studio/Studio';
import {
  CommentsPanel,
  ComponentsPanel,
  ConstructionSection,
  SectionLoading,
  preloadSection,
  preloadStudioSections,
} from '../studio/lazy-sections';
import { KeyFigures } from '../viewer/KeyFigures';
import FeaturesPanel from '../features/FeaturesPanel';
import CheckList from '../features/CheckList';
import { unsavedEdits } from '../features/pending';
import { NotFoundPanel } from '../page/NotFoundPanel';
import { WorkspaceHeader } from './WorkspaceHeader';
import { sectionOf, studioTabOf } from './sections';

export interface StyleWorkspaceProps {
  id: string;
  /** the section's slug (/styles/{id}/{section}); overview when absent */
  section?: string;
}

// /styles/{id}: one style's workspace. The header (name, number, status, revision, save state, actions, sections)
// stays in view; each section is a route of its own. The studio stays mounted across its sections, so an edit made in
// one is kept (and autosaved) while the designer moves to another.
export default function StyleWorkspace({ id, section }: StyleWorkspaceProps) {
  const { token } = useAuth();
  const { data, isLoading, isFetching, isError } = useGetTechPackQuery(id, { skip: !token || !id });
  // the section's own code is fetched beside the pack, not after it
  useEffect(() => void preloadSection(section), [section]);
  if (!id || (!isLoading && !isFetching && (isError || !data))) return <NotFoundPanel />;
  if (!data) return <WorkspaceSkeleton />;
  return <Workspace key={data.id} pack={data as StudioTechPack} section={section} />;
}

function WorkspaceSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading the style" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="text" width="40%" height={44} />
      <Skeleton variant="rounded" height={44} />
      <Skeleton variant="rounded" height={420} />
    </Box>
  );
}

function Workspace({ pack, section: slug }: { pack: StudioTechPack; section?: string }) {
  const [current, setCurrent] = useState<StudioTechPack>(pack);
  // the pack the studio starts from: the server's, then its re-derived pack after a feature change, a fix or a confirm
  const [base, setBase] = useState<StudioTechPack>(pack);
  const [saveState, setSaveState] = useState('All changes saved');
  const section = sectionOf(slug);
  const tab = section ? studioTabOf(section) : undefined;
  const name = styleNameOf(current);
  useEffect(() => {
    document.title = `${name} · ${section?.label ?? 'Style'} · Tech Pack Studio`;
  }, [name, section?.label]);
  const rederived = useCallback((next: StudioTechPack) => {
    setBase(next);
    setCurrent(next);
  }, []);
  const pending = current !== base ? unsavedEdits(current) : undefined;
  const { hash } = useRoute();
  const [orderOpen, setOrderOpen] = useState(false);
  const ordering = orderOpen || hash === '#order-sample';
  // the other sections' code comes once the first screen is shown and the browser is idle, so moving on is instant
  useEffect(() => {
    const t = setTimeout(() => void preloadStudioSections(), 4000);
    return () => clearTimeout(t);
  }, []);

  if (!section) return <NotFoundPanel />;
  return (
    // minmax(0, 1fr): a wide table or the section tabs scroll inside their own box, never widen the page on a phone
    <Box
      data-testid="style-workspace"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, mt: { xs: -3, sm: -5 } }}
    >
      <WorkspaceHeader pack={current} section={section.slug} saveState={saveState} onPackChange={rederived} />
      {section.slug === 'overview' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
          <Paper
            variant="outlined"
            component="section"
            aria-label="Key figures"
            sx={{ borderRadius: 4, p: { xs: 2, sm: 3 } }}
          >
            <KeyFigures techPack={current} />
          </Paper>
          <FeaturesPanel techPack={current} onPackChange={rederived} pendingEdits={pending} />
          <CheckList techPack={current} onPackChange={rederived} pendingEdits={pending} />
          <Paper
            variant="outlined"
            component="section"
            id="order-sample"
            aria-labelledby="order-sample-title"
            sx={{ borderRadius: 4, p: { xs: 2, sm: 3 }, scrollMarginTop: 240 }}
          >
            <Typography id="order-sample-title" variant="h6" component="h2" sx={{ mb: 2 }}>
              Order a physical sample
            </Typography>
            {/* the checkout's form loads when asked for (the header's "Order a sample", or here) */}
            {ordering ? (
              <RemoteSlot remote="checkout" module="./SampleOrderForm" props={{ techPack: current }} />
            ) : (
              <Button variant="outlined" onClick={() => setOrderOpen(true)}>
                Open the sample order form
              </Button>
            )}
          </Paper>
        </Box>
      )}
      <Suspense fallback={<SectionLoading />}>
        {section.slug === 'construction' && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5 }}>
            <ComponentsPanel techPack={current} onPackChange={rederived} pendingEdits={pending} />
            <ConstructionSection pack={current} />
          </Box>
        )}
        {section.slug === 'comments' && <CommentsPanel techPack={base} />}
      </Suspense>
      {/* the studio: mounted for every section, shown for its own */}
      <Box sx={{ display: tab === undefined ? 'none' : 'block' }}>
        <Studio
          key={`${base.id}:${base.revisions?.length ?? 0}`}
          techPack={base}
          onChange={setCurrent}
          tab={tab ?? 0}
          onSaveState={setSaveState}
        />
      </Box>
      {tab === undefined && section.slug !== 'comments' && (
        <Typography variant="caption" color="text.secondary">
          Every change is saved as you go; the header shows when it is.
        </Typography>
      )}
    </Box>
  );
}
