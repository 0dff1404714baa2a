import {
  Box,
  Button,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { CloseIcon } from './icons';
import {
  linkProps,
  navigate,
  StyleThumb,
  styleNameOf,
  useGetTechPackQuery,
  useListUserTechPacksQuery,
  type TechPack,
} from '@techpack/web-shared';
import { ChatView } from './ChatView';
import { useGetUserMessagesQuery } from './chat.api';

export interface ChatPageProps {
  // From /chat/{techpackId} or ?techpack= (the shell resolves both).
  techPackId?: string;
}

function TechPackPicker() {
  const packs = useListUserTechPacksQuery();
  const messages = useGetUserMessagesQuery();
  const known = new Set((packs.data ?? []).map((p) => p.id));
  // A conversation whose pack is not in the list (deleted, or the list failed): say so, never show a UUID alone.
  const orphans = [...new Set((messages.data ?? []).map((m) => m.techPackId))].filter((id) => !known.has(id));
  const empty = (packs.data ?? []).length === 0 && orphans.length === 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, m: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Choose a tech pack to discuss with the manufacturer
      </Typography>
      {empty ? (
        <Stack spacing={1} sx={{ mt: 1 }} alignItems="flex-start">
          <Typography variant="body2" color="text.secondary">
            Upload a design first: each tech pack has its own conversation.
          </Typography>
          <Button variant="contained" onClick={() => navigate('/')}>
            Upload a design
          </Button>
        </Stack>
      ) : (
        <List dense>
          {(packs.data ?? []).map((p) => (
            <ListItem key={p.id} disablePadding>
              <ListItemButton onClick={() => navigate(`/chat/${encodeURIComponent(p.id)}`)} sx={{ gap: 1.5 }}>
                <StyleThumb pack={p} />
                <ListItemText primary={styleNameOf(p)} secondary={p.styleNumber || undefined} />
              </ListItemButton>
            </ListItem>
          ))}
          {orphans.map((id) => (
            <ListItem key={id} disablePadding>
              <ListItemButton onClick={() => navigate(`/chat/${encodeURIComponent(id)}`)} sx={{ gap: 1.5 }}>
                <StyleThumb pack={null} />
                <ListItemText
                  primary="Earlier conversation"
                  secondary="Tech pack no longer in your designs"
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

export const NOT_FOUND_TITLE = 'Tech Pack Not Found';
export const NOT_FOUND_TEXT =
  "The tech pack you're looking for doesn't exist or you don't have access to it.";

// /chat/{id} for a pack that is missing or not the designer's: the spec's not-found panel, no chat to type in.
function PackNotFound() {
  return (
    <Paper variant="outlined" sx={{ m: 2, p: { xs: 3, sm: 5 }, textAlign: 'center' }} role="alert">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {NOT_FOUND_TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {NOT_FOUND_TEXT}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="center">
        <Button variant="contained" component="a" {...linkProps('/designs')}>
          Back to Designs
        </Button>
        <Button component="a" {...linkProps('/chat')}>
          All conversations
        </Button>
      </Stack>
    </Paper>
  );
}

function PackChat({ techPackId }: { techPackId: string }) {
  const pack = useGetTechPackQuery(techPackId);
  const status = (pack.error as { status?: number } | undefined)?.status;
  const name = pack.data ? styleNameOf(pack.data) : undefined;
  useEffect(() => {
    document.title = pack.isError
      ? `${NOT_FOUND_TITLE} · Tech Pack Studio`
      : name
        ? `Chat: ${name} · Tech Pack Studio`
        : 'Chat · Tech Pack Studio';
  }, [name, pack.isError]);
  if (pack.isLoading) {
    return (
      <Stack alignItems="center" justifyContent="center" sx={{ flex: 1 }} aria-busy="true">
        <CircularProgress aria-label="Loading the tech pack" />
      </Stack>
    );
  }
  if (pack.isError && (status === 404 || status === 403 || status === 400)) return <PackNotFound />;
  // Another failure (network): the conversation still opens; the header says the pack could not be loaded.
  return (
    <ChatView
      techPackId={techPackId}
      pack={pack.data as TechPack | undefined}
      onClose={() => navigate('/')}
    />
  );
}

// /chat, /chat/{techpackId}, /chat?techpack=: the full-screen chat; closing returns to /.
export default function ChatPage({ techPackId }: ChatPageProps) {
  return (
    // the chat page brings its own chrome: it is the page's main landmark
    <Box
      component="main"
      id="main-content"
      tabIndex={-1}
      sx={{
        outline: 'none',
        height: '100dvh',
        display: 'flex',
        justifyContent: 'center',
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth: 860,
          display: 'flex',
          flexDirection: 'column',
          borderLeft: { md: 1 },
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
        }}
      >
        {techPackId ? (
          <PackChat techPackId={techPackId} />
        ) : (
          <>
            <Stack
              direction="row"
              alignItems="center"
              sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
                Chat with Manufacturer
              </Typography>
              <IconButton aria-label="Close chat" onClick={() => navigate('/')} size="small">
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
            <TechPackPicker />
          </>
        )}
      </Box>
    </Box>
  );
}
