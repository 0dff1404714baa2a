import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Paper,
  useMediaQuery,
} from '@mui/material';
import { CloseIcon, DownloadIcon, VisibilityOutlinedIcon, OpenInNewIcon } from '../lib/icons';
import { useCallback, useState } from 'react';
import { linkProps } from '@techpack/web-shared';
import type { StudioTechPack } from '../lib/types';
import { Studio } from '../studio/Studio';
import { KeyFigures } from '../viewer/KeyFigures';
import { PdfPreview, type PdfPreviewProps } from '../viewer/PdfPreview';
import { pdfFileName } from '@techpack/contracts';
import { ViewerHeader } from '../viewer/TechPackViewer';
import { downloadPdf } from '../viewer/blob';
import FeaturesPanel from '../features/FeaturesPanel';
import ComponentsPanel from '../features/ComponentsPanel';
import CheckList from '../features/CheckList';
import { unsavedEdits } from '../features/pending';
import { CommentsPanel } from '../talk/CommentsPanel';

export interface TechPackWorkspaceProps {
  techPack: StudioTechPack;
  onChange?: (techPack: StudioTechPack) => void;
  pdf?: Pick<PdfPreviewProps, 'loadPdf' | 'fetchPdf'>;
}

// Home page after an upload: the live tech pack preview above the four studio tabs.
export default function TechPackWorkspace({ techPack, onChange, pdf }: TechPackWorkspaceProps) {
  const [current, setCurrent] = useState<StudioTechPack>(techPack);
  // the pack the studio starts from: the upload's, then the server's re-derived pack after a feature change or fix
  const [base, setBase] = useState<StudioTechPack>(techPack);
  const [packId, setPackId] = useState(techPack.id);
  const [previewOpen, setPreviewOpen] = useState(false);
  const fullScreen = useMediaQuery('(max-width:600px)');
  if (techPack.id !== packId) {
    // A different pack (new upload or ?edit): start over from it.
    setPackId(techPack.id);
    setCurrent(techPack);
    setBase(techPack);
  }

  const handleChange = useCallback(
    (next: StudioTechPack) => {
      setCurrent(next);
      onChange?.(next);
    },
    [onChange],
  );
  const rederived = useCallback(
    (next: StudioTechPack) => {
      setBase(next);
      setCurrent(next);
      onChange?.(next);
    },
    [onChange],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="tech-pack-workspace">
      <Paper
        variant="outlined"
        component="section"
        aria-label="Tech pack preview"
        sx={{ borderRadius: 4, p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <ViewerHeader techPack={current} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', md: 'auto' } }}>
            <Button
              variant="contained"
              startIcon={<VisibilityOutlinedIcon />}
              onClick={() => setPreviewOpen(true)}
              sx={{ flex: { xs: 1, md: 'none' }, whiteSpace: 'nowrap' }}
            >
              Preview PDF
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => downloadPdf(current.id, pdfFileName(current))}
              sx={{ flex: { xs: 1, md: 'none' }, whiteSpace: 'nowrap' }}
            >
              Download
            </Button>
            <Button
              color="inherit"
              endIcon={<OpenInNewIcon />}
              {...linkProps(`/tech-pack/${current.id}`)}
              sx={{ display: { xs: 'none', md: 'inline-flex' } }}
            >
              Open
            </Button>
          </Box>
        </Box>
        <KeyFigures techPack={current} />
      </Paper>

      {/* the studio's unsaved edits ride along with a feature change or fix, so the re-derived pack keeps them */}
      <FeaturesPanel
        techPack={current}
        onPackChange={rederived}
        pendingEdits={current !== base ? unsavedEdits(current) : undefined}
      />
      <ComponentsPanel
        techPack={current}
        onPackChange={rederived}
        pendingEdits={current !== base ? unsavedEdits(current) : undefined}
      />
      <CheckList
        techPack={current}
        onPackChange={rederived}
        pendingEdits={current !== base ? unsavedEdits(current) : undefined}
      />

      <Studio key={`${base.id}:${base.revisions?.length ?? 0}`} techPack={base} onChange={handleChange} />

      <CommentsPanel techPack={base} />

      <Dialog
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        fullWidth
        maxWidth="md"
        fullScreen={fullScreen}
        aria-labelledby="pdf-dialog-title"
      >
        <DialogTitle id="pdf-dialog-title" sx={{ pr: 6 }}>
          Tech pack PDF
          <IconButton
            aria-label="Close preview"
            onClick={() => setPreviewOpen(false)}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
          {previewOpen && (
            <PdfPreview
              techPackId={current.id}
              version={current.updatedAt ?? undefined}
              fileName={pdfFileName(current)}
              height={fullScreen ? 'calc(100vh - 150px)' : '72vh'}
              {...pdf}
            />
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
