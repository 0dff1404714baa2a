import { Text, View } from '@react-pdf/renderer';
import type { TechPack } from '@techpack/contracts';
import { ACCENT, LINE, s } from './parts';

// The colourway matrix (issue 53): components (BOM lines with a colour in some colourway) down, colourways across,
// each cell a swatch with the colour's name and Pantone reference. Five colourways per table keep the cells legible on
// A4; a style with more gets a second (and third) table below.
const PER_TABLE = 5;
const REF_W = 130;
const CELL_W = 78;

export function ColourwayMatrix({ pack }: { pack: TechPack }) {
  const colourways = pack.colourways ?? [];
  if (colourways.length === 0) return null;
  const lines = pack.bom.filter((l) => colourways.some((cw) => cw.colours[l.ref]));
  const chunks: (typeof colourways)[] = [];
  for (let i = 0; i < colourways.length; i += PER_TABLE) chunks.push(colourways.slice(i, i + PER_TABLE));
  return (
    <View>
      <Text style={s.h3}>Colourway matrix ({colourways.length} colourway{colourways.length === 1 ? '' : 's'}; the first, {colourways[0].name}, is the sample)</Text>
      {lines.length === 0 ? <Text style={s.note}>No component colours given yet.</Text> : null}
      {lines.length > 0 &&
        chunks.map((chunk, ci) => (
          <View key={ci} style={s.table} wrap={false}>
            <View style={s.th}>
              <Text style={[s.cell, { width: REF_W }]}>Component</Text>
              {chunk.map((cw, i) => (
                <Text key={i} style={[s.cell, { width: CELL_W }]}>
                  {cw.name}
                  {ci === 0 && i === 0 ? ' (sample)' : ''}
                </Text>
              ))}
            </View>
            {lines.map((l, ri) => (
              <View key={l.ref} style={[s.tr, ri % 2 === 1 ? { backgroundColor: '#F5F7FA' } : {}]}>
                <Text style={[s.cell, { width: REF_W }]}>
                  <Text style={{ fontFamily: 'Helvetica-Bold', color: ACCENT }}>{l.ref} </Text>
                  {l.item}
                </Text>
                {chunk.map((cw, i) => {
                  const c = cw.colours[l.ref];
                  return (
                    <View key={i} style={[s.cell, { width: CELL_W, flexDirection: 'row', alignItems: 'center' }]}>
                      {c ? <View style={{ width: 12, height: 12, backgroundColor: c.hex, borderWidth: 0.5, borderColor: LINE, marginRight: 3 }} /> : null}
                      <View style={{ flex: 1 }}>
                        <Text style={{ fontSize: 7 }}>{c ? c.name : '-'}</Text>
                        {c ? <Text style={[s.small, { fontSize: 6 }]}>{c.pantone === 'Custom' ? c.hex : c.pantone}</Text> : null}
                      </View>
                    </View>
                  );
                })}
              </View>
            ))}
          </View>
        ))}
    </View>
  );
}
