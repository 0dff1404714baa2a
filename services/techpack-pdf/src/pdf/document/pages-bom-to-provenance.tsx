import { Page, Text, View } from '@react-pdf/renderer';
import { s, label, Badge, Header, Footer, KV, Table } from './parts';
import type { DocContext } from './context';
import { ColourwayMatrix } from './colourway-matrix';
import { LAB_DIP_NOTE, bomMaterial, colourCell, isApproximate } from './bom-cells';
import { componentNamer } from '../../model/component-names';
import { isFactoryLanguage } from '@techpack/catalog';

// Pages 7 and 8 (branding, provenance) have their own module; they are importable from here too.
export { BrandingPage, ProvenancePage } from './pages-branding-provenance';

// 5. BOM
/** "Fabric to be confirmed: A / B / C" while the fabric is a guess (the pack's candidates), else undefined. */
export function fabricToConfirm(pack: DocContext['pack']): string | undefined {
  const m = pack.materials as { fabricStatus?: string; fabricCandidates?: string[] };
  return m.fabricStatus ? `${m.fabricStatus}: ${(m.fabricCandidates ?? []).join(' / ')}` : undefined;
}

export function BomPage({ d }: { d: DocContext }) {
  const { pack, spec } = d;
  const component = componentNamer(pack);
  // in two languages the description (the longest text of a line) takes a little of the ref and article columns
  const bi = isFactoryLanguage((pack as { pdfLanguage?: string }).pdfLanguage) ? 6 : 0;
  return (
    <Page key="p5" size="A4" style={s.page}>
      <Header pack={pack} section="bom" />
      <Text style={s.h2}>Bill of materials (quantities per garment, size {pack.selectedSize})</Text>
      {fabricToConfirm(pack) ? (
        <Text style={s.note}>
          {fabricToConfirm(pack)}: every line below is provisional until the fabric is confirmed.
        </Text>
      ) : null}
      {/* 8 pt: the Component column fits without the rows growing taller than before it */}
      <View style={{ fontSize: 8 }}>
        <Table
          cols={[
            { title: 'Ref', width: 22 - bi / 2, bold: true },
            { title: 'Component', width: 48 },
            { title: 'Category', width: 38 },
            { title: 'Item', width: 64 },
            { title: 'Description', width: 64 + (bi * 3) / 2 },
            { title: 'Placement', width: 46 },
            { title: 'Colour', width: 56 },
            { title: 'Supplier', width: 40 },
            { title: 'Article no.', width: 36 - bi },
            { title: 'Width', width: 30, align: 'right' },
            { title: 'Weight', width: 32, align: 'right' },
            { title: 'Qty', width: 36, align: 'right' },
            { title: 'Source', width: 30, align: 'center' },
          ]}
          rows={pack.bom.map((l) => {
            const m = bomMaterial(l);
            return [
              l.ref,
              component(l.component),
              label(l.category),
              l.item,
              m.description,
              l.placement,
              colourCell(l.color),
              l.supplier,
              l.articleNumber ?? '',
              m.width,
              m.weight,
              `${l.quantity} ${l.unit.split(' ')[0]}${l.quantityBySize ? ` (${spec.sizes[0]} ${l.quantityBySize[spec.sizes[0]]} - ${spec.sizes[spec.sizes.length - 1]} ${l.quantityBySize[spec.sizes[spec.sizes.length - 1]]})` : ''}`,
              { prov: l.provenance },
            ];
          })}
        />
      </View>
      {pack.bom.some((l) => isApproximate(l.color)) ? <Text style={s.note}>{LAB_DIP_NOTE}</Text> : null}
      {/* kept whole: a long BOM moves the box to the next page rather than leaving its last row there alone */}
      <View wrap={false} style={s.box}>
        <Text style={s.h3}>Main fabric</Text>
        <KV
          k="Fabric"
          v={fabricToConfirm(pack) ?? pack.materials.mainFabric}
          p={pack.provenance['materials.mainFabric']}
        />
        <KV
          k="Composition"
          v={pack.materials.fabricDetails.composition}
          p={pack.provenance['materials.fabricDetails']}
        />
        <KV
          k="Weight"
          v={`${pack.materials.fabricDetails.gsm} gsm`}
          p={pack.provenance['materials.fabricDetails']}
        />
        <KV
          k="Texture / category"
          v={`${pack.materials.fabricDetails.texture} / ${pack.materials.fabricDetails.category}`}
        />
        <KV k="Lining" v={label(pack.materials.lining)} p={pack.provenance['materials.lining']} />
        <KV k="Trim" v={label(pack.materials.trim)} p={pack.provenance['materials.trim']} />
        <Text style={s.note}>
          A photo cannot show fibre content or fabric weight: these are catalogue defaults until the designer
          sets them. Suppliers and article numbers to be filled in by the factory.
        </Text>
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
        rows={pack.construction.operations.map((o) => [
          o.operation,
          `${o.isoStitch} ${o.stitchName}`,
          `${o.isoSeam} ${o.seamName}`,
          String(o.spi),
          o.seamAllowanceCm.toFixed(1),
          o.notes,
        ])}
      />
      <KV k="Thread" v={pack.construction.thread} p={pack.construction.provenance} />
      <KV k="Finishing" v={pack.construction.finishing} p={pack.construction.provenance} />
      <KV
        k="Wash / finish"
        v={label(pack.specialFeatures.finish)}
        p={pack.provenance['specialFeatures.finish']}
      />
      <KV
        k="Hardware"
        v={label(pack.specialFeatures.hardware)}
        p={pack.provenance['specialFeatures.hardware']}
      />
      <Text style={s.note}>
        Interior construction cannot be seen in a photo: the operations above are the standard method for this
        garment, its features and its fabric.
        {fabricToConfirm(pack) ? ' Provisional: the fabric is to be confirmed.' : ''}
      </Text>
      <Footer pack={pack} page={6} />
    </Page>
  );
}
