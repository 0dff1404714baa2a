import { Page, Text, View } from '@react-pdf/renderer';
import { PROVENANCE_LEGEND, PROVENANCE_VALUES } from '@techpack/contracts';
import { CARE_SYMBOL_TEXT, type CareSymbolCode } from '@techpack/catalog';
import { FlatPair } from '../../flats/flat-pdf';
import { placedBranding } from '@techpack/flats';
import { s, label, Badge, Header, Footer, KV, Table } from './parts';
import type { DocContext } from './context';
import { CareSymbolRow } from './care-symbols';
import { PlacementRows } from './placement-rows';

// 7. Branding, labels, packaging, care
export function BrandingPage({ d }: { d: DocContext }) {
  const { pack } = d;
  return (
    <Page key="p7" size="A4" style={s.page}>
      <Header pack={pack} section="branding" />
      <Text style={s.h2}>Branding and labels</Text>
      <View style={s.box}>
        <KV
          k="Logo"
          v={pack.branding.logoFile ?? (pack.branding.logo ? 'Supplied' : 'None yet')}
          p={pack.provenance['branding.logo']}
        />
        <PlacementRows pack={pack} />
        <KV k="Main label" v={pack.branding.mainLabel} p={pack.provenance['branding.mainLabel']} />
        <KV
          k="Size label"
          v={label(pack.branding.sizeLabelFormat)}
          p={pack.provenance['branding.sizeLabelFormat']}
        />
      </View>
      <FlatPair pack={pack} width={531} height={165} callouts={false} scale={2} />
      <Text style={[s.small, { marginBottom: 4 }]}>
        {placedBranding(pack)
          ? 'Red box: artwork at its position and size (to scale) on the flat.'
          : 'No logo or placement print supplied: nothing is placed on the flat.'}
      </Text>
      <Text style={s.h2}>Hang tag and packaging</Text>
      <View style={s.box}>
        <KV
          k="Hang tag style"
          v={label(pack.branding.hangTagStyle)}
          p={pack.provenance['branding.hangTagStyle']}
        />
        <KV
          k="Hang tag content"
          v={pack.branding.hangTagContent}
          p={pack.provenance['branding.hangTagContent']}
        />
        <KV k="Packaging" v={label(pack.branding.packaging)} p={pack.provenance['branding.packaging']} />
        <KV k="Folding" v="Folded with tissue, size sticker on bag, one garment per bag" />
      </View>
      <Text style={s.h2}>Care</Text>
      <View style={s.box}>
        <KV k="Care instruction" v={label(pack.care.instruction)} p={pack.care.provenance} />
        <CareSymbolRow codes={pack.care.symbols} />
        {/* the symbols carry their meaning below them; the lines add what symbols cannot say (notes, fibre content) */}
        {pack.care.lines
          .filter((l) => !(pack.care.symbols ?? []).some((c) => CARE_SYMBOL_TEXT[c as CareSymbolCode] === l))
          .map((l, i) => (
            <Text key={i} style={{ marginLeft: 92, marginBottom: 2 }}>
              - {l}
            </Text>
          ))}
      </View>
      <Text style={s.h2}>Trims</Text>
      <Table
        cols={[
          { title: 'Trim', width: 120, bold: true },
          { title: 'Specification', width: 410 },
        ]}
        rows={Object.entries(pack.trims).map(([k, v]) => [
          label(k.replace(/([A-Z])/g, ' $1').toLowerCase()),
          String(v ?? '-'),
        ])}
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
        rows={pack.revisions.map((r) => [
          String(r.rev),
          r.at.replace('T', ' ').slice(0, 16) + ' UTC',
          r.by,
          r.summary +
            (r.changes?.length
              ? `: ${r.changes
                  .slice(0, 6)
                  .map((c) => `${c.field} ${c.from} -> ${c.to}`)
                  .join('; ')}${r.changes.length > 6 ? '; ...' : ''}`
              : r.fields.length
                ? ` (${r.fields.slice(0, 8).join(', ')}${r.fields.length > 8 ? ', ...' : ''})`
                : ''),
        ])}
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
