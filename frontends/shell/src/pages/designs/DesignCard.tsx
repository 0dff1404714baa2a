import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  GarmentPhoto,
  navigate,
  styleNameOf,
  useAuthedObjectUrl,
  type TechPackSummary as TechPack,
} from '@techpack/web-shared';
import { BADGE_SX, downloadPdf, subtitleOf, titleOf, type Badge } from './design-format';
import { DOWNLOAD, EYE, Icon, SAMPLE } from './icons';

function Thumb({ tp }: { tp: TechPack }) {
  const { src, error } = useAuthedObjectUrl(
    tp.thumbnailUrl || (tp.upload?.filename ? `/api/uploads/${tp.upload.filename}` : null),
  );
  return (
    <Box
      sx={{
        aspectRatio: '4 / 3',
        bgcolor: '#F3F4F6',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        position: 'relative',
      }}
    >
      {src && !error ? (
        <GarmentPhoto src={src} alt={`${styleNameOf(tp)} photo`} frameAspect={4 / 3} />
      ) : (
        <svg
          width="64"
          height="64"
          viewBox="0 0 96 110"
          fill="none"
          stroke="#9CA3AF"
          strokeWidth="2"
          strokeLinejoin="round"
          aria-hidden
        >
          <path d="M30 8l10-4h16l10 4 22 16-9 16-11-6v72H28V34l-11 6-9-16z" />
        </svg>
      )}
    </Box>
  );
}

export function DesignCard({
  tp,
  badges,
  onPreview,
  onSample,
}: {
  tp: TechPack;
  badges: Badge[];
  onPreview(): void;
  onSample(): void;
}) {
  const stop = (fn: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    e.preventDefault();
    fn();
  };
  const date = new Date(tp.createdAt);
  return (
    <Card
      sx={{
        position: 'relative',
        height: '100%',
        transition: 'all 160ms',
        '&:hover': { boxShadow: '0 20px 40px -24px rgba(17,24,39,.45)', transform: 'translateY(-2px)' },
        '&:hover .card-actions, &:focus-within .card-actions': { opacity: 1 },
      }}
      data-testid="design-card"
    >
      <CardActionArea
        component="a"
        href={`/styles/${encodeURIComponent(tp.id)}`}
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          navigate(`/styles/${encodeURIComponent(tp.id)}`);
        }}
        sx={{ height: '100%' }}
      >
        <Thumb tp={tp} />
        <Box sx={{ p: 2 }}>
          <Typography
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
            component="h2"
            data-testid="design-name"
          >
            {titleOf(tp)}
          </Typography>
          {badges.length > 0 && (
            <Stack direction="row" spacing={0.5} sx={{ mt: 0.5 }} data-testid="design-badges">
              {badges.map((b) => (
                <Chip
                  key={b}
                  size="small"
                  label={b}
                  sx={{ height: 20, fontSize: 11.5, fontWeight: 700, ...BADGE_SX[b] }}
                />
              ))}
            </Stack>
          )}
          <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {subtitleOf(tp)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flex: 'none', ml: 1 }}>
              {Number.isNaN(date.getTime())
                ? ''
                : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}
            </Typography>
          </Stack>
        </Box>
      </CardActionArea>
      <Stack
        className="card-actions"
        direction="row"
        spacing={0.5}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          left: 8,
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          rowGap: 0.5,
          opacity: { xs: 1, md: 0 },
          transition: 'opacity 150ms',
        }}
      >
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
              sx={{
                minWidth: 0,
                px: 1,
                py: 0.25,
                fontSize: 12,
                fontWeight: 700,
                color: 'text.primary',
                bgcolor: 'rgba(255,255,255,.96)',
                boxShadow: '0 2px 8px rgba(0,0,0,.15)',
                '& .MuiButton-startIcon': { mr: 0.5 },
                '&:hover': { bgcolor: '#fff', color: 'primary.main' },
              }}
            >
              {a.short}
            </Button>
          </Tooltip>
        ))}
      </Stack>
    </Card>
  );
}

export function CreateNewTile() {
  return (
    <Card sx={{ height: '100%', borderStyle: 'dashed', borderWidth: 2, bgcolor: 'transparent' }}>
      <CardActionArea
        component="a"
        href="/"
        onClick={(e: MouseEvent) => {
          e.preventDefault();
          navigate('/');
        }}
        sx={{
          height: '100%',
          minHeight: { xs: 140, sm: 240 },
          display: 'grid',
          placeItems: 'center',
          textAlign: 'center',
          p: 3,
        }}
      >
        <Box>
          <Box
            sx={{
              width: 52,
              height: 52,
              borderRadius: '50%',
              bgcolor: '#EEF2FF',
              color: 'primary.main',
              display: 'grid',
              placeItems: 'center',
              mx: 'auto',
              fontSize: 28,
              fontWeight: 400,
            }}
          >
            +
          </Box>
          <Typography sx={{ fontWeight: 700, mt: 1.5 }}>Create New</Typography>
          <Typography variant="body2" color="text.secondary">
            Upload a photo or sketch
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
