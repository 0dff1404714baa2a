import { Circle, Line, Path, Svg, Text, View } from '@react-pdf/renderer';
import type { TechPack } from '@techpack/contracts';
import { flatInputFromPack, renderFlat, type FlatPrim, type FlatResult } from '@techpack/flats';

// The technical flats in the PDF: the engine's primitives drawn with @react-pdf/renderer's vector <Svg> elements
// (the same drawing as GET /api/tech-pack/{id}/flats/{view}.svg, never a raster image).

const dash = (d?: string) => (d ? d.replace(/\s+/g, ',') : undefined);

function Prim({ p }: { p: FlatPrim }) {
  if (p.type === 'path')
    return (
      <Path
        d={p.d}
        stroke={p.stroke}
        strokeWidth={p.strokeWidth}
        strokeDasharray={dash(p.dash)}
        fill={p.fill ?? 'none'}
        fillOpacity={p.fillOpacity}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    );
  if (p.type === 'line')
    return (
      <Line
        x1={p.x1}
        y1={p.y1}
        x2={p.x2}
        y2={p.y2}
        stroke={p.stroke}
        strokeWidth={p.strokeWidth}
        strokeDasharray={dash(p.dash)}
      />
    );
  if (p.type === 'circle')
    return (
      <Circle
        cx={p.cx}
        cy={p.cy}
        r={p.r}
        stroke={p.stroke}
        strokeWidth={p.strokeWidth}
        fill={p.fill ?? 'none'}
        fillOpacity={p.fillOpacity}
      />
    );
  return (
    <Text
      x={p.x}
      y={p.y}
      fill={p.fill}
      textAnchor={p.anchor}
      style={{ fontSize: p.size, fontFamily: p.bold ? 'Helvetica-Bold' : 'Helvetica' }}
    >
      {p.text}
    </Text>
  );
}

/** Fewer elements for the layout engine: consecutive stroke-only paths and lines of one line style become one path. */
export function compactPrims(prims: FlatPrim[]): FlatPrim[] {
  const out: FlatPrim[] = [];
  for (const p of prims) {
    const d =
      p.type === 'line' ? `M${p.x1} ${p.y1}L${p.x2} ${p.y2}` : p.type === 'path' && !p.fill ? p.d : undefined;
    const last = out[out.length - 1];
    if (d !== undefined && p.type !== 'text' && p.type !== 'circle') {
      if (
        last &&
        last.type === 'path' &&
        !last.fill &&
        last.stroke === p.stroke &&
        last.strokeWidth === p.strokeWidth &&
        last.dash === p.dash
      ) {
        out[out.length - 1] = { ...last, d: last.d + d };
        continue;
      }
      out.push({
        type: 'path',
        d,
        role: p.role,
        stroke: p.stroke,
        strokeWidth: p.strokeWidth,
        ...(p.dash ? { dash: p.dash } : {}),
      });
      continue;
    }
    if (p.type === 'circle') {
      // consecutive circles of one style (buttons, print dots) become one path of arcs
      const c = `M${p.cx - p.r} ${p.cy}a${p.r} ${p.r} 0 1 0 ${2 * p.r} 0a${p.r} ${p.r} 0 1 0 ${-2 * p.r} 0Z`;
      if (
        last &&
        last.type === 'path' &&
        last.role === '#circles' &&
        last.stroke === p.stroke &&
        last.strokeWidth === p.strokeWidth &&
        last.fill === p.fill &&
        last.fillOpacity === p.fillOpacity
      ) {
        out[out.length - 1] = { ...last, d: last.d + c };
        continue;
      }
      out.push({
        type: 'path',
        d: c,
        role: '#circles',
        stroke: p.stroke,
        strokeWidth: p.strokeWidth,
        fill: p.fill,
        fillOpacity: p.fillOpacity,
      });
      continue;
    }
    out.push(p);
  }
  return out;
}

export function FlatSvg({ flat, width, height }: { flat: FlatResult; width: number; height: number }) {
  const k = Math.min(width / flat.width, height / flat.height);
  return (
    <Svg width={flat.width * k} height={flat.height * k} viewBox={`0 0 ${flat.width} ${flat.height}`}>
      {compactPrims(flat.prims).map((p, i) => (
        <Prim key={i} p={p} />
      ))}
    </Svg>
  );
}

/** Front and back side by side, each fitted into width/2 x height (points). */
export function FlatPair({
  pack,
  width,
  height,
  callouts,
  scale,
}: {
  pack: TechPack;
  width: number;
  height: number;
  callouts: boolean;
  scale: number;
}) {
  const input = flatInputFromPack(pack);
  const opts = { scale, callouts, caption: true };
  const views = [renderFlat(input, 'front', opts), renderFlat(input, 'back', opts)];
  const gap = 8;
  return (
    <View
      style={{ flexDirection: 'row', justifyContent: 'space-around', alignItems: 'flex-end', width, height }}
    >
      {views.map((v) => (
        <FlatSvg key={v.view} flat={v} width={(width - gap) / 2} height={height} />
      ))}
    </View>
  );
}
