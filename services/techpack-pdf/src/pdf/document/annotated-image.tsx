import { Image, Svg, Rect, Line, Circle, Text, View } from '@react-pdf/renderer';
import type { TechPack } from '@techpack/contracts';
import { pomGroupOf } from '@techpack/catalog';
import { placedBranding } from '@techpack/flats';
import { LINE, s, label } from './parts';
import { PlacementRows } from './placement-rows';

export interface DocumentInput {
  pack: TechPack;
  image: Buffer | null; // web-sized JPEG
  imageSize: { width: number; height: number } | null;
  logo: { data: Buffer; format: 'png' | 'jpg' } | null;
  onlyPages?: number[]; // 1-based; the render pool splits a document across workers
}

// Where on the garment box the logo (or a placement print) sits, as fractions (0..1) of the box, from position and cm
// distances; null when there is nothing to place (no logo supplied, no placement artwork), as on the flats.
export function logoBox(pack: TechPack): { x: number; y: number; w: number; h: number; text: string } | null {
  const placed = placedBranding(pack);
  if (!placed) return null;
  const b = {
    logoPosition: 'center-chest',
    logoWidth: 8,
    logoHeight: 8,
    logoFromTop: 0,
    logoFromLeft: 0,
    ...placed,
  };
  const group = pomGroupOf(pack.aiAnalysis.garmentType);
  const chest =
    Number(
      String(
        pack.measurements.chestWidth ?? pack.measurements.hip ?? pack.measurements.waist ?? '52',
      ).replace(/[^\d.]/g, ''),
    ) || 52;
  const length =
    Number(String(pack.measurements.length ?? pack.measurements.outseam ?? '70').replace(/[^\d.]/g, '')) ||
    70;
  const sleeves =
    group === 'tee'
      ? 1.45
      : group === 'pants' || group === 'shorts' || group === 'skirt'
        ? 1.05
        : group === 'dress'
          ? 1.15
          : 1.75;
  const boxW = chest * sleeves; // the photo's garment box includes sleeves
  const boxH = length;
  const w = Math.min(0.9, b.logoWidth / boxW);
  const h = Math.min(0.9, b.logoHeight / boxH);
  let cx = 0.5 + b.logoFromLeft / boxW;
  if (b.logoPosition === 'left-chest') cx = 0.5 + (chest * 0.25) / boxW + b.logoFromLeft / boxW; // wearer's left = viewer's right
  if (b.logoPosition === 'right-chest') cx = 0.5 - (chest * 0.25) / boxW + b.logoFromLeft / boxW;
  if (b.logoPosition === 'left-sleeve') cx = 0.92;
  if (b.logoPosition === 'right-sleeve') cx = 0.08;
  if (b.logoPosition === 'pocket') cx = 0.68;
  let top = b.logoFromTop / boxH;
  if (b.logoPosition === 'hem-bottom') top = 1 - h - 0.05;
  if (b.logoPosition === 'collar-back') top = 0.02;
  const what = pack.branding.logo ? 'Logo' : 'Placement print';
  const text = `${what}: ${label(b.logoPosition)}, ${b.logoWidth} x ${b.logoHeight} cm`;
  return { x: Math.max(0, Math.min(1 - w, cx - w / 2)), y: Math.max(0, Math.min(1 - h, top)), w, h, text };
}

