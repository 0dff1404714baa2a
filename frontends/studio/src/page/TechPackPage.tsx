import { Box, Button, CircularProgress, Container, Link, Paper, Skeleton } from '@mui/material';
import { ArrowBackIcon, ChatBubbleOutlineIcon, EditOutlinedIcon, SendOutlinedIcon } from '../lib/icons';
import { useEffect, useState } from 'react';
import { linkProps, navigate, RemoteSlot, styleNameOf, toast, useAuth } from '@techpack/web-shared';
import type { StudioTechPack } from '../lib/types';
import { humanize } from '../lib/format';
import { serverMessage } from '../lib/errors';
import { useGetTechPackQuery, useShareTechPackToChatMutation } from '../api/techpack.api';
import { useShareGuard } from '../features/ShareGuard';
import TechPackViewer, { type TechPackViewerProps } from '../viewer/TechPackViewer';
import { NotFoundPanel } from './NotFoundPanel';

export { NotFoundPanel };

export type ShareState = 'idle' | 'sharing' | 'shared';

export interface TechPackPageProps {
  id: string;
  pdf?: TechPackViewerProps['pdf'];
}

function shareMessage(pack: StudioTechPack): string {
  const garment = humanize(
    pack.aiAnalysis?.garmentType ?? pack.upload?.garmentType ?? 'garment',
  ).toLowerCase();
  return `Hi! I'd like to discuss production of my ${garment} tech pack${pack.styleNumber ? ` (${pack.styleNumber})` : ''}. The PDF is attached.`;
}

// /tech-pack/{id}: the viewer plus a share-to-chat button (idle -> sharing -> shared -> 'View Chat').
export default function TechPackPage({ id, pdf }: TechPackPageProps) {
  const { token } = useAuth();
  const { data, isLoading, isFetching, isError } = useGetTechPackQuery(id, { skip: !token || !id });
  const [share] = useShareTechPackToChatMutation();
  const shareGuard = useShareGuard(data?.id);
  const [shareState, setShareState] = useState<ShareState>('idle');
  const [ordering, setOrdering] = useState(false);
  const styleName = data ? styleNameOf(data) : null;
  // a pack shared before (this visit or an earlier one) opens its chat
  const shareShown: ShareState =
    shareState === 'idle' && (data as { sharedAt?: string } | undefined)?.sharedAt ? 'shared' : shareState;
  useEffect(() => {
    if (styleName) document.title = `${styleName} · Tech Pack Studio`;
  }, [styleName]);

  const onShare = async () => {
    if (!data) return;
    if (shareShown === 'shared') {
      // that pack's conversation, not the list of chats
      navigate(`/chat/${encodeURIComponent(data.id)}`);
      return;
    }
    await shareGuard.confirmThen(() => void doShare());
  };
  const doShare = async () => {
    if (!data) return;
    setShareState('sharing');
    try {
      await share({ techPackId: data.id, message: shareMessage(data), includePdf: true }).unwrap();
      setShareState('shared');
      toast({ title: 'Tech Pack Shared', description: 'Your manufacturer can now see it in the chat.' });
    } catch (e) {
      setShareState('idle');
      toast({
        title: 'Sharing Failed',
        description: serverMessage(e) ?? 'Failed to share tech pack',
        variant: 'destructive',
      });
    }
  };

  const loading = !!token && !!id && (isLoading || (isFetching && !data));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2, sm: 3 } }}>
      {!id || (!loading && (isError || !data)) ? (
        <NotFoundPanel />
      ) : loading || !data ? (
        <Box aria-busy="true" aria-label="Loading tech pack">
          <Skeleton variant="text" width={160} />
          <Skeleton variant="text" width="50%" height={48} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
              gap: 1.5,
              mt: 2,
            }}
          >
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={180} />
            ))}
          </Box>
          <Skeleton variant="rounded" height={480} sx={{ mt: 2 }} />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <Link
              {...linkProps('/designs')}
              underline="hover"
              color="text.secondary"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            >
              <ArrowBackIcon fontSize="small" /> Back to designs
            </Link>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
              <Button
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                {...linkProps(`/styles/${encodeURIComponent(data.id)}`)}
                component="a"
                sx={{ flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap' }}
              >
                Edit in studio
              </Button>
              <Button
                variant="outlined"
                onClick={() => void shareGuard.confirmThen(() => setOrdering(true), 'Order')}
                sx={{ flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap' }}
              >
                Order sample
              </Button>
              <Button
                variant="contained"
                onClick={onShare}
                disabled={shareShown === 'sharing'}
                color={shareShown === 'shared' ? 'success' : 'primary'}
                startIcon={
                  shareShown === 'sharing' ? (
                    <CircularProgress size={16} color="inherit" />
                  ) : shareShown === 'shared' ? (
                    <ChatBubbleOutlineIcon />
                  ) : (
                    <SendOutlinedIcon />
                  )
                }
                sx={{ flex: { xs: '1 1 auto', sm: 'none' }, whiteSpace: 'nowrap' }}
              >
                {shareShown === 'sharing'
                  ? 'Sharing...'
                  : shareShown === 'shared'
                    ? 'View Chat'
                    : 'Share with Manufacturer'}
              </Button>
            </Box>
          </Box>
          <Paper
            variant="outlined"
            sx={{
              borderRadius: 4,
              p: { xs: 0, sm: 3 },
              border: { xs: 0, sm: 1 },
              borderColor: { sm: 'divider' },
              bgcolor: { xs: 'transparent', sm: 'background.paper' },
            }}
          >
            <TechPackViewer techPack={data} pdf={pdf} />
          </Paper>
          {ordering && (
            <RemoteSlot
              remote="checkout"
              module="./SampleProductionDialog"
              props={{ open: true, onClose: () => setOrdering(false), techPackId: data.id, techPack: data }}
              loading={null}
            />
          )}
        </Box>
      )}
      {shareGuard.dialog}
    </Container>
  );
}
