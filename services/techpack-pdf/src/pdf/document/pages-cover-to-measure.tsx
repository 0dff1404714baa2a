import { Image, Page, Text, View } from '@react-pdf/renderer';
import { FlatPair } from '../../flats/flat-pdf';
import { DRAFT_MARK } from '@techpack/contracts';
import { codeWords, gradeColumnText } from '@techpack/catalog';
import { s, label, Header, Footer, KV, Table } from './parts';
import { AnnotatedImage } from './annotated-image';
import { CoverTalk } from './pack-talk-pages';
import { fabricToConfirm } from './pages-bom-to-provenance';
import type { DocContext } from './context';
import { Contents } from './contents';

// 1. Cover
export function CoverPage({ d }: { d: DocContext }) {
  const { pack, a, spec, conf, title, comps, seenTag, input, open } = d;
  // the cover's swatches stay on one row, so the flats below them keep their size whatever the colourway
  const shown = pack.colors.slice(0, 4);
  const swatchW = Math.floor((265 - 6 * (shown.length - 1)) / Math.max(1, shown.length));
  return (
    <Page key="p1" size="A4" style={s.page}>
      <Header pack={pack} section="cover" />
      <Text style={s.h1}>{title}</Text>
      {pack.status !== 'ready' ? (
        <View style={[s.box, { borderColor: '#B71C1C', marginBottom: 6 }]}>
          <Text style={{ fontFamily: 'Helvetica-Bold', color: '#B71C1C' }}>{DRAFT_MARK}</Text>
          <Text style={s.note}>
            {open.length
              ? `Open (${open.length}): ${open.map((i) => `${i.label.toLowerCase()} ${codeWords(i.value).toLowerCase()} (${i.reason === 'thin-margin' ? 'detected, thin margin' : i.reason})`).join('; ')}`
              : 'Every answer is confirmed or seen in the photo: the designer has not yet marked the pack ready.'}
          </Text>
        </View>
      ) : null}
      <CoverTalk pack={pack} />
      <View style={s.row}>
        <View style={{ width: 250, marginRight: 16 }}>
          {input.image ? (
            <Image
              src={{ data: input.image, format: 'jpg' }}
              style={{ width: 250, maxHeight: 360, objectFit: 'contain' }}
            />
          ) : null}
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
          <KV
            k="Main fabric"
            v={
              fabricToConfirm(pack) ??
              `${pack.materials.mainFabric} (${pack.materials.fabricDetails.gsm} gsm)`
            }
            p={pack.provenance['materials.mainFabric']}
          />
          <KV k="Analysis" v={`${conf} confidence (${a.analyzer ?? 'analyzer'})`} />
          <KV k="Created" v={pack.createdAt.slice(0, 10)} />
          <Text style={s.h2}>Colourway</Text>
          <View style={s.row}>
            {shown.map((c, i) => (
              <View
                key={i}
                style={{
                  marginRight: i < shown.length - 1 ? 6 : 0,
                  marginBottom: 6,
                  width: Math.min(60, swatchW),
                }}
              >
                <View style={[s.swatch, { width: Math.min(54, swatchW), backgroundColor: c.hex }]} />
                <Text style={{ fontSize: 7, fontFamily: 'Helvetica-Bold' }}>{c.name}</Text>
                <Text style={s.small}>{c.pantone}</Text>
                <Text style={s.small}>{c.hex}</Text>
              </View>
            ))}
          </View>
          {pack.colors.length > shown.length ? (
            <Text style={s.small}>{`+${pack.colors.length - shown.length} more on the colourways page`}</Text>
          ) : null}
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
      <Contents pack={pack} />
      <Footer pack={pack} page={1} />
    </Page>
  );
}

// 2. Annotated reference image
export function ReferenceImagePage({ d }: { d: DocContext }) {
  const { pack, input } = d;
  return (
    <Page key="p2" size="A4" style={s.page}>
      <Header pack={pack} section="reference" />
      <Text style={s.h2}>Reference image, callouts and artwork placement</Text>
      <AnnotatedImage input={input} width={300} />
      <Footer pack={pack} page={2} />
    </Page>
  );
}

// 3. Graded spec
export function GradedSpecPage({ d }: { d: DocContext }) {
  const { pack, spec, baseCol, sizeW, inches, unitValue } = d;
  return (
    <Page key="p3" size="A4" style={s.page}>
      <Header pack={pack} section="graded" />
      <Text style={s.h2}>
        Graded measurement specification ({inches ? 'inches' : 'cm'}, garment laid flat)
      </Text>
      <Text style={[s.note, { marginBottom: 6 }]}>
        Sample (base) size {spec.baseSize} highlighted. Tolerance is +/- per POM, at least 0.3 cm (1/8"), and
        under half the grade step where the step is 1 cm or more; detail heights do not grade. Grade step is
        the change per size, a range where the size range's body table steps unevenly; steps follow that table
        ({pack.sizeRange ?? 'unisex'}, fit {pack.fit ?? 'regular'}).{' '}
        {inches ? 'Values in inches to the nearest 1/8 in.' : '1 cm = 0.3937 in.'}
      </Text>
      <Table
        highlightCol={baseCol}
        cols={[
          { title: 'POM', width: 30, bold: true },
          { title: 'Description', width: 150 },
          { title: 'Tol +/-', width: 36, align: 'right' },
          { title: 'Grade', width: 34, align: 'right' },
          ...spec.sizes.map((sz) => ({
            title: sz === spec.baseSize ? `${sz} *` : sz,
            width: sizeW,
            align: 'right' as const,
          })),
          { title: 'Source', width: 50, align: 'center' as const },
        ]}
        rows={spec.rows.map((r) => [
          r.code,
          r.name,
          unitValue(r.tolerance, 2),
          gradeColumnText(r, spec.sizes, (cm) => unitValue(cm, 1)),
          ...spec.sizes.map((sz) => unitValue(r.values[sz], 1)),
          { prov: r.provenance },
        ])}
      />
      <Text style={s.note}>
        Measurements marked ESTIMATED were scaled from the garment proportions in the photo; STANDARD values
        come from the size chart for this garment type. Both must be confirmed on the proto sample.
      </Text>
      <Footer pack={pack} page={3} />
    </Page>
  );
}

// 4. How to measure
export function HowToMeasurePage({ d }: { d: DocContext }) {
  const { pack, spec } = d;
  return (
    <Page key="p4" size="A4" style={s.page}>
      <Header pack={pack} section="howToMeasure" />
      <Text style={s.h2}>How to measure</Text>
      <Text style={[s.note, { marginBottom: 6 }]}>
        Garment laid flat, relaxed, buttoned / zipped closed. HPS = high point shoulder. 1/2 = half the
        circumference.
      </Text>
      <FlatPair pack={pack} width={531} height={spec.rows.length > 18 ? 230 : 300} callouts scale={2.4} />
      <Text style={[s.small, { marginBottom: 6, marginTop: 2 }]}>
        Flats drawn to scale from the sample size ({spec.baseSize}) values of the table; each code marks where
        that point is measured.
      </Text>
      <Table
        cols={[
          { title: 'POM', width: 34, bold: true },
          { title: 'Point of measure', width: 150 },
          { title: 'Where and how', width: 346 },
        ]}
        rows={spec.rows.map((r) => [r.code, r.name, r.howToMeasure])}
      />
      <Footer pack={pack} page={4} />
    </Page>
  );
}
