import { Box, Button, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import { ZoomInIcon, ZoomOutIcon, DownloadIcon, RefreshIcon, PictureAsPdfOutlinedIcon } from '../lib/icons';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pdfFileName } from '@techpack/contracts';
import { downloadPdf, fetchBlob, pdfUrl } from './blob';
import { loadPdfDocument, type PdfDocument, type PdfLoader } from './pdf-loader';

// Blob.arrayBuffer with a FileReader fallback for older engines.
function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const PENDING_RETRIES = 3;
const PENDING_RETRY_MS = 1500;
const MAX_RETRY_MS = 10_000;

// How long to wait before asking pdf-download again, or null when asking again would not help. The route renders the
// PDF before it answers, so it is never "not ready yet": only a busy moment is worth a retry, 429 from the gateway's
// admission (Retry-After: 1) or 503 while a dependency is away (Retry-After: 5) or the service is unreachable.
export function pdfRetryDelay(error: unknown): number | null {
  const e = error as { status?: unknown; retryAfter?: unknown } | null;
  if (e?.status !== 429 && e?.status !== 503) return null;
  return typeof e.retryAfter === 'number' ? Math.min(e.retryAfter * 1000, MAX_RETRY_MS) : PENDING_RETRY_MS;
}

export const ZOOM = { min: 50, max: 200, step: 25, initial: 100 } as const;

export const zoomIn = (z: number) => Math.min(ZOOM.max, z + ZOOM.step);
export const zoomOut = (z: number) => Math.max(ZOOM.min, z - ZOOM.step);

export interface PdfPreviewProps {
  techPackId: string;
  // Changes when the pack is saved/regenerated so the preview refetches.
  version?: string;
  // the name the route gives this copy (the contract's pdfFileName, with the language of `lang`)
  fileName?: string;
  height?: number | string;
  loadPdf?: PdfLoader;
  fetchPdf?: (url: string, signal?: AbortSignal) => Promise<Blob>;
  // the factory language to preview beside the English (zh-Hans, vi); absent: the English pack
  lang?: string;
}

type Status = 'loading' | 'ready' | 'error';

