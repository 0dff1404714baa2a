import { Box, Button, Chip, CircularProgress, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { linkProps, navigate, styleNameOf, toast } from '@techpack/web-shared';
import { ChatBubbleOutlineIcon, SendOutlinedIcon } from '../lib/icons';
import type { StudioTechPack } from '../lib/types';
import { serverMessage } from '../lib/errors';
import { humanize } from '../lib/format';
import { useShareTechPackToChatMutation } from '../api/techpack.api';
import { useShareGuard } from '../features/ShareGuard';
import ConfirmDialog from '../features/ConfirmDialog';
import { ExportsMenu } from './ExportsMenu';
import { WORKSPACE_SECTIONS, sectionPath } from './sections';

// The shell's app bar (toolbar + its 1 px border): the header sticks right below it.
const APP_BAR_HEIGHT = { xs: 61, sm: 69 };

// Words for the pack's status (never the stored value itself).
export const STATUS_LABELS: Record<string, string> = { draft: 'Draft: to confirm', ready: 'Confirmed' };

export interface WorkspaceHeaderProps {
  pack: StudioTechPack;
  section: string;
  saveState: string;
  onPackChange: (pack: StudioTechPack) => void;
}

function shareMessage(pack: StudioTechPack): string {
  const garment = humanize(
    pack.aiAnalysis?.garmentType ?? pack.upload?.garmentType ?? 'garment',
  ).toLowerCase();
  return `Hi! I'd like to discuss production of my ${garment} tech pack${pack.styleNumber ? ` (${pack.styleNumber})` : ''}. The PDF is attached.`;
}

// The style workspace's header: it stays in view (sticky under the app bar) with the style's name, number, status,
// revision, the save state, the actions and the section tabs.
export function WorkspaceHeader({ pack, section, saveState, onPackChange }: WorkspaceHeaderProps) {
  const [share] = useShareTechPackToChatMutation();
  const shareGuard = useShareGuard(pack.id);
  const [sharing, setSharing] = useState(false);
  const [sharedNow, setSharedNow] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const shared = sharedNow || !!(pack as { sharedAt?: string }).sharedAt;
  const status = (pack as { status?: string }).status ?? 'draft';
  const rev = (pack.revisions as { rev: number }[] | undefined)?.at(-1)?.rev;
  const saving = saveState !== 'All changes saved';

  const onShare = async () => {
    if (shared) return navigate(`/chat/${encodeURIComponent(pack.id)}`);
    await shareGuard.confirmThen(async () => {
      setSharing(true);
      try {
        await share({ techPackId: pack.id, message: shareMessage(pack), includePdf: true }).unwrap();
        setSharedNow(true);
        toast({ title: 'Tech Pack Shared', description: 'Your manufacturer can now see it in the chat.' });
      } catch (e) {
        toast({
          title: 'Sharing Failed',
          description: serverMessage(e) ?? 'Failed to share tech pack',
          variant: 'destructive',
        });
      } finally {
        setSharing(false);
      }
    });
  };

  return (
    <Box
      component="header"
      data-testid="workspace-header"
      sx={{
        position: 'sticky',
        top: APP_BAR_HEIGHT,
        zIndex: 5,
        minWidth: 0,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        pt: { xs: 1, sm: 2 },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: 20, sm: 24 }, overflowWrap: 'anywhere' }}
          >
            {styleNameOf(pack)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 0.25 }}>
            <Typography variant="body2" color="text.secondary" data-testid="workspace-style-number">
              {humanize(pack.aiAnalysis?.garmentType ?? pack.upload?.garmentType ?? 'garment')} tech pack ·
              Style {pack.styleNumber}
            </Typography>
            <Chip
              size="small"
              label={STATUS_LABELS[status] ?? 'Draft: to confirm'}
              data-testid="workspace-status"
              sx={{
                fontWeight: 600,
                bgcolor: status === 'ready' ? '#DCFCE7' : '#FEF3C7',
                color: status === 'ready' ? '#14532D' : '#78350F',
              }}
            />
            {rev !== undefined && (
              <Chip
                size="small"
                variant="outlined"
                label={`Revision ${rev}`}
                data-testid="workspace-revision"
              />
            )}
            {shared && <Chip size="small" variant="outlined" label="Shared with manufacturer" />}
            <Chip
              size="small"
              variant="outlined"
              role="status"
              data-testid="workspace-save-state"
              label={saveState}
              sx={{
                fontWeight: 600,
                color: saving ? 'warning.dark' : 'success.dark',
                borderColor: saving ? 'warning.dark' : 'success.dark',
              }}
            />
          </Box>
        </Box>
        {/* on a phone the actions are one row that scrolls sideways, so the header stays short */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: { xs: 'nowrap', md: 'wrap' },
            overflowX: { xs: 'auto', md: 'visible' },
            gap: 1,
            py: 0.5,
            width: { xs: '100%', md: 'auto' },
            '& > *': { flex: 'none' },
            '& .MuiButton-root': { py: { xs: 0.5, sm: 0.75 } },
          }}
        >
          {status !== 'ready' && (
            <Button variant="outlined" onClick={() => setConfirming(true)} sx={{ whiteSpace: 'nowrap' }}>
              Confirm
            </Button>
          )}
          <Button
            variant="outlined"
            {...linkProps(`${sectionPath(pack.id, 'overview')}#order-sample`)}
            component="a"
            sx={{ whiteSpace: 'nowrap' }}
          >
            Order a sample
          </Button>
          <ExportsMenu pack={pack} />
          <Button
            variant="contained"
            color={shared ? 'success' : 'primary'}
            onClick={() => void onShare()}
            disabled={sharing}
            startIcon={
              sharing ? (
                <CircularProgress size={16} color="inherit" />
              ) : shared ? (
                <ChatBubbleOutlineIcon />
              ) : (
                <SendOutlinedIcon />
              )
            }
            sx={{ whiteSpace: 'nowrap' }}
          >
            {sharing ? 'Sharing...' : shared ? 'View Chat' : 'Share with Manufacturer'}
          </Button>
        </Box>
      </Box>
      <Tabs
        value={section}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label="Style sections"
        component="nav"
        sx={{
          mt: 1,
          minHeight: 44,
          '& .MuiTab-root': { minHeight: 44, minWidth: 0, px: { xs: 1.25, sm: 2 } },
        }}
      >
        {WORKSPACE_SECTIONS.map((s) => (
          <Tab
            key={s.slug}
            value={s.slug}
            label={s.label}
            component="a"
            {...linkProps(sectionPath(pack.id, s.slug))}
            aria-current={s.slug === section ? 'page' : undefined}
            data-testid={`section-${s.slug}`}
          />
        ))}
      </Tabs>
      <ConfirmDialog
        techPack={pack}
        open={confirming}
        onClose={() => setConfirming(false)}
        onPackChange={onPackChange}
      />
      {shareGuard.dialog}
    </Box>
  );
}
