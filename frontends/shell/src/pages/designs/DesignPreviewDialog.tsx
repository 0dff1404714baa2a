import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  formatError,
  RemoteSlot,
  toast,
  useGetTechPackQuery,
  type TechPackSummary as TechPack,
} from '@techpack/web-shared';
import { downloadExport } from './exports';
import { downloadPdf, pdfUrl, titleOf } from './design-format';
import { Icon } from './icons';

const PdfJsPreview = lazy(() => import(/* webpackChunkName: "lazy-pdf-preview" */ './PdfJsPreview'));

// A design's PDF in the studio's viewer (pdf.js when the studio cannot load), with its downloads.
export function DesignPreviewDialog({ preview, onClose }: { preview: TechPack | null; onClose: () => void }) {
  // the list carries summaries: the viewer gets the whole pack
  const full = useGetTechPackQuery(preview?.id ?? '', { skip: !preview });
  return (
    <Dialog open={!!preview} onClose={onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" noWrap component="span">
            {preview ? titleOf(preview) : ''}
          </Typography>
          {preview?.styleNumber && <Chip size="small" label={preview.styleNumber} sx={{ ml: 1 }} />}
        </Box>
        {preview && (
          <Button size="small" onClick={() => void downloadPdf(preview.id)}>
            Download
          </Button>
        )}
        {preview &&
          (['xlsx', 'json'] as const).map((format) => (
            <Button
              key={format}
              size="small"
              aria-label={`Download ${format === 'xlsx' ? 'Excel workbook' : 'JSON export'}: ${titleOf(preview)}`}
              onClick={() =>
                void downloadExport(preview, format).catch((e) =>
                  toast({ title: 'Download failed', description: formatError(e), variant: 'destructive' }),
                )
              }
            >
              {format === 'xlsx' ? 'Excel' : 'JSON'}
            </Button>
          ))}
        <IconButton aria-label="Close preview" onClick={onClose}>
          <Icon d="M6 6l12 12M18 6L6 18" />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: '#F3F4F6' }}>
        {preview && full.data && (
          <RemoteSlot
            remote="studio"
            module="./TechPackViewer"
            props={{ techPack: full.data, showPdf: true }}
            fallback={() => (
              <Suspense fallback={null}>
                <PdfJsPreview url={pdfUrl(preview.id)} onDownload={() => void downloadPdf(preview.id)} />
              </Suspense>
            )}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
