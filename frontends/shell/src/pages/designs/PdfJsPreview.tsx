import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiRequest } from '@techpack/web-shared';

// Fallback PDF preview with pdf.js (loaded only when a preview opens). Renders every page to a canvas.
export default function PdfJsPreview({ url, onDownload }: { url: string; onDownload(): void }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let alive = true;
    (async () => {
      try {
        const [pdfjs, data] = await Promise.all([
          import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist'),
          apiRequest<Blob>({ url, responseType: 'blob' }),
        ]);
        pdfjs.GlobalWorkerOptions.workerSrc = new URL(
          'pdfjs-dist/build/pdf.worker.min.mjs',
          import.meta.url,
        ).toString();
        const doc = await pdfjs.getDocument({ data: new Uint8Array(await data.arrayBuffer()) }).promise;
        if (!alive || !host.current) return;
        host.current.innerHTML = '';
        const width = Math.min(host.current.clientWidth || 800, 900);
        for (let n = 1; n <= doc.numPages && alive; n++) {
          const page = await doc.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (width / base.width) * (window.devicePixelRatio || 1) });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          Object.assign(canvas.style, {
            width: '100%',
            borderRadius: '8px',
            boxShadow: '0 8px 24px -12px rgba(0,0,0,.35)',
            background: '#fff',
          });
          canvas.setAttribute('aria-label', `Page ${n}`);
          host.current?.appendChild(canvas);
          await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
          if (n === 1 && alive) setState('ready');
        }
      } catch {
        if (alive) setState('failed');
      }
    })();
    return () => {
      alive = false;
    };
  }, [url]);

  return (
    <Box>
      {state === 'loading' && (
        <Box sx={{ py: 8, display: 'grid', placeItems: 'center' }}>
          <CircularProgress size={28} />
        </Box>
      )}
      {state === 'failed' && (
        <Stack spacing={1.5} alignItems="center" sx={{ py: 6, textAlign: 'center' }}>
          <Typography variant="h6">Preview Unavailable</Typography>
          <Typography variant="body2" color="text.secondary">
            The PDF could not be shown here. You can still download it.
          </Typography>
          <Button variant="contained" onClick={onDownload}>
            Download PDF
          </Button>
        </Stack>
      )}
      <Stack ref={host} spacing={2} sx={{ display: state === 'failed' ? 'none' : 'flex' }} />
    </Box>
  );
}
