import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import type { TechPack, TechPackCheckIssue, TechPackUpdate } from '@techpack/contracts';
import { withPending } from './pending';
import { toast } from '@techpack/web-shared';
import type { StudioTechPack } from '../lib/types';
import { serverMessage } from '../lib/errors';
import { useChangeTechPackMutation, useGetTechPackCheckQuery } from './features.api';

// what a factory would send back (GET /api/tech-pack/{id}/check), with a one-click fix where the fix is clear.

export interface CheckListProps {
  techPack: StudioTechPack;
  onPackChange: (pack: StudioTechPack) => void;
  /** the studio's unsaved edits, saved along with a fix */
  pendingEdits?: TechPackUpdate;
}

const FIX_LABEL: Record<string, string> = {
  CB_LONGER_THAN_BODY: 'Set CB 2 cm shorter',
  ARTWORK_OVER_CLOSURE: 'Move logo to left chest',
  CARE_CONTRADICTS_FIBRE: 'Use care for the fibre',
  TOLERANCE_TOO_TIGHT: 'Set 0.3 cm',
  TOLERANCE_BANDS_OVERLAP: 'Tighten tolerance',
  FEATURES_TO_CONFIRM: 'Confirm features',
  POM_NOT_GRADING: 'Grade it',
};

export default function CheckList({ techPack, onPackChange, pendingEdits }: CheckListProps) {
  const { data, isFetching, isError } = useGetTechPackCheckQuery({
    id: techPack.id,
    version: techPack.updatedAt ?? techPack.revisions?.length?.toString(),
  });
  const [change, { isLoading }] = useChangeTechPackMutation();
  if (isError) return null;
  const issues = data?.issues ?? [];
  const errors = issues.filter((i) => i.severity === 'error').length;

  const fix = async (issue: TechPackCheckIssue) => {
    try {
      const answer = await change({ id: techPack.id, body: withPending(issue.fix!, pendingEdits) }).unwrap();
      if (answer?.techPack) onPackChange(answer.techPack as TechPack as StudioTechPack);
    } catch (e) {
      toast({
        title: 'Fix Failed',
        description: serverMessage(e) ?? 'Failed to apply the fix',
        variant: 'destructive',
      });
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Tech pack check"
      aria-busy={isFetching}
      sx={{ borderRadius: 4, p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'baseline',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2">
          Factory check
        </Typography>
        {data && (
          <Typography variant="body2" color={errors ? 'error' : 'text.secondary'}>
            {errors ? `${errors} ${errors === 1 ? 'error' : 'errors'} to fix before sharing` : 'No errors'}
            {issues.length - errors ? `, ${issues.length - errors} to confirm` : ''}
          </Typography>
        )}
      </Box>
      {data && issues.length === 0 && <Alert severity="success">Nothing a factory would send back.</Alert>}
      {issues.map((issue, i) => (
        <Box
          key={`${issue.code}-${i}`}
          data-testid={`check-${issue.code}`}
          sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Chip
            size="small"
            label={issue.severity === 'error' ? 'Error' : 'Warning'}
            color={issue.severity === 'error' ? 'error' : 'warning'}
          />
          <Typography variant="body2" sx={{ flex: 1, minWidth: 200 }}>
            {issue.message}
          </Typography>
          {issue.fix && (
            <Button size="small" variant="outlined" disabled={isLoading} onClick={() => fix(issue)}>
              {FIX_LABEL[issue.code] ?? 'Fix'}
            </Button>
          )}
        </Box>
      ))}
    </Paper>
  );
}
