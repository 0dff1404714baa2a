import { useMemo, useState } from 'react';
import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { renderFlat } from '@techpack/flats';
import type { StudioTechPack } from '../lib/types';
import { FlatDrawing } from './FlatDrawing';
import { studioFlatInput } from './input';

function download(svg: string, name: string) {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const fileName = (pack: StudioTechPack, view: string) =>
  `${(pack.styleNumber ?? 'tech-pack').replace(/[^A-Za-z0-9._-]+/g, '-')}-${view}-flat.svg`;

/** Front and back flats of the pack being edited, redrawn on every edit (measurements, features, placement).
 * `marked`: points of measure whose dimension lines are drawn over in red (a fit session's out-of-tolerance points). */
export function FlatsPanel({ pack, marked }: { pack: StudioTechPack; marked?: string[] }) {
  const [allSizes, setAllSizes] = useState(false);
  const input = useMemo(() => studioFlatInput(pack), [pack]);
  const views = useMemo(
    () => (['front', 'back'] as const).map((v) => renderFlat(input, v, { sizes: allSizes ? 'all' : 'base' })),
    [input, allSizes],
  );
  const base = input.baseSize ?? 'M';
  return (
    <Box component="section" aria-label="Technical flats" data-testid="flats-panel">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 1,
        }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Technical flats
        </Typography>
        <FormControlLabel
          control={<Switch size="small" checked={allSizes} onChange={(e) => setAllSizes(e.target.checked)} />}
          label={<Typography variant="body2">All sizes</Typography>}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Drawn to scale from the {base} values of the table; each code marks where that point is measured.
        Edits redraw them at once.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        {views.map((flat) => (
          <Box
            key={flat.view}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1, bgcolor: '#fff' }}
          >
            <FlatDrawing flat={flat} label={`${flat.view === 'front' ? 'Front' : 'Back'} flat`}>
              {flat.callouts
                .filter((c) => marked?.includes(c.key))
                .map((c) => (
                  <g key={c.key} data-testid="flat-marked" data-key={c.key}>
                    <line
                      x1={c.x1}
                      y1={c.y1}
                      x2={c.x2}
                      y2={c.y2}
                      stroke="#DC2626"
                      strokeWidth={2.5}
                      opacity={0.85}
                    />
                    <circle cx={c.tagX} cy={c.tagY} r={7} fill="none" stroke="#DC2626" strokeWidth={1.5} />
                  </g>
                ))}
            </FlatDrawing>
            <Button
              size="small"
              onClick={() => download(flat.svg, fileName(pack, flat.view))}
              sx={{ mt: 0.5 }}
            >
              Download {flat.view} SVG
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
