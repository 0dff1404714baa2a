import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { toast } from '@techpack/web-shared';
import { useAdminReplyMutation } from './admin.api';
import { adminErrorMessage } from './admin.http';

/** The tech pack a manufacturer reply goes to, with a line shown above the reply box. */
export type ReplyTarget = { techPackId: string; context?: string };

export function ReplyDialog({ target, onClose }: { target: ReplyTarget | null; onClose: () => void }) {
  const [text, setText] = useState('');
  const [reply, { isLoading }] = useAdminReplyMutation();
  useEffect(() => {
    if (target) setText('');
  }, [target]);
  async function send() {
    if (!target || !text.trim()) return;
    const result = await reply({ techPackId: target.techPackId, message: text.trim() });
    if ('error' in result && result.error) {
      toast({
        title: 'Reply Failed',
        description: adminErrorMessage(result.error, 'Could not send the reply'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Reply Sent', description: 'The designer sees it in their chat.' });
    onClose();
  }
  return (
    <Dialog open={!!target} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Reply as manufacturer</DialogTitle>
      <DialogContent>
        {target?.context && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {target.context}
          </Typography>
        )}
        <TextField
          label="Reply"
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          disabled={isLoading}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void send()} disabled={isLoading || !text.trim()}>
          {isLoading ? 'Sending...' : 'Send reply'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