function PdfPageCanvas({
  doc,
  pageNumber,
  zoom,
  width,
}: {
  doc: PdfDocument;
  pageNumber: number;
  zoom: number;
  width: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    let task: { cancel(): void } | null = null;
    void (async () => {
      try {
        const page = await doc.getPage(pageNumber);
        if (cancelled || !canvas.current) return;
        const natural = page.getViewport({ scale: 1 });
        // 100% fits the page to the panel width.
        const fit = width > 0 ? (width - 32) / natural.width : 1;
        const dpr = typeof window !== 'undefined' ? Math.min(window.devicePixelRatio || 1, 2) : 1;
        const cssScale = Math.max(0.1, fit) * (zoom / 100);
        const viewport = page.getViewport({ scale: cssScale * dpr });
        const el = canvas.current;
        el.width = Math.floor(viewport.width);
        el.height = Math.floor(viewport.height);
        el.style.width = `${Math.floor(viewport.width / dpr)}px`;
        el.style.height = `${Math.floor(viewport.height / dpr)}px`;
        const render = page.render({ canvas: el, viewport });
        task = render;
        await render.promise;
      } catch {
        // A cancelled render rejects; nothing to show.
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, zoom, width]);
  return (
    <Box
      component="canvas"
      ref={canvas}
      aria-label={`Page ${pageNumber}`}
      sx={{
        display: 'block',
        mx: 'auto',
        mb: 2,
        bgcolor: '#fff',
        boxShadow: '0 1px 3px rgba(0,0,0,.12), 0 8px 24px -12px rgba(0,0,0,.25)',
      }}
    />
  );
}

export function PdfPreview({
  techPackId,
  version,
  fileName,
  height = 640,
  loadPdf = loadPdfDocument,
  fetchPdf = fetchBlob,
  lang,
}: PdfPreviewProps) {
  const [status, setStatus] = useState<Status>('loading');
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const [attempt, setAttempt] = useState(0);
  const [width, setWidth] = useState(0);
  const frame = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [status]);

  useEffect(() => {
    const controller = new AbortController();
    let loaded: PdfDocument | null = null;
    setStatus('loading');
    setDoc(null);
    void (async () => {
      try {
        let blob: Blob | null = null;
        // A busy moment (429, 503) is waited out as the answer's Retry-After says; anything else is shown as is.
        for (let tries = 0; !blob; tries++) {
          try {
            blob = await fetchPdf(pdfUrl(techPackId, lang), controller.signal);
          } catch (e) {
            const delay = pdfRetryDelay(e);
            if (tries >= PENDING_RETRIES || delay === null) throw e;
            await new Promise((r) => setTimeout(r, delay));
            if (controller.signal.aborted) return;
          }
        }
        const data = await blobBytes(blob);
        loaded = await loadPdf(data);
        if (controller.signal.aborted) return;
        setDoc(loaded);
        setStatus('ready');
      } catch {
        if (!controller.signal.aborted) setStatus('error');
      }
    })();
    return () => {
      controller.abort();
      void loaded?.destroy?.();
    };
  }, [techPackId, version, attempt, loadPdf, fetchPdf, lang]);

  const download = useCallback(
    () => downloadPdf(techPackId, fileName ?? pdfFileName({}, { lang }), lang),
    [techPackId, fileName, lang],
  );

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <PictureAsPdfOutlinedIcon color="error" fontSize="small" />
        <Typography variant="body2" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
          <Box component="span" sx={{ display: doc ? { xs: 'none', sm: 'inline' } : 'inline' }}>
            {doc ? 'PDF preview · ' : 'PDF preview'}
          </Box>
          {doc ? `${doc.numPages} page${doc.numPages === 1 ? '' : 's'}` : ''}
        </Typography>
        <Tooltip title="Zoom out">
          <span>
            <IconButton
              size="small"
              aria-label="Zoom out"
              onClick={() => setZoom(zoomOut)}
              disabled={zoom <= ZOOM.min || status !== 'ready'}
            >
              <ZoomOutIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Typography
          variant="body2"
          sx={{ width: 48, textAlign: 'center', fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
          aria-live="polite"
          data-testid="zoom-level"
        >
          {zoom}%
        </Typography>
        <Tooltip title="Zoom in">
          <span>
            <IconButton
              size="small"
              aria-label="Zoom in"
              onClick={() => setZoom(zoomIn)}
              disabled={zoom >= ZOOM.max || status !== 'ready'}
            >
              <ZoomInIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Download PDF">
          <IconButton size="small" aria-label="Download" onClick={download}>
            <DownloadIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        ref={frame}
        sx={{ height, overflow: 'auto', bgcolor: '#EEF0F3', py: 2, position: 'relative' }}
        tabIndex={0}
        role="region"
        aria-label="PDF pages (scrolls)"
        data-testid="pdf-frame"
      >
        {status === 'loading' && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            <Box sx={{ textAlign: 'center' }}>
              <CircularProgress size={28} />
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                Loading preview…
              </Typography>
            </Box>
          </Box>
        )}
        {status === 'error' && (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 3 }}>
            <Box sx={{ textAlign: 'center', maxWidth: 340 }}>
              <PictureAsPdfOutlinedIcon sx={{ fontSize: 44, color: 'text.disabled' }} />
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, mt: 1 }}>
                Preview Unavailable
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                The PDF could not be shown here. You can still download it, or try again in a moment.
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
                <Button variant="contained" startIcon={<DownloadIcon />} onClick={download}>
                  Download PDF
                </Button>
                <Button startIcon={<RefreshIcon />} onClick={() => setAttempt((a) => a + 1)}>
                  Try again
                </Button>
              </Box>
            </Box>
          </Box>
        )}
        {status === 'ready' &&
          doc &&
          Array.from({ length: doc.numPages }, (_, i) => (
            <PdfPageCanvas key={i} doc={doc} pageNumber={i + 1} zoom={zoom} width={width} />
          ))}
      </Box>
    </Box>
  );
}
