import { Document, Image, Page, StyleSheet, Svg, Rect, Line, Circle, Text, View, Font } from '@react-pdf/renderer';
import { PROVENANCE_LEGEND, PROVENANCE_VALUES, type Provenance, type TechPack } from '@techpack/contracts';
import { pomGroupOf } from '@techpack/catalog';
import { FlatPair } from '../flats/flat-pdf';

// The factory document: A4 portrait, Helvetica (built in, nothing to load), one topic per page.

Font.registerHyphenationCallback((word) => [word]);

const INK = '#1B1F24';
const MUTED = '#5B6470';
const LINE = '#C9CED6';
const ACCENT = '#1F3A5F';
const BASE_BG = '#FFF4D6';

const PROV_COLOR: Record<Provenance, string> = {
  detected: '#2E7D32',
  estimated: '#C77700',
  standard: '#6B7280',
  user: '#1565C0',
};

const s = StyleSheet.create({
  page: { paddingTop: 64, paddingBottom: 40, paddingHorizontal: 32, fontFamily: 'Helvetica', fontSize: 8.5, color: INK },
  header: { position: 'absolute', top: 20, left: 32, right: 32, flexDirection: 'row', justifyContent: 'space-between', borderBottomWidth: 1.5, borderBottomColor: ACCENT, paddingBottom: 6 },
  brand: { fontFamily: 'Helvetica-Bold', fontSize: 11, color: ACCENT },
  headerRight: { fontSize: 7.5, color: MUTED, textAlign: 'right' },
  footer: { position: 'absolute', bottom: 16, left: 32, right: 32, fontSize: 7, color: MUTED, borderTopWidth: 0.5, borderTopColor: LINE, paddingTop: 4 },
  h1: { fontFamily: 'Helvetica-Bold', fontSize: 16, marginBottom: 6 },
  h2: { fontFamily: 'Helvetica-Bold', fontSize: 11, color: ACCENT, marginBottom: 6, marginTop: 4 },
  h3: { fontFamily: 'Helvetica-Bold', fontSize: 9, marginBottom: 3, marginTop: 6 },
  small: { fontSize: 7, color: MUTED },
  row: { flexDirection: 'row' },
  table: { borderWidth: 0.5, borderColor: LINE, marginBottom: 8 },
  tr: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: LINE, minHeight: 14, alignItems: 'center' },
  th: { flexDirection: 'row', backgroundColor: ACCENT, color: '#FFFFFF', fontFamily: 'Helvetica-Bold', minHeight: 16, alignItems: 'center' },
  cell: { paddingHorizontal: 3, paddingVertical: 2 },
  kvKey: { width: 92, color: MUTED },
  kvVal: { flex: 1, fontFamily: 'Helvetica-Bold' },
  badge: { fontSize: 6.5, color: '#FFFFFF', paddingHorizontal: 3, paddingVertical: 1, borderRadius: 2, alignSelf: 'flex-start' },
  swatch: { width: 54, height: 40, borderWidth: 0.5, borderColor: LINE, marginBottom: 3 },
  note: { fontSize: 7.5, color: MUTED, marginTop: 4, lineHeight: 1.3 },
  box: { borderWidth: 0.5, borderColor: LINE, padding: 6, marginBottom: 8 },
});

const label = (v: string) => v.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

function Badge({ p }: { p: Provenance | undefined }) {
  const v = p ?? 'standard';
  return <Text style={[s.badge, { backgroundColor: PROV_COLOR[v] }]}>{v.toUpperCase()}</Text>;
}

function Header({ pack }: { pack: TechPack }) {
  const rev = pack.revisions[pack.revisions.length - 1];
  return (
    <View style={s.header}>
      <Text style={s.brand}>
        TECH PACK  |  {pack.styleNumber}
        <Text style={[s.small, { fontFamily: "Helvetica" }]}>{`\n${label(pack.aiAnalysis.garmentType)}  -  ${pack.season}  -  Sample size ${pack.selectedSize}`}</Text>
      </Text>
      <Text style={s.headerRight}>{`Rev ${rev?.rev ?? 1}  -  ${(rev?.at ?? pack.updatedAt).slice(0, 10)}\nTech Pack Studio`}</Text>
    </View>
  );
}

