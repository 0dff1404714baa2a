import { Fragment } from 'react';
import { Box, Link, Paper, Typography } from '@mui/material';
import type { ChatStatus, DisplayMessage } from './useChat';

const STATUS_LABEL: Record<ChatStatus, string> = {
  sending: 'Sending…',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
};

// Message text is shown as text: URLs become plain links, nothing is ever interpreted as HTML.
function MessageText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return (
    <Typography
      component="p"
      variant="body2"
      data-testid="message-text"
      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0 }}
    >
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link
            key={i}
            href={part}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ color: 'inherit', textDecorationColor: 'currentColor' }}
          >
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
export function Bubble({ m, read = false }: { m: DisplayMessage; read?: boolean }) {
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
        <Typography
          variant="caption"
          color={m.status === 'failed' ? 'error' : 'text.secondary'}
          sx={{ display: 'block', textAlign: mine ? 'right' : 'left', mt: 0.25 }}
        >
          {Number.isNaN(time.getTime())
            ? ''
            : time.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
          {mine && m.status
            ? ` · ${read && (m.status === 'sent' || m.status === 'delivered') ? 'Read' : STATUS_LABEL[m.status]}`
            : ''}
        </Typography>
      </Box>
    </Box>
  );
}
