import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANALYSIS_STAGES } from '../../lib/upload';

export type Phase =
  { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'analyzing'; stage: number };

// The upload's progress, then the analysis stages while the server works.
export function UploadProgress({ phase }: { phase: Exclude<Phase, { kind: 'idle' }> }) {
  return (
    <Box
      aria-live="polite"
      data-testid="upload-progress"
      sx={{ p: 2, borderRadius: 2, bgcolor: '#F5F5FF', border: '1px solid #E0E7FF' }}
    >
      {phase.kind === 'uploading' ? (
        <>
          <Stack direction="row" justifyContent="space-between" sx={{ mb: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Uploading image
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {phase.percent}%
            </Typography>
          </Stack>
          <LinearProgress variant="determinate" value={phase.percent} sx={{ height: 6, borderRadius: 3 }} />
        </>
      ) : (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
            Analyzing your design…
          </Typography>
          <LinearProgress sx={{ height: 6, borderRadius: 3, mb: 1.5 }} />
          <Stack spacing={0.5}>
            {ANALYSIS_STAGES.map((s, i) => (
              <Stack
                key={s}
                direction="row"
                spacing={1}
                alignItems="center"
                sx={{ opacity: i > phase.stage ? 0.45 : 1 }}
              >
                <Box
                  sx={{
                    width: 18,
                    height: 18,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: 11,
                    fontWeight: 800,
                    bgcolor:
                      i < phase.stage ? 'success.main' : i === phase.stage ? 'primary.main' : '#E5E7EB',
                    color: i <= phase.stage ? '#fff' : 'text.secondary',
                  }}
                >
                  {i < phase.stage ? '✓' : i + 1}
                </Box>
                <Typography variant="body2" sx={{ fontWeight: i === phase.stage ? 700 : 500 }}>
                  {s}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