export const TOTAL_PAGES = 8;

// Page numbers are static: every section is one page by construction (no `render` callbacks, which cost a second layout pass).
function Footer({ pack, page }: { pack: TechPack; page: number }) {
  return (
    <Text style={s.footer}>
      {`${pack.styleNumber}  -  all measurements in cm unless noted  -  confirm ESTIMATED / STANDARD values on the proto sample          Page ${page} of ${TOTAL_PAGES}`}
    </Text>
  );
}

function KV({ k, v, p }: { k: string; v: string; p?: Provenance }) {
  return (
    <View style={[s.row, { marginBottom: 3, alignItems: 'center' }]}>
      <Text style={s.kvKey}>{k}</Text>
      <Text style={s.kvVal}>{v}</Text>
      {p ? <Badge p={p} /> : null}
    </View>
  );
}

type Col = { title: string; width: number | string; align?: 'left' | 'right' | 'center'; bold?: boolean };
type Cell = string | { prov: Provenance };

function Table({ cols, rows, highlightCol, zebra = true }: { cols: Col[]; rows: Cell[][]; highlightCol?: number; zebra?: boolean }) {
  return (
    <View style={s.table}>
      <View style={s.th}>
        {cols.map((c, i) => (
          <Text key={i} style={[s.cell, { width: c.width as number, textAlign: c.align ?? 'left' }, i === highlightCol ? { backgroundColor: '#C98B1A' } : {}]}>
            {c.title}
          </Text>
        ))}
      </View>
      {rows.map((r, ri) => (
        <View key={ri} style={[s.tr, zebra && ri % 2 === 1 ? { backgroundColor: '#F5F7FA' } : {}]}>
          {r.map((v, i) =>
            typeof v === 'string' ? (
              <Text
                key={i}
                style={[
                  s.cell,
                  { width: cols[i].width as number, textAlign: cols[i].align ?? 'left' },
                  cols[i].bold ? { fontFamily: 'Helvetica-Bold' } : {},
                  i === highlightCol ? { backgroundColor: BASE_BG, fontFamily: 'Helvetica-Bold' } : {},
                ]}
              >
                {v}
              </Text>
            ) : (
              <Text key={i} style={[s.cell, { width: cols[i].width as number, textAlign: 'center', fontSize: 6.5, fontFamily: 'Helvetica-Bold', color: PROV_COLOR[v.prov] }]}>
                {v.prov.toUpperCase()}
              </Text>
            ),
          )}
        </View>
      ))}
    </View>
  );
}

export interface DocumentInput {
  pack: TechPack;
  image: Buffer | null; // web-sized JPEG
  imageSize: { width: number; height: number } | null;
  logo: { data: Buffer; format: 'png' | 'jpg' } | null;
  onlyPages?: number[]; // 1-based; the render pool splits a document across workers
}

// Where on the garment box the logo sits, as fractions (0..1) of the box, from position and cm distances.
function logoBox(pack: TechPack): { x: number; y: number; w: number; h: number } {
  const b = pack.branding;
  const group = pomGroupOf(pack.aiAnalysis.garmentType);
  const chest = Number(String(pack.measurements.chestWidth ?? pack.measurements.hip ?? pack.measurements.waist ?? '52').replace(/[^\d.]/g, '')) || 52;
  const length = Number(String(pack.measurements.length ?? pack.measurements.outseam ?? '70').replace(/[^\d.]/g, '')) || 70;
  const sleeves = group === 'tee' ? 1.45 : group === 'pants' || group === 'shorts' || group === 'skirt' ? 1.05 : group === 'dress' ? 1.15 : 1.75;
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
  return { x: Math.max(0, Math.min(1 - w, cx - w / 2)), y: Math.max(0, Math.min(1 - h, top)), w, h };
}

