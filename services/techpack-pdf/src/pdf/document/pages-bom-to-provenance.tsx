import { Page, Text, View } from '@react-pdf/renderer';
import { PROVENANCE_LEGEND, PROVENANCE_VALUES } from '@techpack/contracts';
import { CARE_SYMBOL_TEXT, type CareSymbolCode } from '@techpack/catalog';
import { FlatPair } from '../../flats/flat-pdf';
import { placedBranding } from '@techpack/flats';
import { s, label, Badge, Header, Footer, KV, Table } from './parts';
import type { DocContext } from './context';
import { ColourwayMatrix } from './colourway-matrix';
import { CareSymbolRow } from './care-symbols';
import { PlacementRows } from './placement-rows';
import { LAB_DIP_NOTE, bomMaterial, colourCell, isApproximate } from './bom-cells';
import { componentNamer } from '../../model/component-names';

// 5. BOM
/** "Fabric to be confirmed: A / B / C" while the fabric is a guess (the pack's candidates), else undefined. */
export function fabricToConfirm(pack: DocContext['pack']): string | undefined {
  const m = pack.materials as { fabricStatus?: string; fabricCandidates?: string[] };
  return m.fabricStatus ? `${m.fabricStatus}: ${(m.fabricCandidates ?? []).join(' / ')}` : undefined;
}

export function BomPage({ d }: { d: DocContext }) {
  const { pack, spec } = d;
  const component = componentNamer(pack);
  return (
    <Page key="p5" size="A4" style={s.page}>
      <Header pack={pack} section="bom" />
      <Text style={s.h2}>Bill of materials (quantities per garment, size {pack.selectedSize})</Text>
      {fabricToConfirm(pack) ? <Text style={s.note}>{fabricToConfirm(pack)}: every line below is provisional until the fabric is confirmed.</Text> : null}
      {/* 8 pt: the Component column fits without the rows growing taller than before it */}
      <View style={{ fontSize: 8 }}>
        <Table
          cols={[
            { title: 'Ref', width: 22, bold: true },
            { title: 'Component', width: 48 },
            { title: 'Category', width: 38 },
            { title: 'Item', width: 64 },
            { title: 'Description', width: 64 },
            { title: 'Placement', width: 46 },
            { title: 'Colour', width: 56 },
            { title: 'Supplier', width: 40 },
            { title: 'Article no.', width: 36 },
            { title: 'Width', width: 30, align: 'right' },
            { title: 'Weight', width: 32, align: 'right' },
            { title: 'Qty', width: 36, align: 'right' },
            { title: 'Source', width: 30, align: 'center' },
          ]}
          rows={pack.bom.map((l) => {
            const m = bomMaterial(l);
            return [l.ref, component(l.component), label(l.category), l.item, m.description, l.placement, colourCell(l.color), l.supplier, l.articleNumber ?? '', m.width, m.weight, `${l.quantity} ${l.unit.split(' ')[0]}${l.quantityBySize ? ` (${spec.sizes[0]} ${l.quantityBySize[spec.sizes[0]]} - ${spec.sizes[spec.sizes.length - 1]} ${l.quantityBySize[spec.sizes[spec.sizes.length - 1]]})` : ''}`, { prov: l.provenance }];
          })}
        />
      </View>
      {pack.bom.some((l) => isApproximate(l.color)) ? <Text style={s.note}>{LAB_DIP_NOTE}</Text> : null}
      {/* kept whole: a long BOM moves the box to the next page rather than leaving its last row there alone */}
      <View wrap={false} style={s.box}>
        <Text style={s.h3}>Main fabric</Text>
        <KV k="Fabric" v={fabricToConfirm(pack) ?? pack.materials.mainFabric} p={pack.provenance['materials.mainFabric']} />
        <KV k="Composition" v={pack.materials.fabricDetails.composition} p={pack.provenance['materials.fabricDetails']} />
        <KV k="Weight" v={`${pack.materials.fabricDetails.gsm} gsm`} p={pack.provenance['materials.fabricDetails']} />
        <KV k="Texture / category" v={`${pack.materials.fabricDetails.texture} / ${pack.materials.fabricDetails.category}`} />
        <KV k="Lining" v={label(pack.materials.lining)} p={pack.provenance['materials.lining']} />
        <KV k="Trim" v={label(pack.materials.trim)} p={pack.provenance['materials.trim']} />
        <Text style={s.note}>A photo cannot show fibre content or fabric weight: these are catalogue defaults until the designer sets them. Suppliers and article numbers to be filled in by the factory.</Text>
      </View>
      <Footer pack={pack} page={5} />
    </Page>
  );
}

// 6. Colourways and construction
export function ColourwaysPage({ d }: { d: DocContext }) {
  const { pack, a } = d;
  return (
    <Page key="p6" size="A4" style={s.page}>
      <Header pack={pack} section="colourways" />
      <Text style={s.h2}>Colourways</Text>
      {/* one colour model: the colourway matrix holds the pack's colours (its sample column), no separate list */}
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
      <ColourwayMatrix pack={pack} />
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
      <Text style={s.note}>
        Interior construction cannot be seen in a photo: the operations above are the standard method for this garment, its features and its fabric.
        {fabricToConfirm(pack) ? ' Provisional: the fabric is to be confirmed.' : ''}
      </Text>
      <Footer pack={pack} page={6} />
    </Page>
  );
}

// 7. Branding, labels, packaging, care
export function BrandingPage({ d }: { d: DocContext }) {
  const { pack } = d;
  return (
    <Page key="p7" size="A4" style={s.page}>
      <Header pack={pack} section="branding" />
      <Text style={s.h2}>Branding and labels</Text>
      <View style={s.box}>
        <KV k="Logo" v={pack.branding.logoFile ?? (pack.branding.logo ? 'Supplied' : 'None yet')} p={pack.provenance['branding.logo']} />
        <PlacementRows pack={pack} />
        <KV k="Main label" v={pack.branding.mainLabel} p={pack.provenance['branding.mainLabel']} />
        <KV k="Size label" v={label(pack.branding.sizeLabelFormat)} p={pack.provenance['branding.sizeLabelFormat']} />
      </View>
      <FlatPair pack={pack} width={531} height={165} callouts={false} scale={2} />
      <Text style={[s.small, { marginBottom: 4 }]}>
        {placedBranding(pack) ? 'Red box: artwork at its position and size (to scale) on the flat.' : 'No logo or placement print supplied: nothing is placed on the flat.'}
      </Text>
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
        <CareSymbolRow codes={pack.care.symbols} />
        {/* the symbols carry their meaning below them; the lines add what symbols cannot say (notes, fibre content) */}
        {pack.care.lines.filter((l) => !(pack.care.symbols ?? []).some((c) => CARE_SYMBOL_TEXT[c as CareSymbolCode] === l)).map((l, i) => (
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
    </Page>
  );
}

// 8. Provenance and revisions
export function ProvenancePage({ d }: { d: DocContext }) {
  const { pack, openChecks } = d;
  return (
    <Page key="p8" size="A4" style={s.page}>
      <Header pack={pack} section="provenance" />
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
    </Page>
  );
}
