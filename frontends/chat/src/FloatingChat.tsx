import { useState } from 'react';
import { Badge, Box, Button, Fab, Paper, Stack, Typography } from '@mui/material';
import { ChatIcon } from './icons';
import { navigate } from '@techpack/web-shared';
import { ChatView } from './ChatView';
import { useUnreadReplies } from './conversation-notifications';

export interface FloatingChatProps {
  // The tech pack just generated on the home page.
  techPackId?: string;
  defaultOpen?: boolean;
}

// The floating chat button and panel on the home page (mounted by the shell after a successful upload).
export default function FloatingChat({ techPackId, defaultOpen = false }: FloatingChatProps) {
  const [open, setOpen] = useState(defaultOpen);
  // the dot: unread manufacturer replies about this pack (not always on)
  const unread = useUnreadReplies(techPackId);
  return (
    <>
      {/* Phones: the closed button sits in the page's flow at its end (a fixed button covered fields such as the logo's
          "From top" as the page scrolled under it); from 600 px it floats at the bottom right, clear of the content. */}
      <Box
        data-testid="floating-chat"
        sx={{
          position: open ? 'fixed' : { xs: 'static', sm: 'fixed' },
          display: open ? 'block' : { xs: 'flex', sm: 'block' },
          justifyContent: 'flex-end',
          px: open ? 0 : { xs: 2, sm: 0 },
          pb: open ? 0 : { xs: 2, sm: 0 },
          right: { xs: 12, sm: 24 },
          bottom: { xs: 12, sm: 24 },
          zIndex: 1300,
        }}
      >
        {open ? (
          <Paper
            elevation={8}
            role="dialog"
            aria-label="Chat with Manufacturer"
            sx={{
              width: { xs: 'calc(100vw - 24px)', sm: 380 },
              height: { xs: '70vh', sm: 520 },
              borderRadius: 3,
              overflow: 'hidden',
              display: 'flex',
              flexDirection: 'column',
            }}
          >
            {techPackId ? (
              <ChatView techPackId={techPackId} onClose={() => setOpen(false)} dense />
            ) : (
              <Stack spacing={1.5} sx={{ p: 3 }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
                  Chat with Manufacturer
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Generate a tech pack first, then discuss it with the manufacturer here.
                </Typography>
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" onClick={() => navigate('/chat')}>
                    Open chat
                  </Button>
                  <Button onClick={() => setOpen(false)}>Close</Button>
                </Stack>
              </Stack>
            )}
          </Paper>
        ) : (
          <Fab
            color="primary"
            aria-label="Open chat"
            onClick={() => setOpen(true)}
            sx={{ width: { xs: 48, sm: 56 }, height: { xs: 48, sm: 56 } }}
          >
            <Badge
              color="secondary"
              variant="dot"
              invisible={unread.length === 0}
              data-testid="floating-chat-unread"
            >
              <ChatIcon />
            </Badge>
          </Fab>
        )}
      </Box>
    </>
  );
}
