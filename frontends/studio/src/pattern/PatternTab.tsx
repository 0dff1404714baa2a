import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useAuthedObjectUrl } from '@techpack/web-shared';
import type { PatternCheckRow } from '@techpack/contracts';
import { serverMessage } from '../lib/errors';
import type { StudioTechPack } from '../lib/types';
import { SectionTitle } from '../studio/fields';
import { downloadAuthedFile } from '../cost/cost.api';
import { patternUrls, useGetPatternMarkerQuery, useGetTechPackPatternQuery } from './pattern.api';

const STATUS_COLOUR = { in: 'success', out: 'error', 'not drafted': 'default' } as const;

function Drawing({ url, alt }: { url: string; alt: string }) {
  const { src, loading, error } = useAuthedObjectUrl(url);
  if (loading) return <CircularProgress size={24} aria-label={`Drawing ${alt}`} />;
  if (error || !src) return <Alert severity="warning">Could not draw {alt.toLowerCase()}</Alert>;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      sx={{
        maxWidth: '100%',
        maxHeight: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
}

function CheckTable({ rows }: { rows: PatternCheckRow[] }) {
  return (
    <Table size="small" aria-label="Pattern check">
      <TableHead>
        <TableRow>
          {['Status', 'Size', 'POM', 'Spec', 'Pattern', 'Diff', '±', 'Why'].map((h) => (
            <TableCell key={h}>{h}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={`${r.size}-${r.key}`} data-status={r.status} data-key={r.key} data-size={r.size}>
            <TableCell>
              <Chip size="small" label={r.status} color={STATUS_COLOUR[r.status]} />
            </TableCell>
            <TableCell>{r.size}</TableCell>
            <TableCell>
              {r.code} {r.name}
            </TableCell>
            <TableCell align="right">{r.spec}</TableCell>
            <TableCell align="right">{r.measured ?? '-'}</TableCell>
            <TableCell align="right">{r.diff ?? '-'}</TableCell>
            <TableCell align="right">{r.tolerance}</TableCell>
            <TableCell sx={{ color: 'text.secondary', fontSize: 12 }}>{r.note ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The pattern drafted from the pack: pieces at a size, every size nested, the check, the marker, the downloads. */
export function PatternTab({ pack }: { pack: StudioTechPack }) {
  const { data, error, isFetching } = useGetTechPackPatternQuery(pack.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const size =
    chosen && data?.sizes.includes(chosen)
      ? chosen
      : (data?.baseSize ?? pack.pointsOfMeasure?.baseSize ?? 'M');
  const { data: marker } = useGetPatternMarkerQuery({ id: pack.id, size }, { skip: !data });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (error)
    return <Alert severity="info">{serverMessage(error) ?? 'The pattern could not be drafted'}</Alert>;
  if (!data) return <CircularProgress aria-label="Drafting the pattern" />;
  const urls = patternUrls(pack.id, size, data.revision);
  const name = (ext: string) =>
    `${(pack.styleNumber ?? 'pattern').replace(/[^A-Za-z0-9._-]+/g, '-')}-pattern-${ext}`;
  const download = (url: string, file: string) =>
    downloadAuthedFile(url, file).catch((e) => setDownloadError(serverMessage(e) ?? 'Download failed'));
  const out = data.check.filter((r) => r.status === 'out').length;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {data.designLabel} · revision {data.revision} {isFetching ? '· redrafting…' : ''}
        </Typography>
        <TextField
          select
          size="small"
          label="Size"
          value={size}
          onChange={(e) => setChosen(e.target.value)}
          sx={{ minWidth: 100, width: { sm: 140 }, flexShrink: 0 }}
        >
          {data.sizes.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Alert severity={out ? 'warning' : 'success'} data-testid="pattern-summary">
        {data.summary.in} rows in tolerance, {data.summary.out} out, {data.summary.notDrafted} not drafted
      </Alert>
      {data.notDrafted.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Not drafted: {data.notDrafted.map((n) => n.name).join(', ')}
        </Typography>
      )}
      <Box>
        <SectionTitle>Pieces at size {size}</SectionTitle>
        <Drawing url={urls.svg} alt={`Pattern pieces at size ${size}`} />
        <Typography variant="caption" display="block">
          {data.pieces.map((p) => `${p.name}: cut ${p.cut}${p.onFold ? ' on fold' : ''}`).join(' · ')}
        </Typography>
      </Box>
      <Box>
        <SectionTitle>Graded nest (every size)</SectionTitle>
        <Drawing url={urls.nest} alt="Graded nest of every size" />
      </Box>
      <Box>
        <SectionTitle>Check against the spec</SectionTitle>
        <Box sx={{ overflowX: 'auto', maxHeight: 420 }}>
          <CheckTable rows={data.check} />
        </Box>
      </Box>
      <Box>
        <SectionTitle>Marker at size {size}</SectionTitle>
        {marker && (
          <Typography variant="body2" data-testid="marker-figures">
            {marker.lengthCm} cm on {marker.widthCm} cm fabric, {marker.efficiency}% used; main fabric{' '}
            {data.consumption ? `${data.consumption.bySize[size]} m per garment (from marker)` : ''}
          </Typography>
        )}
        <Drawing url={urls.marker} alt={`Marker at size ${size}`} />
      </Box>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button variant="contained" onClick={() => download(urls.dxf, name('all-sizes.dxf'))}>
          Download DXF (all sizes)
        </Button>
        <Button variant="outlined" onClick={() => download(urls.pdf('a4'), name(`${size}-a4.pdf`))}>
          PDF A4
        </Button>
        <Button variant="outlined" onClick={() => download(urls.pdf('letter'), name(`${size}-letter.pdf`))}>
          PDF Letter
        </Button>
        <Button variant="outlined" onClick={() => download(urls.pdf('plotter'), name(`${size}-plotter.pdf`))}>
          PDF plotter
        </Button>
        <Button variant="text" onClick={() => download(urls.svg, name(`${size}.svg`))}>
          SVG
        </Button>
      </Stack>
      {downloadError && <Alert severity="error">{downloadError}</Alert>}
    </Stack>
  );
}
