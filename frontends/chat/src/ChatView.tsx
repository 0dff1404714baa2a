import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Chip, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { CloseIcon } from './icons';
import { SendIcon } from './icons';
import { StyleThumb, styleNameOf, type TechPack } from '@techpack/web-shared';
import { CHAT_MAX_LENGTH } from './chat.api';
import { useChat } from './useChat';
import { useMarkConversationRead } from './conversation-notifications';
import { Bubble } from './ChatBubble';
import { ShareButton } from './ShareButton';

export const GREETING =
  "Hello! I'm your manufacturing partner. Share your tech pack or ask anything about fabrics, samples and production - we reply within 24 hours.";

export { SHARE_TEXT } from './ShareButton';

export interface ChatViewProps {
  techPackId?: string;
  // The pack being discussed, when known: its style name, number and thumbnail head the conversation.
  pack?: TechPack;
  onClose?: () => void;
  title?: string;
  dense?: boolean;
}

// The conversation with the manufacturer about one tech pack: list, greeting, status and input rules.
export function ChatView({
  techPackId,
  pack,
  onClose,
  title = 'Chat with Manufacturer',
  dense = false,
}: ChatViewProps) {
  const { messages, send, sending, live } = useChat(techPackId);
  useMarkConversationRead(techPackId, messages.length);
  const lastReplyAt = messages
    .filter((m) => m.sender !== 'user' && !m.local)
    .reduce<string | undefined>((last, m) => (!last || m.sentAt > last ? m.sentAt : last), undefined);
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
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 0,
        bgcolor: 'background.paper',
      }}
      data-testid="chat-view"
    >
      <Stack
        direction="row"
        alignItems="center"
        useFlexGap
        sx={{
          px: 2,
          py: dense ? 1 : 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
          columnGap: 1,
          rowGap: 0.75,
        }}
      >
        {pack && !dense && <StyleThumb pack={pack} />}
        <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
          <Typography
            variant={dense ? 'subtitle1' : 'h6'}
            component="h1"
            sx={{ fontWeight: 700, lineHeight: 1.2 }}
            noWrap
          >
            {title}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            noWrap
            component="div"
            data-testid="chat-pack-name"
          >
            {pack
              ? `${styleNameOf(pack)}${pack.styleNumber ? ` · ${pack.styleNumber}` : ''}`
              : techPackId
                ? 'This tech pack'
                : 'No tech pack selected'}
          </Typography>
        </Box>
        {techPackId && !dense && (
          <Box
            sx={{
              flexBasis: { xs: '100%', sm: 'auto' },
              order: { xs: 10, sm: 0 },
              display: 'flex',
              justifyContent: 'flex-end',
            }}
          >
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
      <Box
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label="Messages"
        sx={{
          flex: 1,
          overflowY: 'auto',
          px: 2,
          py: 1.5,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.25,
        }}
      >
        {messages.length === 0 ? (
          <Bubble
            m={{
              id: 'greeting',
              techPackId: techPackId ?? '',
              sender: 'manufacturer',
              message: GREETING,
              messageType: 'text',
              sentAt: new Date().toISOString(),
              local: true,
            }}
          />
        ) : (
          messages.map((m) => (
            <Bubble key={m.id} m={m} read={m.sender === 'user' && !!lastReplyAt && m.sentAt < lastReplyAt} />
          ))
        )}
      </Box>
      <Stack
        direction="row"
        spacing={1}
        alignItems="flex-end"
        sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
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
        <IconButton
          color="primary"
          aria-label="Send message"
          onClick={submit}
          disabled={sending || !techPackId || draft.trim().length === 0}
        >
          <SendIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
