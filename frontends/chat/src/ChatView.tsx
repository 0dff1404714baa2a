import { Fragment, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Link,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { CloseIcon } from './icons';
import { SendIcon } from './icons';
import { StyleThumb, styleNameOf, toast, type TechPack } from '@techpack/web-shared';
import { CHAT_MAX_LENGTH, useCheckTechPackMutation, useShareTechPackMutation } from './chat.api';
import { useChat, type ChatStatus, type DisplayMessage } from './useChat';
import { useMarkConversationRead } from './conversation-notifications';

export const GREETING =
  "Hello! I'm your manufacturing partner. Share your tech pack or ask anything about fabrics, samples and production - we reply within 24 hours.";

const STATUS_LABEL: Record<ChatStatus, string> = { sending: 'Sending…', sent: 'Sent', delivered: 'Delivered', failed: 'Failed' };

// Message text is shown as text: URLs become plain links, nothing is ever interpreted as HTML.
function MessageText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return (
    <Typography component="p" variant="body2" data-testid="message-text" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0 }}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} target="_blank" rel="noopener noreferrer" sx={{ color: 'inherit', textDecorationColor: 'currentColor' }}>
            {part.includes('/pdf-download') ? 'Open tech pack PDF' : part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Typography>
  );
}

// `read`: the manufacturer replied after this message, so it has read it.
function Bubble({ m, read = false }: { m: DisplayMessage; read?: boolean }) {
  const mine = m.sender === 'user';
  const time = new Date(m.sentAt);
  return (
    <Box
      data-testid="chat-message"
      data-sender={m.sender}
      data-status={m.status ?? ''}
      data-id={m.id}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
    >
      <Box sx={{ maxWidth: '82%' }}>
        <Paper
          elevation={0}
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2.5,
            borderTopRightRadius: mine ? 4 : undefined,
            borderTopLeftRadius: mine ? undefined : 4,
            bgcolor: mine ? 'primary.main' : 'grey.100',
            color: mine ? 'primary.contrastText' : 'text.primary',
          }}
        >
          {!mine && (
            <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', opacity: 0.8 }}>
              Manufacturer
            </Typography>
          )}
          <MessageText text={m.message} />
        </Paper>
        <Typography variant="caption" color={m.status === 'failed' ? 'error' : 'text.secondary'} sx={{ display: 'block', textAlign: mine ? 'right' : 'left', mt: 0.25 }}>
          {Number.isNaN(time.getTime()) ? '' : time.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
          {mine && m.status ? ` · ${read && (m.status === 'sent' || m.status === 'delivered') ? 'Read' : STATUS_LABEL[m.status]}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}

export const SHARE_TEXT = 'I would like to share my tech pack with you.';

// Shares the pack (with a PDF link the manufacturer can open): idle -> sharing -> shared.
// A pack the factory check finds errors in asks the designer to confirm first (issue 15).
function ShareButton({ techPackId }: { techPackId: string }) {
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
      <Button size="small" variant={shared ? 'text' : 'outlined'} onClick={onClick} disabled={isLoading || checking} data-testid="share-tech-pack">
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

export interface ChatViewProps {
  techPackId?: string;
  // The pack being discussed, when known: its style name, number and thumbnail head the conversation.
  pack?: TechPack;
  onClose?: () => void;
  title?: string;
  dense?: boolean;
}

// The conversation with the manufacturer about one tech pack: list, greeting, status and input rules.
export function ChatView({ techPackId, pack, onClose, title = 'Chat with Manufacturer', dense = false }: ChatViewProps) {
  const { messages, send, sending, live } = useChat(techPackId);
  useMarkConversationRead(techPackId, messages.length);
  const lastReplyAt = messages.filter((m) => m.sender !== 'user' && !m.local).reduce<string | undefined>((last, m) => (!last || m.sentAt > last ? m.sentAt : last), undefined);
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length]);

  useEffect(() => {
    if (!sending) inputRef.current?.focus();
  }, [sending]);

  const submit = () => {
    if (sending || draft.trim().length === 0) return;
    const text = draft;
    setDraft('');
    void send(text);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // Enter sends; Shift+Enter keeps the new line.
    if (e.key === 'Enter' && !e.shiftKey && !(e.nativeEvent as { isComposing?: boolean }).isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, bgcolor: 'background.paper' }} data-testid="chat-view">
      <Stack
        direction="row"
        alignItems="center"
        useFlexGap
        sx={{ px: 2, py: dense ? 1 : 1.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', columnGap: 1, rowGap: 0.75 }}
      >
        {pack && !dense && (
          <StyleThumb pack={pack} />
        )}
        <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
          <Typography variant={dense ? 'subtitle1' : 'h6'} component="h1" sx={{ fontWeight: 700, lineHeight: 1.2 }} noWrap>
            {title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div" data-testid="chat-pack-name">
            {pack ? `${styleNameOf(pack)}${pack.styleNumber ? ` · ${pack.styleNumber}` : ''}` : techPackId ? 'This tech pack' : 'No tech pack selected'}
          </Typography>
        </Box>
        {techPackId && !dense && (
          <Box sx={{ flexBasis: { xs: '100%', sm: 'auto' }, order: { xs: 10, sm: 0 }, display: 'flex', justifyContent: 'flex-end' }}>
            <ShareButton techPackId={techPackId} />
          </Box>
        )}
        <Tooltip title={live ? 'Replies arrive instantly' : 'Checking for replies every 2 seconds'}>
          <Chip
            size="small"
            label={live ? 'Live' : 'Polling'}
            variant="outlined"
            data-testid="live-indicator"
            sx={live ? { color: 'success.dark', borderColor: 'success.dark' } : undefined}
          />
        </Tooltip>
        {onClose && (
          <IconButton aria-label="Close chat" onClick={onClose} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <Box ref={listRef} role="log" aria-live="polite" aria-label="Messages" sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1.5, display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        {messages.length === 0 ? (
          <Bubble m={{ id: 'greeting', techPackId: techPackId ?? '', sender: 'manufacturer', message: GREETING, messageType: 'text', sentAt: new Date().toISOString(), local: true }} />
        ) : (
          messages.map((m) => <Bubble key={m.id} m={m} read={m.sender === 'user' && !!lastReplyAt && m.sentAt < lastReplyAt} />)
        )}
      </Box>
      <Stack direction="row" spacing={1} alignItems="flex-end" sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <TextField
          inputRef={inputRef}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={techPackId ? 'Type your message...' : 'Select a tech pack to start chatting'}
          multiline
          maxRows={5}
          fullWidth
          size="small"
          disabled={sending || !techPackId}
          slotProps={{ htmlInput: { maxLength: CHAT_MAX_LENGTH, 'aria-label': 'Message' } }}
        />
        <IconButton color="primary" aria-label="Send message" onClick={submit} disabled={sending || !techPackId || draft.trim().length === 0}>
          <SendIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
