import { Circle, Line, Path, Svg, Text, View } from '@react-pdf/renderer';
import type { TechPack } from '@techpack/contracts';
import { flatInputFromPack, renderFlat, type FlatPrim, type FlatResult } from '@techpack/flats';

// The technical flats in the PDF: the engine's primitives drawn with @react-pdf/renderer's vector <Svg> elements
// (the same drawing as GET /api/tech-pack/{id}/flats/{view}.svg, never a raster image).

const dash = (d?: string) => (d ? d.replace(/\s+/g, ',') : undefined);

function Prim({ p }: { p: FlatPrim }) {
  if (p.type === 'path')
    return <Path d={p.d} stroke={p.stroke} strokeWidth={p.strokeWidth} strokeDasharray={dash(p.dash)} fill={p.fill ?? 'none'} fillOpacity={p.fillOpacity} strokeLinejoin="round" strokeLinecap="round" />;
  if (p.type === 'line') return <Line x1={p.x1} y1={p.y1} x2={p.x2} y2={p.y2} stroke={p.stroke} strokeWidth={p.strokeWidth} strokeDasharray={dash(p.dash)} />;
  if (p.type === 'circle') return <Circle cx={p.cx} cy={p.cy} r={p.r} stroke={p.stroke} strokeWidth={p.strokeWidth} fill={p.fill ?? 'none'} fillOpacity={p.fillOpacity} />;
  return (
    <Text x={p.x} y={p.y} fill={p.fill} textAnchor={p.anchor} style={{ fontSize: p.size, fontFamily: p.bold ? 'Helvetica-Bold' : 'Helvetica' }}>
      {p.text}
    </Text>
  );
}

export function FlatSvg({ flat, width, height }: { flat: FlatResult; width: number; height: number }) {
  const k = Math.min(width / flat.width, height / flat.height);
  return (
    <Svg width={flat.width * k} height={flat.height * k} viewBox={`0 0 ${flat.width} ${flat.height}`}>
      {flat.prims.map((p, i) => (
        <Prim key={i} p={p} />
      ))}
    </Svg>
  );
}

/** Front and back side by side, each fitted into width/2 x height (points). */
export function FlatPair({ pack, width, height, callouts, scale }: { pack: TechPack; width: number; height: number; callouts: boolean; scale: number }) {
  const input = flatInputFromPack(pack);
  const opts = { scale, callouts, caption: true };
  const views = [renderFlat(input, 'front', opts), renderFlat(input, 'back', opts)];
  const gap = 8;
  return (
    <View style={{ flexDirection: 'row', justifyContent: 'space-around', alignItems: 'flex-end', width, height }}>
      {views.map((v) => (
        <FlatSvg key={v.view} flat={v} width={(width - gap) / 2} height={height} />
      ))}
    </View>
  );
}