function AnnotatedImage({ input, width }: { input: DocumentInput; width: number }) {
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
  const lx = bx + logo.x * bw;
  const ly = by + logo.y * bh;
  const lw = logo.w * bw;
  const lh = logo.h * bh;
  const group = pomGroupOf(pack.aiAnalysis.garmentType);
  const isBottom = group === 'pants' || group === 'shorts' || group === 'skirt';
  const callouts: { n: number; x: number; y: number; text: string }[] = [
    { n: 1, x: bx + bw / 2, y: by + bh * 0.04, text: isBottom ? `Waistband: ${pack.aiAnalysis.components.waistband ?? 'see construction'}` : `Neck / collar: ${pack.aiAnalysis.components.collar ?? pack.aiAnalysis.components.neckline ?? '-'}` },
    { n: 2, x: bx + bw * (isBottom ? 0.25 : 0.1), y: by + bh * (isBottom ? 0.85 : 0.3), text: isBottom ? `Pockets: ${pack.aiAnalysis.components.pockets ?? '-'}` : `Sleeves: ${pack.aiAnalysis.components.sleeves ?? '-'}` },
    { n: 3, x: bx + bw / 2, y: by + bh * 0.6, text: `Closure: ${pack.aiAnalysis.components.closure ?? '-'}` },
    { n: 4, x: bx + bw * 0.5, y: by + bh * 0.97, text: `Hem: ${pack.aiAnalysis.components.hem ?? '-'}` },
    { n: 5, x: lx + lw / 2, y: ly + lh / 2, text: `Logo: ${label(pack.branding.logoPosition)}, ${pack.branding.logoWidth} x ${pack.branding.logoHeight} cm` },
  ];
  return (
    <View style={s.row}>
      <View style={{ width: w, height, position: 'relative' }}>
        <Image src={{ data: image, format: 'jpg' }} style={{ width: w, height }} />
        <Svg width={w} height={height} style={{ position: 'absolute', top: 0, left: 0 }}>
          <Rect x={bx} y={by} width={bw} height={bh} stroke="#1565C0" strokeWidth={0.8} strokeDasharray="3,2" fill="none" />
          <Rect x={lx} y={ly} width={Math.max(4, lw)} height={Math.max(4, lh)} stroke="#D32F2F" strokeWidth={1.2} fill="#D32F2F" fillOpacity={0.15} />
          <Line x1={lx} y1={ly - 3} x2={lx + lw} y2={ly - 3} stroke="#D32F2F" strokeWidth={0.6} />
          {callouts.map((c) => (
            <Circle key={c.n} cx={c.x} cy={c.y} r={6} fill="#1F3A5F" stroke="#FFFFFF" strokeWidth={1} />
          ))}
        </Svg>
        {callouts.map((c) => (
          <Text key={c.n} style={{ position: 'absolute', left: c.x - 6, top: c.y - 4, width: 12, textAlign: 'center', color: '#FFFFFF', fontSize: 7, fontFamily: 'Helvetica-Bold' }}>
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
          Blue dashed box: garment outline detected in the photo. Red box: logo placement to scale from the branding values below. Components marked
          assumed in the analysis were not visible in the photo.
        </Text>
        <Text style={s.h3}>Artwork placement</Text>
        <KV k="Position" v={label(pack.branding.logoPosition)} p={pack.provenance['branding.logoPosition']} />
        <KV k="Size (W x H)" v={`${pack.branding.logoWidth} x ${pack.branding.logoHeight} cm`} p={pack.provenance['branding.logoWidth']} />
        <KV k="From top" v={`${pack.branding.logoFromTop} cm below HPS / waistband`} p={pack.provenance['branding.logoFromTop']} />
        <KV k="From centre" v={`${pack.branding.logoFromLeft} cm (negative = left)`} p={pack.provenance['branding.logoFromLeft']} />
        <KV k="Method" v={label(pack.branding.logoMethod)} p={pack.provenance['branding.logoMethod']} />
        <KV k="Print colours" v={label(pack.branding.logoColors)} p={pack.provenance['branding.logoColors']} />
        {input.logo ? (
          <View style={{ marginTop: 6 }}>
            <Text style={s.small}>Artwork: {pack.branding.logoFile ?? 'logo'}</Text>
            <Image src={{ data: input.logo.data, format: input.logo.format }} style={{ width: 90, height: 60, objectFit: 'contain', borderWidth: 0.5, borderColor: LINE }} />
          </View>
        ) : (
          <Text style={s.note}>{pack.branding.logo ? 'Artwork: vector (SVG) file supplied separately.' : 'No logo artwork supplied yet.'}</Text>
        )}
      </View>
    </View>
  );
}

export function TechPackDocument({ input }: { input: DocumentInput }) {
  const { pack } = input;
  const a = pack.aiAnalysis;
  const spec = pack.pointsOfMeasure;
  const baseCol = 4 + spec.sizes.indexOf(spec.baseSize);
  const sizeW = 40;
  const conf = `${(Math.round(a.confidence * 1000) / 10).toFixed(1)}%`;
  const title = `${label(a.garmentType)} - ${pack.styleNumber}`;
  const comps = Object.entries(a.components).filter(([k, v]) => k !== 'assumed' && typeof v === 'string') as [string, string][];
  const assumed = new Set((a.components.assumed as string[] | undefined) ?? []);
  // issue 15: a component is 'seen' only when its feature was detected in the photo
  const sources = a.components.sources as Record<string, string> | undefined;
  const seenTag = (k: string) => {
    const src = sources?.[k];
    if (src) return src === 'detected' ? '  (seen)' : src === 'user' ? '  (designer)' : src === 'assumed' ? '  (assumed: confirm)' : '  (estimated: confirm)';
    return assumed.has(k) ? '  (assumed)' : '  (seen)';
  };
  const inches = pack.pdfUnit === 'in';
  const unitValue = (cm: number, digits: number) => (inches ? (Math.round(cm * 0.393701 * 100) / 100).toFixed(2) : cm.toFixed(digits));
  const openChecks = (pack as { openChecks?: string[] }).openChecks ?? [];
  return (
    <Document title={title} author="Tech Pack Studio" subject="Garment technical specification" creator="Tech Pack Studio" producer="Tech Pack Studio">
      {[
      /* 1. Cover */
      <Page key="p1" size="A4" style={s.page}>
        <Header pack={pack} />
        <Text style={s.h1}>{title}</Text>
        <View style={s.row}>
          <View style={{ width: 250, marginRight: 16 }}>
            {input.image ? <Image src={{ data: input.image, format: 'jpg' }} style={{ width: 250, maxHeight: 360, objectFit: 'contain' }} /> : null}
            <Text style={s.small}>Reference image: {pack.upload.originalName}</Text>
          </View>
          <View style={{ flex: 1 }}>
            <Text style={s.h2}>Style</Text>
            <KV k="Style number" v={pack.styleNumber} />
            {pack.styleName ? <KV k="Style name" v={pack.styleName} /> : null}
            <KV k="Season" v={pack.season} />
            <KV k="Garment type" v={label(a.garmentType)} p={pack.provenance['aiAnalysis.garmentType']} />
            <KV k="Silhouette" v={a.silhouette} p={pack.provenance['aiAnalysis.silhouette']} />
            <KV k="Style category" v={a.styleCategory} p={pack.provenance['aiAnalysis.styleCategory']} />
            <KV k="Sample size" v={pack.selectedSize} />
            <KV k="Size range" v={`${spec.sizes[0]} - ${spec.sizes[spec.sizes.length - 1]}`} />
            <KV k="Main fabric" v={`${pack.materials.mainFabric} (${pack.materials.fabricDetails.gsm} gsm)`} p={pack.provenance['materials.mainFabric']} />
            <KV k="Analysis" v={`${conf} confidence (${a.analyzer ?? 'analyzer'})`} />
            <KV k="Created" v={pack.createdAt.slice(0, 10)} />
            <Text style={s.h2}>Colourway</Text>
            <View style={[s.row, { flexWrap: 'wrap' }]}>
              {pack.colors.map((c, i) => (
                <View key={i} style={{ marginRight: 8, marginBottom: 6, width: 60 }}>
                  <View style={[s.swatch, { backgroundColor: c.hex }]} />
                  <Text style={{ fontSize: 7, fontFamily: 'Helvetica-Bold' }}>{c.name}</Text>
                  <Text style={s.small}>{c.pantone}</Text>
                  <Text style={s.small}>{c.hex}</Text>
                </View>
              ))}
            </View>
            <Text style={s.h2}>Flats</Text>
            <FlatPair pack={pack} width={265} height={150} callouts={false} scale={2} />
          </View>
        </View>
        <Text style={s.h2}>Description</Text>
        <Text>{a.description}</Text>
        <Text style={s.h2}>Components</Text>
        <View style={[s.row, { flexWrap: 'wrap' }]}>
          {comps.map(([k, v]) => (
            <Text key={k} style={{ width: '50%', marginBottom: 3 }}>
              <Text style={{ fontFamily: 'Helvetica-Bold' }}>{label(k)}: </Text>
              {v}
              {seenTag(k)}
            </Text>
          ))}
        </View>
        <Text style={s.h2}>Contents</Text>
        <Text>
          1 Cover  -  2 Reference image and artwork placement  -  3 Graded measurement spec  -  4 How to measure  -  5 Bill of materials  -  6
          Colourways and construction  -  7 Branding, labels, packaging and care  -  8 Provenance and revision history
        </Text>
        <Footer pack={pack} page={1} />
      </Page>,

      /* 2. Annotated reference image */
      <Page key="p2" size="A4" style={s.page}>
        <Header pack={pack} />
        <Text style={s.h2}>Reference image, callouts and artwork placement</Text>
        <AnnotatedImage input={input} width={300} />
        <Footer pack={pack} page={2} />
      </Page>,

      /* 3. Graded spec */
      <Page key="p3" size="A4" style={s.page}>
        <Header pack={pack} />
        <Text style={s.h2}>Graded measurement specification ({inches ? 'inches' : 'cm'}, garment laid flat)</Text>
        <Text style={[s.note, { marginBottom: 6 }]}>
          Sample (base) size {spec.baseSize} highlighted. Tolerance is +/- per POM, at least 0.3 cm (1/8"), and under half the grade step where the step is 1 cm
          or more; detail heights do not grade. Grade step is the change per size; the step into XXL is 1.25 x. {inches ? 'Values in inches (1 cm = 0.393701 in, 2 decimals).' : '1 cm = 0.3937 in.'}
        </Text>
        <Table
          highlightCol={baseCol}
          cols={[
            { title: 'POM', width: 30, bold: true },
            { title: 'Description', width: 150 },
            { title: 'Tol +/-', width: 36, align: 'right' },
            { title: 'Grade', width: 34, align: 'right' },
            ...spec.sizes.map((sz) => ({ title: sz === spec.baseSize ? `${sz} *` : sz, width: sizeW, align: 'right' as const })),
            { title: 'Source', width: 50, align: 'center' as const },
          ]}
          rows={spec.rows.map((r) => [
            r.code,
            r.name,
            unitValue(r.tolerance, 2),
            unitValue(r.gradeStep, 1),
            ...spec.sizes.map((sz) => unitValue(r.values[sz], 1)),
            { prov: r.provenance },
          ])}
        />
        <Text style={s.note}>
          Measurements marked ESTIMATED were scaled from the garment proportions in the photo; STANDARD values come from the size chart for this garment type.
          Both must be confirmed on the proto sample.
        </Text>
        <Footer pack={pack} page={3} />
      </Page>,

      /* 4. How to measure */
      <Page key="p4" size="A4" style={s.page}>
        <Header pack={pack} />
        <Text style={s.h2}>How to measure</Text>
        <Text style={[s.note, { marginBottom: 6 }]}>Garment laid flat, relaxed, buttoned / zipped closed. HPS = high point shoulder. 1/2 = half the circumference.</Text>
        <FlatPair pack={pack} width={531} height={spec.rows.length > 18 ? 230 : 300} callouts scale={2.4} />
        <Text style={[s.small, { marginBottom: 6, marginTop: 2 }]}>Flats drawn to scale from the sample size ({spec.baseSize}) values of the table; each code marks where that point is measured.</Text>
        <Table
          cols={[
            { title: 'POM', width: 34, bold: true },
            { title: 'Point of measure', width: 150 },
            { title: 'Where and how', width: 346 },
          ]}
          rows={spec.rows.map((r) => [r.code, r.name, r.howToMeasure])}
        />
        <Footer pack={pack} page={4} />
      </Page>,

      /* 5. BOM */
      <Page key="p5" size="A4" style={s.page}>
        <Header pack={pack} />
        <Text style={s.h2}>Bill of materials (quantities per garment, size {pack.selectedSize})</Text>
        <Table
          cols={[
            { title: 'Ref', width: 26, bold: true },
            { title: 'Category', width: 52 },
            { title: 'Item', width: 92 },
            { title: 'Description', width: 140 },
            { title: 'Placement', width: 88 },
            { title: 'Colour', width: 56 },
            { title: 'Qty', width: 40, align: 'right' },
            { title: 'Source', width: 46, align: 'center' },
          ]}
          rows={pack.bom.map((l) => [l.ref, label(l.category), l.item, l.description, l.placement, l.color, `${l.quantity} ${l.unit.split(' ')[0]}${l.quantityBySize ? ` (${spec.sizes[0]} ${l.quantityBySize[spec.sizes[0]]} - ${spec.sizes[spec.sizes.length - 1]} ${l.quantityBySize[spec.sizes[spec.sizes.length - 1]]})` : ''}`, { prov: l.provenance }])}
        />
        <View style={s.box}>
          <Text style={s.h3}>Main fabric</Text>
          <KV k="Fabric" v={pack.materials.mainFabric} p={pack.provenance['materials.mainFabric']} />
          <KV k="Composition" v={pack.materials.fabricDetails.composition} p={pack.provenance['materials.fabricDetails']} />
          <KV k="Weight" v={`${pack.materials.fabricDetails.gsm} gsm`} p={pack.provenance['materials.fabricDetails']} />
          <KV k="Texture / category" v={`${pack.materials.fabricDetails.texture} / ${pack.materials.fabricDetails.category}`} />
          <KV k="Lining" v={label(pack.materials.lining)} p={pack.provenance['materials.lining']} />
          <KV k="Trim" v={label(pack.materials.trim)} p={pack.provenance['materials.trim']} />
          <Text style={s.note}>A photo cannot show fibre content or fabric weight: these are catalogue defaults until the designer sets them. Suppliers and article numbers to be filled in by the factory.</Text>
        </View>
        <Footer pack={pack} page={5} />
      </Page>,

      /* 6. Colourways and construction */
      <Page key="p6" size="A4" style={s.page}>
        <Header pack={pack} />
        <Text style={s.h2}>Colourways</Text>
        <View style={[s.row, { flexWrap: 'wrap', marginBottom: 6 }]}>
          {pack.colors.map((c, i) => (
            <View key={i} style={{ width: 120, marginRight: 10, marginBottom: 8, flexDirection: 'row' }}>
              <View style={{ width: 40, height: 40, backgroundColor: c.hex, borderWidth: 0.5, borderColor: LINE, marginRight: 6 }} />
              <View>
                <Text style={{ fontFamily: 'Helvetica-Bold' }}>
                  {i === 0 ? 'Main: ' : `Colour ${i + 1}: `}
                  {c.name}
                </Text>
                <Text>Pantone {c.pantone}</Text>
                <Text style={s.small}>Screen {c.hex}</Text>
              </View>
            </View>
          ))}
        </View>
        <View style={[s.row, { marginBottom: 8 }]}>
          <Badge p={pack.provenance.colors} />
          <Text style={[s.small, { marginLeft: 4 }]}>
            {pack.provenance.colors === 'detected' && !a.dominantColors?.length
              ? 'Colour family seen in the photo; the shade is the nearest palette colour: confirm the colourway and approve a lab dip.'
              : pack.provenance.colors === 'detected'
              ? 'Colours measured from the garment pixels (background removed); Pantone is the nearest TCX reference of the palette: approve a lab dip.'
              : pack.provenance.colors === 'user'
                ? 'Colours set by the designer; approve a lab dip.'
                : 'Colour estimated (not measured from the photo): confirm the colourway and approve a lab dip.'}
          </Text>
        </View>
        <Text style={s.h2}>Construction</Text>
        <Table
          cols={[
            { title: 'Operation', width: 110, bold: true },
            { title: 'ISO 4915 stitch', width: 98 },
            { title: 'ISO 4916 seam', width: 100 },
            { title: 'SPI', width: 26, align: 'right' },
            { title: 'SA cm', width: 32, align: 'right' },
            { title: 'Notes', width: 164 },
          ]}
          rows={pack.construction.operations.map((o) => [o.operation, `${o.isoStitch} ${o.stitchName}`, `${o.isoSeam} ${o.seamName}`, String(o.spi), o.seamAllowanceCm.toFixed(1), o.notes])}
        />
        <KV k="Thread" v={pack.construction.thread} p={pack.construction.provenance} />
        <KV k="Finishing" v={pack.construction.finishing} p={pack.construction.provenance} />
        <KV k="Wash / finish" v={label(pack.specialFeatures.finish)} p={pack.provenance['specialFeatures.finish']} />
        <KV k="Hardware" v={label(pack.specialFeatures.hardware)} p={pack.provenance['specialFeatures.hardware']} />
        <Text style={s.note}>Interior construction cannot be seen in a photo: the operations above are the standard method for this garment, its features and its fabric.</Text>
        <Footer pack={pack} page={6} />
      </Page>,

      /* 7. Branding, labels, packaging, care */
      <Page key="p7" size="A4" style={s.page}>
        <Header pack={pack} />
        <Text style={s.h2}>Branding and labels</Text>
        <View style={s.box}>
          <KV k="Logo" v={pack.branding.logoFile ?? (pack.branding.logo ? 'Supplied' : 'None yet')} p={pack.provenance['branding.logo']} />
          <KV k="Placement" v={`${label(pack.branding.logoPosition)}; ${pack.branding.logoFromTop} cm from top, ${pack.branding.logoFromLeft} cm from centre`} p={pack.provenance['branding.logoPosition']} />
          <KV k="Size" v={`${pack.branding.logoWidth} x ${pack.branding.logoHeight} cm`} p={pack.provenance['branding.logoWidth']} />
          <KV k="Method / colours" v={`${label(pack.branding.logoMethod)} / ${label(pack.branding.logoColors)}`} p={pack.provenance['branding.logoMethod']} />
          <KV k="Main label" v={pack.branding.mainLabel} p={pack.provenance['branding.mainLabel']} />
          <KV k="Size label" v={label(pack.branding.sizeLabelFormat)} p={pack.provenance['branding.sizeLabelFormat']} />
        </View>
        <FlatPair pack={pack} width={531} height={165} callouts={false} scale={2} />
        <Text style={[s.small, { marginBottom: 4 }]}>Red box: artwork at its position and size (to scale) on the flat.</Text>
        <Text style={s.h2}>Hang tag and packaging</Text>
        <View style={s.box}>
          <KV k="Hang tag style" v={label(pack.branding.hangTagStyle)} p={pack.provenance['branding.hangTagStyle']} />
          <KV k="Hang tag content" v={pack.branding.hangTagContent} p={pack.provenance['branding.hangTagContent']} />
          <KV k="Packaging" v={label(pack.branding.packaging)} p={pack.provenance['branding.packaging']} />
          <KV k="Folding" v="Folded with tissue, size sticker on bag, one garment per bag" />
        </View>
        <Text style={s.h2}>Care</Text>
        <View style={s.box}>
          <KV k="Care instruction" v={label(pack.care.instruction)} p={pack.care.provenance} />
          {pack.care.lines.map((l, i) => (
            <Text key={i} style={{ marginLeft: 92, marginBottom: 2 }}>
              -  {l}
            </Text>
          ))}
        </View>
        <Text style={s.h2}>Trims</Text>
        <Table
          cols={[
            { title: 'Trim', width: 120, bold: true },
            { title: 'Specification', width: 410 },
          ]}
          rows={Object.entries(pack.trims).map(([k, v]) => [label(k.replace(/([A-Z])/g, ' $1').toLowerCase()), String(v ?? '-')])}
        />
        <Footer pack={pack} page={7} />
      </Page>,

      /* 8. Provenance and revisions */
      <Page key="p8" size="A4" style={s.page}>
        <Header pack={pack} />
        <Text style={s.h2}>Provenance legend: what the factory must confirm</Text>
        <View style={s.box}>
          {PROVENANCE_VALUES.map((p) => (
            <View key={p} style={[s.row, { marginBottom: 4, alignItems: 'center' }]}>
              <View style={{ width: 64 }}>
                <Badge p={p} />
              </View>
              <Text>{PROVENANCE_LEGEND[p]}</Text>
            </View>
          ))}
        </View>
        <Text style={s.h3}>Field sources</Text>
        <View style={[s.row, { flexWrap: 'wrap', marginBottom: 8 }]}>
          {Object.entries(pack.provenance)
            .filter(([k]) => !k.startsWith('measurements.') && !k.startsWith('branding.'))
            .map(([k, p]) => (
              <View key={k} style={[s.row, { width: '50%', marginBottom: 3, alignItems: 'center' }]}>
                <Text style={{ width: 150 }}>{k}</Text>
                <Badge p={p} />
              </View>
            ))}
        </View>
        {openChecks.length ? (
          <View style={s.box}>
            <Text style={s.h3}>Open checks ({openChecks.length}): to resolve or confirm before sampling</Text>
            {openChecks.slice(0, 12).map((c, i) => (
              <Text key={i} style={{ marginBottom: 2 }}>
                - {c}
              </Text>
            ))}
          </View>
        ) : null}
        <Text style={s.h2}>Revision history</Text>
        <Table
          cols={[
            { title: 'Rev', width: 30, bold: true },
            { title: 'Date', width: 110 },
            { title: 'By', width: 50 },
            { title: 'Change', width: 340 },
          ]}
          rows={pack.revisions.map((r) => [String(r.rev), r.at.replace('T', ' ').slice(0, 16) + ' UTC', r.by, r.summary + (r.changes?.length ? `: ${r.changes.slice(0, 6).map((c) => `${c.field} ${c.from} -> ${c.to}`).join('; ')}${r.changes.length > 6 ? '; ...' : ''}` : r.fields.length ? ` (${r.fields.slice(0, 8).join(', ')}${r.fields.length > 8 ? ', ...' : ''})` : '')])}
        />
        <Text style={s.h2}>Sample comments and approval</Text>
        <View style={[s.row]}>
          {['Designer', 'Factory technician', 'QC'].map((who) => (
            <View key={who} style={[s.box, { flex: 1, marginRight: 6, height: 70 }]}>
              <Text style={s.small}>{who}: name, date, signature</Text>
            </View>
          ))}
        </View>
        <Footer pack={pack} page={8} />
      </Page>,
      ].filter((_, i) => !input.onlyPages || input.onlyPages.includes(i + 1))}
    </Document>
  );
}
