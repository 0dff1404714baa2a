import type { FlatPrim, FlatResult } from '@techpack/flats';

// One flat view drawn with React SVG elements from the engine's primitives (the same ones the PDF draws).
function Prim({ p }: { p: FlatPrim }) {
  const stroke = (q: {
    stroke: string;
    strokeWidth: number;
    dash?: string;
    fill?: string;
    fillOpacity?: number;
  }) => ({
    stroke: q.stroke,
    strokeWidth: q.strokeWidth,
    strokeDasharray: q.dash,
    fill: q.fill ?? 'none',
    fillOpacity: q.fillOpacity,
  });
  if (p.type === 'path') return <path d={p.d} data-role={p.role} {...stroke(p)} />;
  if (p.type === 'line')
    return <line x1={p.x1} y1={p.y1} x2={p.x2} y2={p.y2} data-role={p.role} {...stroke(p)} />;
  if (p.type === 'circle') return <circle cx={p.cx} cy={p.cy} r={p.r} data-role={p.role} {...stroke(p)} />;
  return (
    <text
      x={p.x}
      y={p.y}
      fontSize={p.size}
      fontFamily="Helvetica, Arial, sans-serif"
      fontWeight={p.bold ? 700 : 400}
      textAnchor={p.anchor}
      fill={p.fill}
      data-role={p.role}
    >
      {p.text}
    </text>
  );
}

// one <g data-component> per garment component (as the server's SVG), annotations (callouts, caption) after them
function groupsOf(prims: readonly FlatPrim[]): [string, [FlatPrim, number][]][] {
  const groups = new Map<string, [FlatPrim, number][]>();
  prims.forEach((p, i) => {
    const k = (p as FlatPrim & { component?: string }).component ?? '';
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push([p, i]);
  });
  const free = groups.get('') ?? [];
  groups.delete('');
  return [...groups.entries(), ['', free]];
}

export interface FlatDrawingProps {
  flat: FlatResult;
  label: string;
  maxHeight?: number;
  children?: React.ReactNode;
}

export function FlatDrawing({ flat, label, maxHeight = 420, children }: FlatDrawingProps) {
  return (
    <svg
      viewBox={`0 0 ${flat.width} ${flat.height}`}
      role="img"
      aria-label={label}
      data-testid={`flat-${flat.view}`}
      style={{ display: 'block', width: '100%', height: 'auto', maxHeight, background: '#fff' }}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      {groupsOf(flat.prims).map(([component, prims]) =>
        component ? (
          <g key={component} data-component={component}>
            {prims.map(([p, i]) => (
              <Prim key={i} p={p} />
            ))}
          </g>
        ) : (
          prims.map(([p, i]) => <Prim key={i} p={p} />)
        ),
      )}
      {children}
    </svg>
  );
}
