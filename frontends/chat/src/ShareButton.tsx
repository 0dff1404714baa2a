import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { toast } from '@techpack/web-shared';
import { useCheckTechPackMutation, useShareTechPackMutation } from './chat.api';

export const SHARE_TEXT = 'I would like to share my tech pack with you.';

// Shares the pack (with a PDF link the manufacturer can open): idle -> sharing -> shared.
// A pack the factory check finds errors in asks the designer to confirm first.
export function ShareButton({ techPackId }: { techPackId: string }) {
  const [share, { isLoading }] = useShareTechPackMutation();
  const [check, { isLoading: checking }] = useCheckTechPackMutation();
  const [shared, setShared] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);
  const doShare = async () => {
    try {
      await share({ techPackId, message: SHARE_TEXT, includePdf: true }).unwrap();
      setShared(true);
    } catch {
      toast({ title: 'Sharing Failed', description: 'Failed to share tech pack', variant: 'destructive' });
    }
  };
  const onClick = async () => {
    let found: string[] = [];
    try {
      const answer = await check(techPackId).unwrap();
      found = answer.issues.filter((i) => i.severity === 'error').map((i) => i.message);
    } catch {
      found = []; // the check is advice: when it cannot run, sharing is not blocked
    }
    if (found.length > 0) setErrors(found);
    else await doShare();
  };
  return (
    <>
      <Button
        size="small"
        variant={shared ? 'text' : 'outlined'}
        onClick={onClick}
        disabled={isLoading || checking}
        data-testid="share-tech-pack"
      >
        {isLoading ? 'Sharing…' : shared ? 'Shared' : 'Share tech pack'}
      </Button>
      <Dialog open={errors !== null} onClose={() => setErrors(null)} aria-labelledby="chat-share-check-title">
        <DialogTitle id="chat-share-check-title">Share a tech pack with errors?</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            A factory would send this pack back: {errors?.length} {errors?.length === 1 ? 'error' : 'errors'}.
            <ul>
              {(errors ?? []).slice(0, 6).map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setErrors(null)} autoFocus>
            Fix first
          </Button>
          <Button
            color="warning"
            onClick={() => {
              setErrors(null);
              void doShare();
            }}
          >
            Share anyway
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