export function AnnotatedImage({ input, width }: { input: DocumentInput; width: number }) {
  const { pack, image, imageSize } = input;
  if (!image || !imageSize) return <Text style={s.note}>Reference image unavailable.</Text>;
  const height = Math.min(420, (width * imageSize.height) / imageSize.width);
  const w = (height * imageSize.width) / imageSize.height;
  const bbox = pack.aiAnalysis.proportions?.bbox ?? { left: 0.1, top: 0.1, width: 0.8, height: 0.8 };
  const bx = bbox.left * w;
  const by = bbox.top * height;
  const bw = bbox.width * w;
  const bh = bbox.height * height;
  const logo = logoBox(pack);
  const lx = bx + (logo?.x ?? 0) * bw;
  const ly = by + (logo?.y ?? 0) * bh;
  const lw = (logo?.w ?? 0) * bw;
  const lh = (logo?.h ?? 0) * bh;
  const group = pomGroupOf(pack.aiAnalysis.garmentType);
  const isBottom = group === 'pants' || group === 'shorts' || group === 'skirt';
  const callouts: { n: number; x: number; y: number; text: string }[] = [
    {
      n: 1,
      x: bx + bw / 2,
      y: by + bh * 0.04,
      text: isBottom
        ? `Waistband: ${pack.aiAnalysis.components.waistband ?? 'see construction'}`
        : `Neck / collar: ${pack.aiAnalysis.components.collar ?? pack.aiAnalysis.components.neckline ?? '-'}`,
    },
    {
      n: 2,
      x: bx + bw * (isBottom ? 0.25 : 0.1),
      y: by + bh * (isBottom ? 0.85 : 0.3),
      text: isBottom
        ? `Pockets: ${pack.aiAnalysis.components.pockets ?? '-'}`
        : `Sleeves: ${pack.aiAnalysis.components.sleeves ?? '-'}`,
    },
    { n: 3, x: bx + bw / 2, y: by + bh * 0.6, text: `Closure: ${pack.aiAnalysis.components.closure ?? '-'}` },
    { n: 4, x: bx + bw * 0.5, y: by + bh * 0.97, text: `Hem: ${pack.aiAnalysis.components.hem ?? '-'}` },
    ...(logo ? [{ n: 5, x: lx + lw / 2, y: ly + lh / 2, text: logo.text }] : []),
  ];
  return (
    <View style={s.row}>
      <View style={{ width: w, height, position: 'relative' }}>
        <Image src={{ data: image, format: 'jpg' }} style={{ width: w, height }} />
        <Svg width={w} height={height} style={{ position: 'absolute', top: 0, left: 0 }}>
          <Rect
            x={bx}
            y={by}
            width={bw}
            height={bh}
            stroke="#1565C0"
            strokeWidth={0.8}
            strokeDasharray="3,2"
            fill="none"
          />
          {logo && (
            <Rect
              x={lx}
              y={ly}
              width={Math.max(4, lw)}
              height={Math.max(4, lh)}
              stroke="#D32F2F"
              strokeWidth={1.2}
              fill="#D32F2F"
              fillOpacity={0.15}
            />
          )}
          {logo && <Line x1={lx} y1={ly - 3} x2={lx + lw} y2={ly - 3} stroke="#D32F2F" strokeWidth={0.6} />}
          {callouts.map((c) => (
            <Circle key={c.n} cx={c.x} cy={c.y} r={6} fill="#1F3A5F" stroke="#FFFFFF" strokeWidth={1} />
          ))}
        </Svg>
        {callouts.map((c) => (
          <Text
            key={c.n}
            style={{
              position: 'absolute',
              left: c.x - 6,
              top: c.y - 4,
              width: 12,
              textAlign: 'center',
              color: '#FFFFFF',
              fontSize: 7,
              fontFamily: 'Helvetica-Bold',
            }}
          >
            {String(c.n)}
          </Text>
        ))}
      </View>
      <View style={{ flex: 1, marginLeft: 12 }}>
        <Text style={s.h3}>Callouts</Text>
        {callouts.map((c) => (
          <Text key={c.n} style={{ marginBottom: 4 }}>
            {c.n}. {c.text}
          </Text>
        ))}
        <Text style={s.note}>
          Blue dashed box: garment outline detected in the photo.{' '}
          {logo
            ? 'Red box: logo or print placement to scale from the values below. '
            : 'No logo or placement print to place: none is drawn. '}
          Components marked assumed in the analysis were not visible in the photo.
        </Text>
        <Text style={s.h3}>Artwork placement</Text>
        <PlacementRows pack={pack} />
        {input.logo ? (
          <View style={{ marginTop: 6 }}>
            <Text style={s.small}>Artwork: {pack.branding.logoFile ?? 'logo'}</Text>
            <Image
              src={{ data: input.logo.data, format: input.logo.format }}
              style={{ width: 90, height: 60, objectFit: 'contain', borderWidth: 0.5, borderColor: LINE }}
            />
          </View>
        ) : pack.branding.logo ? (
          <Text style={s.note}>Artwork: {pack.branding.logoFile ?? 'logo'} supplied separately.</Text>
        ) : null}
      </View>
    </View>
  );
}
