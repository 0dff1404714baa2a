import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useRef, useState, type ReactElement } from 'react';
import type { TechPackCheckIssue } from '@techpack/contracts';
import { useLazyGetTechPackCheckQuery } from './features.api';

// Issue 15: sharing a pack with errors to the manufacturer asks the designer to confirm first.
// `confirmThen(share)` runs the check; no errors: shares at once; errors: asks, and shares only on "Share anyway".
export function useShareGuard(techPackId: string | undefined): { confirmThen: (action: () => void) => Promise<void>; dialog: ReactElement } {
  const [runCheck] = useLazyGetTechPackCheckQuery();
  const [errors, setErrors] = useState<TechPackCheckIssue[] | null>(null);
  const pending = useRef<(() => void) | null>(null);

  const confirmThen = async (action: () => void) => {
    if (!techPackId) return action();
    let found: TechPackCheckIssue[] = [];
    try {
      const check = await runCheck({ id: techPackId, version: String(Date.now()) }).unwrap();
      found = check.issues.filter((i) => i.severity === 'error');
    } catch {
      found = []; // the check is advice: when it cannot run, sharing is not blocked
    }
    if (found.length === 0) return action();
    pending.current = action;
    setErrors(found);
  };
  const close = () => {
    pending.current = null;
    setErrors(null);
  };
  const dialog = (
    <Dialog open={errors !== null} onClose={close} aria-labelledby="share-check-title">
      <DialogTitle id="share-check-title">Share a tech pack with errors?</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">
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
          Fix first
        </Button>
        <Button
          color="warning"
          onClick={() => {
            const act = pending.current;
            close();
            act?.();
          }}
        >
          Share anyway
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { confirmThen, dialog };
}
