import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { AutoAwesomeIcon } from '../lib/icons';
import type { AnalysisLike } from '../lib/types';
import { confidenceColour, confidencePercent, formatConfidence, humanize } from '../lib/format';

export interface AnalysisCardProps {
  analysis: AnalysisLike | null | undefined;
  /** the pack made from it: its description and components follow the garment features */
  techPack?: { aiAnalysis?: Partial<AnalysisLike>; provenance?: Record<string, string> } | null;
}

function Fact({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default', minWidth: 0 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.6 }}
      >
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 700, mt: 0.25, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="warning.dark" sx={{ display: 'block' }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

// AI analysis results: garment type, silhouette, style category, collar (if any) and confidence with one decimal.
export default function AnalysisCard({ analysis: raw, techPack }: AnalysisCardProps) {
  if (!raw) return null;
  const derived = techPack?.aiAnalysis;
  const analysis: AnalysisLike = derived
    ? {
        ...raw,
        // the pack's type is the one every surface follows (the designer may have corrected the analysis)
        garmentType: derived.garmentType ?? raw.garmentType,
        description: derived.description ?? raw.description,
        silhouette: derived.silhouette ?? raw.silhouette,
        components: derived.components ?? raw.components,
      }
    : raw;
  const confidence = formatConfidence(analysis.confidence);
  const pct = Math.max(0, Math.min(100, confidencePercent(analysis.confidence)));
  const collar =
    typeof analysis.components?.collar === 'string' &&
    analysis.components.collar.trim() &&
    analysis.components.collar !== 'none'
      ? analysis.components.collar
      : null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="AI analysis"
      sx={{ borderRadius: 4, p: { xs: 2, sm: 3 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Box
          sx={{
            width: 40,
            height: 40,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          <AutoAwesomeIcon fontSize="small" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2">
            AI Analysis Results
          </Typography>
          {analysis.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {analysis.description}
            </Typography>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: `repeat(${collar ? 4 : 3}, 1fr)` },
          gap: 1,
        }}
      >
        <Fact
          label="Garment type"
          value={humanize(analysis.garmentType)}
          note={
            raw.garmentTypeDetected === false && techPack?.provenance?.['aiAnalysis.garmentType'] !== 'user'
              ? 'Estimated: please confirm'
              : undefined
          }
        />
        <Fact label="Silhouette" value={humanize(analysis.silhouette)} />
        <Fact label="Style category" value={humanize(analysis.styleCategory)} />
        {collar && <Fact label="Collar style" value={humanize(collar)} />}
      </Box>
      <Box sx={{ mt: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            Confidence
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 800 }} data-testid="confidence">
            {confidence}
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={pct}
          aria-label="Analysis confidence"
          color={confidenceColour(analysis.confidence)}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
    </Paper>
  );
}
