import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatError,
  navigate,
  RemoteSlot,
  styleMatches,
  useListUserTechPacksQuery,
  type TechPackSummary as TechPack,
} from '@techpack/web-shared';
import { ImportPackButton } from './designs/ImportPackButton';
import { garmentOf, titleCase, titleOf, type SortKey } from './designs/design-format';
import { Icon } from './designs/icons';
import { CreateNewTile, DesignCard } from './designs/DesignCard';
import { DesignPreviewDialog } from './designs/DesignPreviewDialog';
import { useDesignBadges } from './designs/useDesignBadges';

export const SKELETON_TILES = 6;

export default function DesignsPage() {
  const { data, isLoading, isError, error, refetch, isFetching } = useListUserTechPacksQuery();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const [preview, setPreview] = useState<TechPack | null>(null);
  const [sample, setSample] = useState<TechPack | null>(null);
  const [sort, setSort] = useState<SortKey>('newest');
  const badgesOf = useDesignBadges();

  const categories = useMemo(() => [...new Set((data ?? []).map(garmentOf))].sort(), [data]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const list = (data ?? []).filter(
      (tp) =>
        (category === 'all' || garmentOf(tp) === category) &&
        (!q ||
          styleMatches(tp, q) ||
          [tp.upload?.originalName, tp.garmentType].some((v) => v?.toLowerCase().includes(q))),
    );
    const time = (tp: TechPack) => new Date(tp.createdAt).getTime() || 0;
    if (sort === 'name') return [...list].sort((a, b) => titleOf(a).localeCompare(titleOf(b)));
    return [...list].sort((a, b) => (sort === 'oldest' ? time(a) - time(b) : time(b) - time(a)));
  }, [data, query, category, sort]);

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        justifyContent="space-between"
        alignItems={{ sm: 'flex-end' }}
        spacing={2}
        sx={{ mb: 3 }}
      >
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
          <Select
            labelId="category-label"
            label="Category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
          >
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
          <Select
            labelId="sort-label"
            label="Sort by"
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey)}
            inputProps={{ 'data-testid': 'designs-sort' }}
          >
            <MenuItem value="newest">Newest first</MenuItem>
            <MenuItem value="oldest">Oldest first</MenuItem>
            <MenuItem value="name">Name (A-Z)</MenuItem>
          </Select>
        </FormControl>
      </Stack>

      {isError && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          alignItems={{ sm: 'center' }}
          justifyContent="space-between"
          sx={{
            p: 2,
            mb: 3,
            borderRadius: 3,
            border: '1px solid',
            borderColor: 'error.light',
            bgcolor: '#FEF2F2',
          }}
          role="alert"
        >
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
                <DesignCard
                  tp={tp}
                  badges={badgesOf(tp.id)}
                  onPreview={() => setPreview(tp)}
                  onSample={() => setSample(tp)}
                />
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

      <DesignPreviewDialog preview={preview} onClose={() => setPreview(null)} />

      {sample && (
        <RemoteSlot
          remote="checkout"
          module="./SampleProductionDialog"
          props={{ open: true, onClose: () => setSample(null), techPackId: sample.id }}
          loading={null}
        />
      )}
    </Box>
  );
}
