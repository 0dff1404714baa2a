import { lazy, Suspense, useMemo, useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatError, navigate, openAuthedFile, RemoteSlot, toast, useAuthedObjectUrl, useListUserTechPacksQuery, type TechPack } from '@techpack/web-shared';

const PdfJsPreview = lazy(() => import(/* webpackChunkName: "lazy-pdf-preview" */ './designs/PdfJsPreview'));

export const SKELETON_TILES = 6;

const pdfUrl = (id: string) => `/api/tech-pack/${encodeURIComponent(id)}/pdf-download`;

function garmentOf(tp: TechPack): string {
  return tp.aiAnalysis?.garmentType || tp.upload?.garmentType || 'garment';
}

function titleCase(s: string): string {
  return s.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

function titleOf(tp: TechPack): string {
  const style = tp.aiAnalysis?.styleCategory;
  return `${titleCase(garmentOf(tp))}${style ? ` · ${titleCase(style)}` : ''}`;
}

async function downloadPdf(id: string) {
  try {
    await openAuthedFile(`${pdfUrl(id)}?download=1`);
  } catch (e) {
    toast({ title: 'Download failed', description: formatError(e), variant: 'destructive' });
  }
}

const Icon = ({ d }: { d: string }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    <path d={d} />
  </svg>
);
const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 100 6 3 3 0 000-6z';
const DOWNLOAD = 'M12 4v11M7 10l5 5 5-5M5 20h14';
const SAMPLE = 'M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10';

function Thumb({ tp }: { tp: TechPack }) {
  const { src, error } = useAuthedObjectUrl(tp.imageUrl || (tp.upload?.filename ? `/api/uploads/${tp.upload.filename}` : null));
  return (
    <Box sx={{ aspectRatio: '4 / 3', bgcolor: '#F3F4F6', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
      {src && !error ? (
        <Box component="img" src={src} alt={tp.upload?.originalName ?? 'Design'} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <svg width="64" height="64" viewBox="0 0 96 110" fill="none" stroke="#9CA3AF" strokeWidth="2" strokeLinejoin="round" aria-hidden>
          <path d="M30 8l10-4h16l10 4 22 16-9 16-11-6v72H28V34l-11 6-9-16z" />
        </svg>
      )}
    </Box>
  );
}

function DesignCard({ tp, onPreview, onSample }: { tp: TechPack; onPreview(): void; onSample(): void }) {
  const stop = (fn: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    e.preventDefault();
    fn();
  };
  const date = new Date(tp.createdAt);
  return (
    <Card sx={{ position: 'relative', height: '100%', transition: 'all 160ms', '&:hover': { boxShadow: '0 20px 40px -24px rgba(17,24,39,.45)', transform: 'translateY(-2px)' }, '&:hover .card-actions, &:focus-within .card-actions': { opacity: 1 } }} data-testid="design-card">
      <CardActionArea component="a" href={`/?edit=${encodeURIComponent(tp.id)}`} onClick={(e: MouseEvent) => { e.preventDefault(); navigate(`/?edit=${encodeURIComponent(tp.id)}`); }} sx={{ height: '100%' }}>
        <Thumb tp={tp} />
        <Box sx={{ p: 2 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {titleOf(tp)}
          </Typography>
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" noWrap>
              {tp.upload?.originalName ?? tp.styleNumber}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flex: 'none', ml: 1 }}>
              {Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}
            </Typography>
          </Stack>
        </Box>
      </CardActionArea>
      <Stack className="card-actions" direction="row" spacing={0.75} sx={{ position: 'absolute', top: 10, right: 10, opacity: { xs: 1, md: 0 }, transition: 'opacity 150ms' }}>
        {[
          { label: 'Preview PDF', d: EYE, fn: onPreview },
          { label: 'Download PDF', d: DOWNLOAD, fn: () => void downloadPdf(tp.id) },
          { label: 'Submit for sample production', d: SAMPLE, fn: onSample },
        ].map((a) => (
          <Tooltip key={a.label} title={a.label}>
            <IconButton aria-label={a.label} size="small" onClick={stop(a.fn)} sx={{ bgcolor: 'rgba(255,255,255,.95)', boxShadow: '0 2px 8px rgba(0,0,0,.15)', '&:hover': { bgcolor: '#fff', color: 'primary.main' } }}>
              <Icon d={a.d} />
            </IconButton>
          </Tooltip>
        ))}
      </Stack>
    </Card>
  );
}

function CreateNewTile() {
  return (
    <Card sx={{ height: '100%', borderStyle: 'dashed', borderWidth: 2, bgcolor: 'transparent' }}>
      <CardActionArea component="a" href="/" onClick={(e: MouseEvent) => { e.preventDefault(); navigate('/'); }} sx={{ height: '100%', minHeight: { xs: 140, sm: 240 }, display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
        <Box>
          <Box sx={{ width: 52, height: 52, borderRadius: '50%', bgcolor: '#EEF2FF', color: 'primary.main', display: 'grid', placeItems: 'center', mx: 'auto', fontSize: 28, fontWeight: 400 }}>+</Box>
          <Typography sx={{ fontWeight: 700, mt: 1.5 }}>Create New</Typography>
          <Typography variant="body2" color="text.secondary">
            Upload a photo or sketch
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

export default function DesignsPage() {
  const { data, isLoading, isError, error, refetch, isFetching } = useListUserTechPacksQuery();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const [preview, setPreview] = useState<TechPack | null>(null);
  const [sample, setSample] = useState<TechPack | null>(null);

  const categories = useMemo(() => [...new Set((data ?? []).map(garmentOf))].sort(), [data]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (data ?? []).filter(
      (tp) =>
        (category === 'all' || garmentOf(tp) === category) &&
        (!q || [titleOf(tp), tp.upload?.originalName, tp.styleNumber, tp.aiAnalysis?.silhouette, tp.aiAnalysis?.description].some((v) => v?.toLowerCase().includes(q))),
    );
  }, [data, query, category]);

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'flex-end' }} spacing={2} sx={{ mb: 3 }}>
        <Box>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 30, sm: 40 } }}>
            Projects
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Every tech pack you have generated. Click one to keep editing.
          </Typography>
        </Box>
        <Button variant="contained" size="large" onClick={() => navigate('/')} sx={{ flex: 'none' }}>
          Create new design
        </Button>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3 }}>
        <TextField
          placeholder="Search designs"
          aria-label="Search designs"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Icon d="M11 4a7 7 0 100 14 7 7 0 000-14zM20 20l-4-4" />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControl sx={{ minWidth: 200 }}>
          <InputLabel id="category-label">Category</InputLabel>
          <Select labelId="category-label" label="Category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <MenuItem value="all">All categories</MenuItem>
            {categories.map((c) => (
              <MenuItem key={c} value={c}>
                {titleCase(c)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>

      {isError && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} justifyContent="space-between" sx={{ p: 2, mb: 3, borderRadius: 3, border: '1px solid', borderColor: 'error.light', bgcolor: '#FEF2F2' }} role="alert">
          <Typography variant="body2" color="error.dark" sx={{ wordBreak: 'break-word' }}>
            Could not load your designs: {formatError(error)}
          </Typography>
          <Button onClick={() => refetch()} disabled={isFetching}>
            Try again
          </Button>
        </Stack>
      )}

      <Grid container spacing={2.5}>
        {isLoading ? (
          Array.from({ length: SKELETON_TILES }, (_, i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <Card data-testid="design-skeleton">
                <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
                <Box sx={{ p: 2 }}>
                  <Skeleton width="70%" />
                  <Skeleton width="40%" />
                </Box>
              </Card>
            </Grid>
          ))
        ) : (
          <>
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <CreateNewTile />
            </Grid>
            {shown.map((tp) => (
              <Grid key={tp.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <DesignCard tp={tp} onPreview={() => setPreview(tp)} onSample={() => setSample(tp)} />
              </Grid>
            ))}
          </>
        )}
      </Grid>

      {!isLoading && !isError && (data?.length ?? 0) === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h5" component="p">
            No designs yet
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Upload your first garment image and your tech pack shows up here.
          </Typography>
        </Box>
      )}
      {!isLoading && (data?.length ?? 0) > 0 && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          No designs match your search.
        </Typography>
      )}

      <Dialog open={!!preview} onClose={() => setPreview(null)} fullWidth maxWidth="md" scroll="paper">
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h6" noWrap component="span">
              {preview ? titleOf(preview) : ''}
            </Typography>
            {preview?.styleNumber && <Chip size="small" label={preview.styleNumber} sx={{ ml: 1 }} />}
          </Box>
          {preview && (
            <Button size="small" onClick={() => void downloadPdf(preview.id)}>
              Download
            </Button>
          )}
          <IconButton aria-label="Close preview" onClick={() => setPreview(null)}>
            <Icon d="M6 6l12 12M18 6L6 18" />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers sx={{ bgcolor: '#F3F4F6' }}>
          {preview && (
            <RemoteSlot
              remote="studio"
              module="./TechPackViewer"
              props={{ techPack: preview, showPdf: true }}
              fallback={() => (
                <Suspense fallback={null}>
                  <PdfJsPreview url={pdfUrl(preview.id)} onDownload={() => void downloadPdf(preview.id)} />
                </Suspense>
              )}
            />
          )}
        </DialogContent>
      </Dialog>

      {sample && <RemoteSlot remote="checkout" module="./SampleProductionDialog" props={{ open: true, onClose: () => setSample(null), techPackId: sample.id, techPack: sample }} loading={null} />}
    </Box>
  );
}
