import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { renderFlat } from '@techpack/flats';
import type { CommentThread } from '@techpack/contracts';
import type { StudioTechPack } from '../lib/types';
import { FlatDrawing } from '../flats/FlatDrawing';
import { studioFlatInput } from '../flats/input';
import { fieldKey, openCounts } from './anchors';

type View = 'front' | 'back';

export interface PinnedFlatsProps {
  pack: StudioTechPack;
  threads: CommentThread[];
  // the field the designer jumped to, drawn highlighted
  highlight?: string | null;
  // a click on a flat: a point to pin a new thread to (in the drawing's own coordinates)
  onPick?: (view: View, x: number, y: number) => void;
  picked?: { view: View; x: number; y: number } | null;
}

// Where the drawing was clicked, in its viewBox coordinates.
function toDrawing(
  e: React.MouseEvent<SVGSVGElement>,
  width: number,
  height: number,
): { x: number; y: number } {
  const svg = e.currentTarget;
  const m = svg.getScreenCTM?.();
  if (m && typeof DOMPoint !== 'undefined') {
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: Math.round(p.x), y: Math.round(p.y) };
  }
  const r = svg.getBoundingClientRect();
  return {
    x: Math.round(((e.clientX - r.left) / (r.width || 1)) * width),
    y: Math.round(((e.clientY - r.top) / (r.height || 1)) * height),
  };
}

// The front and back flats with a marker on each point of measure that has threads (its open count), a pin on each
// point someone commented on, and a click to pin a new one.
export function PinnedFlats({ pack, threads, highlight, onPick, picked }: PinnedFlatsProps) {
  const input = useMemo(() => studioFlatInput(pack), [pack]);
  const views = useMemo(
    () => (['front', 'back'] as const).map((v) => renderFlat(input, v, { sizes: 'base' })),
    [input],
  );
  const counts = useMemo(() => openCounts(threads), [threads]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
      {views.map((flat) => {
        const pins = [...counts.entries()].filter(
          ([, m]) => m.anchor.kind === 'flat' && m.anchor.view === flat.view,
        );
        return (
          <Box
            key={flat.view}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: 0.5,
              bgcolor: '#fff',
              cursor: onPick ? 'crosshair' : 'default',
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {flat.view === 'front' ? 'Front' : 'Back'}: click to pin a comment
            </Typography>
            <Box
              data-testid={`pin-target-${flat.view}`}
              onClick={(e: React.MouseEvent<HTMLDivElement>) => {
                const svg = e.currentTarget.querySelector('svg');
                if (!svg || !onPick) return;
                const p = toDrawing(
                  { ...e, currentTarget: svg } as unknown as React.MouseEvent<SVGSVGElement>,
                  flat.width,
                  flat.height,
                );
                onPick(flat.view, p.x, p.y);
              }}
            >
              <FlatDrawing
                flat={flat}
                label={`${flat.view === 'front' ? 'Front' : 'Back'} flat with comments`}
                maxHeight={260}
              >
                {flat.callouts.map((c) => {
                  const m = counts.get(`pom:${c.key}`);
                  if (!m) return null;
                  const on = highlight === `pom:${c.key}`;
                  return (
                    <g key={c.key} data-testid="pom-marker" data-key={c.key} data-open={m.open}>
                      <line
                        x1={c.x1}
                        y1={c.y1}
                        x2={c.x2}
                        y2={c.y2}
                        stroke={on ? '#DC2626' : '#2563EB'}
                        strokeWidth={on ? 3 : 2}
                        opacity={0.8}
                      />
                      <circle cx={c.tagX + 12} cy={c.tagY - 12} r={9} fill={m.open ? '#2563EB' : '#9CA3AF'} />
                      <text
                        x={c.tagX + 12}
                        y={c.tagY - 8.5}
                        fontSize={10}
                        textAnchor="middle"
                        fill="#fff"
                        fontWeight={700}
                      >
                        {m.open}
                      </text>
                    </g>
                  );
                })}
                {pins.map(([key, m]) => (
                  <g key={key} data-testid="flat-pin" data-open={m.open}>
                    <circle
                      cx={m.anchor.x}
                      cy={m.anchor.y}
                      r={highlight === key ? 11 : 8}
                      fill={m.open ? '#DC2626' : '#9CA3AF'}
                      opacity={0.9}
                    />
                    <text
                      x={m.anchor.x}
                      y={(m.anchor.y ?? 0) + 3.5}
                      fontSize={10}
                      textAnchor="middle"
                      fill="#fff"
                      fontWeight={700}
                    >
                      {m.open}
                    </text>
                  </g>
                ))}
                {picked && picked.view === flat.view ? (
                  <circle
                    data-testid="new-pin"
                    cx={picked.x}
                    cy={picked.y}
                    r={8}
                    fill="none"
                    stroke="#DC2626"
                    strokeWidth={2.5}
                    strokeDasharray="3 2"
                  />
                ) : null}
              </FlatDrawing>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export { fieldKey };
