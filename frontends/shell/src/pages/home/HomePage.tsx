import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  navigate,
  useAuth,
  RemoteSlot,
  RemoteUnavailable,
  scrollToId,
  styleNameOf,
  useGetTechPackQuery,
  useRoute,
  formatError,
  type AiAnalysis,
  type TechPack,
  type UploadResponse,
} from '@techpack/web-shared';
import { NavBar } from '../../components/NavBar';
import { Footer } from '../../components/Footer';
import { UploadArea } from './UploadArea';
import { Hero, WorkHeader } from './Hero';
import { RecentDesigns } from './RecentDesigns';
import { SamplesSection } from './SamplesSection';
import { FeaturesSection } from './FeaturesSection';

export { FEATURES } from './FeaturesSection';

interface Current {
  analysis: AiAnalysis;
  techPack: TechPack;
}

export default function HomePage() {
  const { search } = useRoute();
  const { isAuthenticated, user } = useAuth();
  const editId = search.get('edit') ?? undefined;
  const [uploaded, setUploaded] = useState<Current | null>(null);
  const [edited, setEdited] = useState<TechPack | null>(null);
  const edit = useGetTechPackQuery(editId ?? '', { skip: !editId || !!uploaded });
  const scrolledFor = useRef<string | null>(null);

  const base: Current | null =
    uploaded ?? (editId && edit.data ? { analysis: edit.data.aiAnalysis, techPack: edit.data } : null);
  const current: Current | null = base
    ? { analysis: base.analysis, techPack: edited && edited.id === base.techPack.id ? edited : base.techPack }
    : null;

  // ?edit={id}: scroll to the preview once the pack has loaded.
  useEffect(() => {
    if (editId && edit.data && scrolledFor.current !== editId) {
      scrolledFor.current = editId;
      scrollToId('preview');
    }
  }, [editId, edit.data]);

  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const onUploaded = (r: UploadResponse) => {
    setUploaded({ analysis: r.analysis, techPack: r.techPack });
    setEdited(null);
    // A new upload clears ?edit.
    if (editId) navigate('/', { replace: true, keepScroll: true });
    scrollToId('results');
    // Screen readers hear the result; keyboard focus moves to it.
    const a = r.analysis as { garmentType?: string; confidence?: number } | undefined;
    const confidence =
      typeof a?.confidence === 'number'
        ? `, confidence ${Math.round(a.confidence <= 1 ? a.confidence * 100 : a.confidence)}%`
        : '';
    setAnnouncement(
      `Analysis complete: ${styleNameOf(r.techPack)}${a?.garmentType ? ` (${a.garmentType})` : ''}${confidence}. The tech pack is ready to edit.`,
    );
    requestAnimationFrame(() => resultsHeading.current?.focus({ preventScroll: true }));
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* Signed in: the work first (upload, recent designs); the marketing hero is for visitors */}
        {isAuthenticated ? (
          <WorkHeader firstName={typeof user?.firstName === 'string' ? user.firstName : undefined} />
        ) : (
          <Hero />
        )}

        {/* Upload */}
        <Box
          id="upload"
          sx={{ scrollMarginTop: 80, maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}
        >
          <Grid container spacing={{ xs: 3, md: 6 }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography variant="overline" color="primary">
                Step 1
              </Typography>
              <Typography variant="h3" component="h2" sx={{ fontSize: { xs: 28, sm: 36 } }}>
                Upload your design
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1.5 }}>
                A clear, front-facing photo on a plain background gives the best result. Flat lays, sketches
                and mood-board references work too.
              </Typography>
              <Stack spacing={1.5} sx={{ mt: 3 }}>
                {[
                  'Pick the garment type if you know it: detection is automatic otherwise',
                  'Choose the base size the measurements are estimated for',
                  'Watch the analysis run, then customise everything in the studio',
                ].map((t, i) => (
                  <Stack key={t} direction="row" spacing={1.5}>
                    <Box
                      sx={{
                        width: 26,
                        height: 26,
                        borderRadius: '50%',
                        bgcolor: '#111827',
                        color: '#fff',
                        fontSize: 13,
                        fontWeight: 800,
                        display: 'grid',
                        placeItems: 'center',
                        flex: 'none',
                      }}
                    >
                      {i + 1}
                    </Box>
                    <Typography variant="body2" sx={{ pt: 0.4 }}>
                      {t}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <UploadArea onUploaded={onUploaded} />
            </Grid>
          </Grid>
        </Box>

        {isAuthenticated && !current && <RecentDesigns />}

        {/* Results: analysis card + tech pack workspace (studio remote) */}
        {editId && !uploaded && edit.isFetching && !edit.data && (
          <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, pb: 4 }}>
            <RemoteUnavailable title="Loading your tech pack…" detail="Fetching the saved design to edit." />
          </Box>
        )}
        {editId && !uploaded && edit.isError && (
          <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, pb: 4 }}>
            <RemoteUnavailable
              title="Tech Pack Not Found"
              detail={`The tech pack you're looking for doesn't exist or you don't have access to it. (${formatError(edit.error)})`}
            />
          </Box>
        )}
        {current && (
          <Box
            id="results"
            sx={{
              scrollMarginTop: 80,
              maxWidth: 1200,
              mx: 'auto',
              px: { xs: 2, sm: 3 },
              pb: { xs: 4, md: 6 },
            }}
          >
            <Typography variant="overline" color="primary">
              Step 2
            </Typography>
            <Typography
              variant="h3"
              component="h2"
              ref={resultsHeading}
              tabIndex={-1}
              sx={{
                fontSize: { xs: 28, sm: 36 },
                mb: 3,
                '&:focus': { outline: 'none' },
                '&:focus-visible': { outline: '3px solid #4F46E5', outlineOffset: 4 },
              }}
            >
              AI analysis
            </Typography>
            <Box
              role="status"
              aria-live="polite"
              data-testid="analysis-announcement"
              sx={{
                position: 'absolute',
                width: '1px',
                height: '1px',
                margin: '-1px',
                padding: 0,
                border: 0,
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
                whiteSpace: 'nowrap',
              }}
            >
              {announcement}
            </Box>
            <RemoteSlot
              remote="studio"
              module="./AnalysisCard"
              props={{ analysis: current.analysis, techPack: current.techPack }}
            />
            <Box id="preview" sx={{ scrollMarginTop: 80, mt: 4 }}>
              <Typography variant="h4" component="h2" sx={{ fontSize: { xs: 24, sm: 30 }, mb: 2 }}>
                Tech pack preview &amp; studio
              </Typography>
              <RemoteSlot
                remote="studio"
                module="./TechPackWorkspace"
                props={{ techPack: current.techPack, onChange: (tp: TechPack) => setEdited(tp) }}
                loading={<Box sx={{ height: 480, borderRadius: 4, bgcolor: '#F3F4F6' }} />}
              />
            </Box>
          </Box>
        )}

        <SamplesSection techPack={current?.techPack} />

        <FeaturesSection />
      </Box>
      <Footer />
      {current && (
        <RemoteSlot
          remote="chat"
          module="./FloatingChat"
          props={{ techPackId: current.techPack.id }}
          loading={null}
          fallback={() => null}
        />
      )}
    </Box>
  );
}
