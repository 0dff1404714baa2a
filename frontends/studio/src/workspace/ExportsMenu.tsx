import { Button, Divider, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { api, apiRequest, toast } from '@techpack/web-shared';
import { DownloadIcon } from '../lib/icons';
import { downloadPdf } from '../viewer/blob';
import { pdfFileName } from '@techpack/contracts';
import type { StudioTechPack } from '../lib/types';

// Whether the server drafts a pattern for this pack (asked only when the menu opens: drafting costs the server time).
const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    workspacePatternProbe: build.query<{ ok: boolean }, string>({
      queryFn: async (id) => {
        try {
          await apiRequest({ url: `/api/tech-pack/${encodeURIComponent(id)}/pattern` });
          return { data: { ok: true } };
        } catch {
          return { data: { ok: false } };
        }
      },
      providesTags: (_r, _e, id) => [{ type: 'TechPack', id }],
    }),
  }),
  overrideExisting: false,
});

async function save(url: string, name: string): Promise<void> {
  const blob = await apiRequest<Blob>({ url, responseType: 'blob' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

const fileStem = (pack: StudioTechPack) =>
  (pack.styleNumber ?? 'tech-pack').replace(/[^A-Za-z0-9._-]+/g, '-');

/** The pack's exports in one place: PDF, Excel, JSON and, where the garment has one, its pattern. */
export function ExportsMenu({ pack }: { pack: StudioTechPack }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const probe = probeApi.useWorkspacePatternProbeQuery(pack.id, { skip: !anchor });
  const base = `/api/tech-pack/${encodeURIComponent(pack.id)}`;
  const run = (what: string, task: () => Promise<void>) => () => {
    setAnchor(null);
    task().catch(() =>
      toast({
        title: 'Export Failed',
        description: `The ${what} could not be downloaded. Try again in a moment.`,
        variant: 'destructive',
      }),
    );
  };
  const size = pack.selectedSize ?? 'M';
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? 'workspace-exports' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Exports
      </Button>
      <Menu id="workspace-exports" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run('PDF', () => downloadPdf(pack.id, pdfFileName(pack)))}>
          <ListItemText primary="PDF tech pack" />
        </MenuItem>
        <MenuItem
          onClick={run('Excel file', () => save(`${base}/export.xlsx`, `${fileStem(pack)}-tech-pack.xlsx`))}
        >
          <ListItemText primary="Excel (.xlsx)" />
        </MenuItem>
        <MenuItem
          onClick={run('JSON file', () => save(`${base}/export.json`, `${fileStem(pack)}-tech-pack.json`))}
        >
          <ListItemText primary="JSON" />
        </MenuItem>
        {probe.data?.ok && <Divider />}
        {probe.data?.ok && (
          <MenuItem
            onClick={run('pattern', () =>
              save(
                `${base}/pattern.pdf?size=${encodeURIComponent(size)}&paper=a4`,
                `${fileStem(pack)}-pattern-${size}.pdf`,
              ),
            )}
          >
            <ListItemText primary="Pattern PDF (A4, tiled)" />
          </MenuItem>
        )}
        {probe.data?.ok && (
          <MenuItem
            onClick={run('pattern', () =>
              save(`${base}/pattern.dxf?sizes=all`, `${fileStem(pack)}-pattern.dxf`),
            )}
          >
            <ListItemText primary="Pattern DXF (all sizes)" />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
