import { Box, Button, IconButton, List, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { CloseIcon } from './icons';
import { navigate, useListUserTechPacksQuery } from '@techpack/web-shared';
import { ChatView } from './ChatView';
import { useGetUserMessagesQuery } from './chat.api';

export interface ChatPageProps {
  // From /chat/{techpackId} or ?techpack= (the shell resolves both).
  techPackId?: string;
}

function TechPackPicker() {
  const packs = useListUserTechPacksQuery();
  const messages = useGetUserMessagesQuery();
  const ids = new Map<string, string>();
  for (const p of packs.data ?? []) {
    const upload = (p as { upload?: { originalName?: string; garmentType?: string } }).upload;
    ids.set(p.id, upload?.originalName ?? upload?.garmentType ?? p.id);
  }
  for (const m of messages.data ?? []) if (!ids.has(m.techPackId)) ids.set(m.techPackId, m.techPackId);
  return (
    <Paper variant="outlined" sx={{ p: 2, m: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        Choose a tech pack to discuss with the manufacturer
      </Typography>
      {ids.size === 0 ? (
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
          {[...ids].map(([id, label]) => (
            <ListItemButton key={id} onClick={() => navigate(`/chat/${encodeURIComponent(id)}`)}>
              <ListItemText primary={label} secondary={label === id ? undefined : id} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}

// /chat, /chat/{techpackId}, /chat?techpack=: the full-screen chat; closing returns to /.
export default function ChatPage({ techPackId }: ChatPageProps) {
  return (
    <Box sx={{ height: '100dvh', display: 'flex', justifyContent: 'center', bgcolor: 'background.default' }}>
      <Box sx={{ width: '100%', maxWidth: 860, display: 'flex', flexDirection: 'column', borderLeft: { md: 1 }, borderRight: { md: 1 }, borderColor: { md: 'divider' } }}>
        {techPackId ? (
          <ChatView techPackId={techPackId} onClose={() => navigate('/')} />
        ) : (
          <>
            <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
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
