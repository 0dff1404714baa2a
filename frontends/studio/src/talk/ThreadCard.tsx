import { useState } from 'react';
import { Box, Button, Chip, Paper, TextField, Typography } from '@mui/material';
import { COMMENT_BOUNDS, type CommentThread } from '@techpack/contracts';
import { useReplyThreadMutation, useSetThreadMutation } from './talk.api';

const ROLE: Record<string, string> = { designer: 'Designer', operator: 'Operator', partner: 'Manufacturer' };

// One thread: the field it is pinned to (a click jumps to it), its messages, a reply, resolve or reopen.
export function ThreadCard({
  packId,
  thread,
  onJump,
}: {
  packId: string;
  thread: CommentThread;
  onJump: () => void;
}) {
  const [reply, setReply] = useState('');
  const [send, { isLoading: sending }] = useReplyThreadMutation();
  const [setThread, { isLoading: saving }] = useSetThreadMutation();
  const open = thread.status === 'open';
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, display: 'grid', gap: 1, opacity: open ? 1 : 0.75 }}
      data-testid="comment-thread"
      data-status={thread.status}
      data-anchor={thread.anchor.kind}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={thread.anchorState === 'current' ? 'primary' : 'default'}
          label={thread.anchorLabel}
          onClick={onJump}
          data-testid="thread-anchor"
        />
        <Chip size="small" variant="outlined" label={open ? 'Open' : 'Resolved'} />
        {thread.mustResolve ? <Chip size="small" color="error" label="Must resolve" /> : null}
        <Typography variant="caption" color="text.secondary">
          revision {thread.revision}
        </Typography>
      </Box>
      {thread.messages.map((m) => (
        <Box key={m.id} data-testid="comment-message" data-role={m.author.role}>
          <Typography variant="caption" color="text.secondary">
            {m.author.name} ({ROLE[m.author.role] ?? m.author.role}), {new Date(m.at).toLocaleString()}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {m.text}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label="Reply"
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          inputProps={{ maxLength: COMMENT_BOUNDS.text }}
          sx={{ flex: 1, minWidth: 200 }}
        />
        <Button
          variant="outlined"
          disabled={!reply.trim() || sending}
          onClick={async () => {
            const res = await send({ id: packId, threadId: thread.id, text: reply });
            if ('data' in res) setReply('');
          }}
        >
          Reply
        </Button>
        <Button
          disabled={saving}
          onClick={() => setThread({ id: packId, threadId: thread.id, status: open ? 'resolved' : 'open' })}
        >
          {open ? 'Resolve' : 'Reopen'}
        </Button>
      </Box>
    </Paper>
  );
}
