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
import { api, formatError, GarmentPhoto, navigate, openAuthedFile, RemoteSlot, styleMatches, styleNameOf, toast, useAuthedObjectUrl, useListUserTechPacksQuery, type TechPack } from '@techpack/web-shared';
import { useMyOrdersQuery } from './orders/orders.api';
import { downloadExport } from './designs/exports';
import { ImportPackButton } from './designs/ImportPackButton';

// Which packs were shared in the chat (a share carries the PDF link): one read of the designer's messages.
const sharedApi = api.injectEndpoints({
  endpoints: (build) => ({
    designsSharedMessages: build.query<{ techPackId: string; message: string }[], void>({
      query: () => '/api/chat/messages/user',
      providesTags: [{ type: 'ChatMessage', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

const PAID = new Set(['paid', 'in_production', 'shipped', 'delivered']);
type Badge = 'Shared' | 'Ordered' | 'Paid';
// AA contrast: dark text on a light tint.
const BADGE_SX: Record<Badge, { color: string; bgcolor: string }> = {
  Shared: { color: '#3730A3', bgcolor: '#E0E7FF' },
  Ordered: { color: '#92400E', bgcolor: '#FEF3C7' },
  Paid: { color: '#166534', bgcolor: '#DCFCE7' },
};
type SortKey = 'newest' | 'oldest' | 'name';

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
  return styleNameOf(tp);
}

function subtitleOf(tp: TechPack): string {
  const style = tp.aiAnalysis?.styleCategory;
  return [tp.styleNumber, `${titleCase(garmentOf(tp))}${style ? ` · ${titleCase(style)}` : ''}`].filter(Boolean).join(' · ');
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
    <Box sx={{ aspectRatio: '4 / 3', bgcolor: '#F3F4F6', display: 'grid', placeItems: 'center', overflow: 'hidden', position: 'relative' }}>
      {src && !error ? (
        <GarmentPhoto src={src} alt={`${styleNameOf(tp)} photo`} box={tp.aiAnalysis?.proportions?.bbox} frameAspect={4 / 3} />
      ) : (
        <svg width="64" height="64" viewBox="0 0 96 110" fill="none" stroke="#9CA3AF" strokeWidth="2" strokeLinejoin="round" aria-hidden>
          <path d="M30 8l10-4h16l10 4 22 16-9 16-11-6v72H28V34l-11 6-9-16z" />
        </svg>
      )}
    </Box>
  );
}

function DesignCard({ tp, badges, onPreview, onSample }: { tp: TechPack; badges: Badge[]; onPreview(): void; onSample(): void }) {
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
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} component="h2" data-testid="design-name">
            {titleOf(tp)}
          </Typography>
          {badges.length > 0 && (
            <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }} data-testid="design-badges">
              {badges.map((b) => (
                <Chip key={b} size="small" label={b} sx={{ height: 20, fontSize: 11.5, fontWeight: 700, ...BADGE_SX[b] }} />
              ))}
            </Stack>
          )}
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {subtitleOf(tp)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flex: 'none', ml: 1 }}>
              {Number.isNaN(date.getTime()) ? '' : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}
            </Typography>
          </Stack>
        </Box>
      </CardActionArea>
      <Stack className="card-actions" direction="row" spacing={0.5} sx={{ position: 'absolute', top: 8, right: 8, left: 8, justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 0.5, opacity: { xs: 1, md: 0 }, transition: 'opacity 150ms' }}>
        {[
          { label: 'Preview PDF', short: 'Preview', d: EYE, fn: onPreview },
          { label: 'Download PDF', short: 'PDF', d: DOWNLOAD, fn: () => void downloadPdf(tp.id) },
          { label: 'Submit for sample production', short: 'Sample', d: SAMPLE, fn: onSample },
        ].map((a) => (
          <Tooltip key={a.label} title={`${a.label}: ${titleOf(tp)}`}>
            <Button
              aria-label={`${a.label}: ${titleOf(tp)}`}
              size="small"
              onClick={stop(a.fn)}
              startIcon={<Icon d={a.d} />}
              sx={{ minWidth: 0, px: 1, py: 0.25, fontSize: 12, fontWeight: 700, color: 'text.primary', bgcolor: 'rgba(255,255,255,.96)', boxShadow: '0 2px 8px rgba(0,0,0,.15)', '& .MuiButton-startIcon': { mr: 0.5 }, '&:hover': { bgcolor: '#fff', color: 'primary.main' } }}
            >
              {a.short}
            </Button>
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
  const [sort, setSort] = useState<SortKey>('newest');
  const orders = useMyOrdersQuery();
  const messages = sharedApi.useDesignsSharedMessagesQuery();

  const badgesOf = useMemo(() => {
    const map = new Map<string, Set<Badge>>();
    const add = (id: string | null | undefined, b: Badge) => {
      if (!id) return;
      if (!map.has(id)) map.set(id, new Set());
      map.get(id)!.add(b);
    };
    for (const m of messages.data ?? []) if (m.message?.includes('/pdf-download')) add(m.techPackId, 'Shared');
    for (const o of orders.data ?? []) {
      if (o.status === 'cancelled' || o.status === 'refunded') continue;
      add(o.techPackId, PAID.has(o.status) ? 'Paid' : 'Ordered');
    }
    const order: Badge[] = ['Shared', 'Ordered', 'Paid'];
    return (id: string): Badge[] => order.filter((b) => map.get(id)?.has(b));
  }, [messages.data, orders.data]);

  const categories = useMemo(() => [...new Set((data ?? []).map(garmentOf))].sort(), [data]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const list = (data ?? []).filter(
      (tp) =>
        (category === 'all' || garmentOf(tp) === category) &&
        (!q || styleMatches(tp, q) || [tp.upload?.originalName, tp.aiAnalysis?.silhouette, tp.aiAnalysis?.description].some((v) => v?.toLowerCase().includes(q))),
    );
    const time = (tp: TechPack) => new Date(tp.createdAt).getTime() || 0;
    if (sort === 'name') return [...list].sort((a, b) => titleOf(a).localeCompare(titleOf(b)));
    return [...list].sort((a, b) => (sort === 'oldest' ? time(a) - time(b) : time(b) - time(a)));
  }, [data, query, category, sort]);

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
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ flex: 'none', maxWidth: '100%' }}>
          <ImportPackButton />
          <Button variant="contained" size="large" onClick={() => navigate('/')} sx={{ flex: 'none' }}>
            Create new design
          </Button>
        </Stack>
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3 }}>
        <TextField
          placeholder="Search by style name or number"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Search designs' },
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
        <FormControl sx={{ minWidth: 180 }}>
          <InputLabel id="sort-label">Sort by</InputLabel>
          <Select labelId="sort-label" label="Sort by" value={sort} onChange={(e) => setSort(e.target.value as SortKey)} inputProps={{ 'data-testid': 'designs-sort' }}>
            <MenuItem value="newest">Newest first</MenuItem>
            <MenuItem value="oldest">Oldest first</MenuItem>
            <MenuItem value="name">Name (A-Z)</MenuItem>
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
                <DesignCard tp={tp} badges={badgesOf(tp.id)} onPreview={() => setPreview(tp)} onSample={() => setSample(tp)} />
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
          {preview &&
            (['xlsx', 'json'] as const).map((format) => (
              <Button
                key={format}
                size="small"
                aria-label={`Download ${format === 'xlsx' ? 'Excel workbook' : 'JSON export'}: ${titleOf(preview)}`}
                onClick={() => void downloadExport(preview, format).catch((e) => toast({ title: 'Download failed', description: formatError(e), variant: 'destructive' }))}
              >
                {format === 'xlsx' ? 'Excel' : 'JSON'}
              </Button>
            ))}
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
