import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useRef, useState, type ReactElement } from 'react';
import type { TechPackCheckIssue } from '@techpack/contracts';
import { useLazyGetTechPackCheckQuery } from './features.api';

// sharing a pack with errors to the manufacturer asks the designer to confirm first.
// `confirmThen(share)` runs the check; no errors: shares at once; errors: asks, and shares only on "Share anyway".
export function useShareGuard(techPackId: string | undefined): {
  confirmThen: (action: () => void, verb?: string) => Promise<void>;
  dialog: ReactElement;
} {
  const [runCheck] = useLazyGetTechPackCheckQuery();
  const [errors, setErrors] = useState<TechPackCheckIssue[] | null>(null);
  // a draft (nobody confirmed its answers) is shared or ordered only once the designer says so
  const [draft, setDraft] = useState<{ open: number } | null>(null);
  const [what, setWhat] = useState('Share');
  const pending = useRef<(() => void) | null>(null);

  const confirmThen = async (action: () => void, verb = 'Share') => {
    if (!techPackId) return action();
    let found: TechPackCheckIssue[] = [];
    let isDraft: { open: number } | null = null;
    try {
      const check = await runCheck({ id: techPackId, version: String(Date.now()) }).unwrap();
      found = check.issues.filter((i) => i.severity === 'error');
      if (check.ready === false) isDraft = { open: check.unconfirmed?.length ?? 0 };
    } catch {
      found = []; // the check is advice: when it cannot run, sharing is not blocked
    }
    if (found.length === 0 && !isDraft) return action();
    pending.current = action;
    setWhat(verb);
    setDraft(isDraft);
    setErrors(found);
  };
  const close = () => {
    pending.current = null;
    setErrors(null);
    setDraft(null);
  };
  const dialog = (
    <Dialog open={errors !== null} onClose={close} aria-labelledby="share-check-title">
      <DialogTitle id="share-check-title">
        {errors?.length
          ? `${what === 'Share' ? 'Share' : 'Order a sample of'} a tech pack with errors?`
          : `${what === 'Share' ? 'Share' : 'Order a sample of'} a draft?`}
      </DialogTitle>
      <DialogContent>
        {draft && (
          <DialogContentText sx={{ mb: 1 }}>
            This pack is a draft: you have not confirmed it
            {draft.open ? ` (${draft.open} ${draft.open === 1 ? 'answer' : 'answers'} still open)` : ''}. Its
            PDF says &quot;DRAFT - not confirmed by the designer&quot; on every page.
          </DialogContentText>
        )}
        <DialogContentText component="div" sx={{ display: errors?.length ? undefined : 'none' }}>
          A factory would send this pack back: {errors?.length} {errors?.length === 1 ? 'error' : 'errors'}.
          <ul>
            {(errors ?? []).slice(0, 6).map((e, i) => (
              <li key={i}>{e.message}</li>
            ))}
          </ul>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {errors?.length ? 'Fix first' : 'Not yet'}
        </Button>
        <Button
          color="warning"
          onClick={() => {
            const act = pending.current;
            close();
            act?.();
          }}
        >
          {what} anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { confirmThen, dialog };
}
