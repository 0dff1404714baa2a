import { Text, View } from '@react-pdf/renderer';
import type { TechPack } from '@techpack/contracts';
import { ACCENT, LINE, s } from './parts';
import { LAB_DIP_NOTE, colourCell, isApproximate } from './bom-cells';
import { colourMatrix, type MatrixColour, type MatrixRow } from './colour-matrix-rows';

// The colourway matrix, the colour page's one colour model (colour-matrix-rows.ts): components down, colourways
// across, the sample colourway first and marked; each cell a swatch with the colour's name, its Pantone reference (a
// star where approximate, the lab-dip note once below) and its screen hex. Five colourways per table keep the cells
// legible on A4; a style with more gets a second (and third) table below.
const PER_TABLE = 5;
const REF_W = 130;
const CELL_W = 78;

function RowLabel({ row }: { row: MatrixRow }) {
  if (row.colourIndex !== undefined)
    return (
      <Text style={{ fontFamily: 'Helvetica-Bold', color: ACCENT }}>
        {row.colourIndex === 0 ? 'Main' : `Colour ${row.colourIndex + 1}`}
      </Text>
    );
  const [first] = row.lines;
  if (row.lines.length === 1) {
    return (
      <Text>
        <Text style={{ fontFamily: 'Helvetica-Bold', color: ACCENT }}>{first.ref} </Text>
        {first.item}
      </Text>
    );
  }
  // lines sharing every cell share a row: their refs, and their items while few enough to read
  return (
    <View>
      <Text style={{ fontFamily: 'Helvetica-Bold', color: ACCENT }}>
        {row.lines.map((l) => l.ref).join(', ')}
      </Text>
      {row.lines.length <= 4 ? <Text style={s.small}>{row.lines.map((l) => l.item).join(', ')}</Text> : null}
    </View>
  );
}

function Cell({ c }: { c: MatrixColour | undefined }) {
  const custom = !c?.pantone || c.pantone === 'Custom';
  return (
    <View style={[s.cell, { width: CELL_W, flexDirection: 'row', alignItems: 'center' }]}>
      {c ? (
        <View
          style={{
            width: 12,
            height: 12,
            backgroundColor: c.hex,
            borderWidth: 0.5,
            borderColor: LINE,
            marginRight: 3,
          }}
        />
      ) : null}
      <View style={{ flex: 1 }}>
        <Text style={{ fontSize: 7 }}>{c ? c.name : '-'}</Text>
        {c ? <Text style={[s.small, { fontSize: 6 }]}>{custom ? c.hex : colourCell(c.pantone)}</Text> : null}
        {c && !custom ? <Text style={[s.small, { fontSize: 6 }]}>{c.hex}</Text> : null}
      </View>
    </View>
  );
}

export function ColourwayMatrix({ pack }: { pack: TechPack }) {
  const matrix = colourMatrix(pack);
  if (!matrix) return <Text style={s.note}>No component colours given yet.</Text>;
  const chunks: { start: number; names: string[] }[] = [];
  for (let i = 0; i < matrix.columns.length; i += PER_TABLE)
    chunks.push({ start: i, names: matrix.columns.slice(i, i + PER_TABLE) });
  const approximate = matrix.rows.some((r) => r.cells.some((c) => isApproximate(c?.pantone)));
  return (
    <View>
      <Text style={s.h3}>Colourway matrix</Text>
      {chunks.map(({ start, names }) => (
        <View key={start} style={s.table}>
          <View style={s.th}>
            <Text style={[s.cell, { width: REF_W }]}>Component</Text>
            {names.map((name, i) => (
              <View key={i} style={[s.cell, { width: CELL_W }]}>
                <Text>{name}</Text>
                {start + i === 0 ? <Text style={{ fontSize: 6 }}>Sample</Text> : null}
              </View>
            ))}
          </View>
          {matrix.rows.map((row, ri) => (
            <View key={ri} style={[s.tr, ri % 2 === 1 ? { backgroundColor: '#F5F7FA' } : {}]} wrap={false}>
              <View style={[s.cell, { width: REF_W }]}>
                <RowLabel row={row} />
              </View>
              {names.map((_, i) => (
                <Cell key={i} c={row.cells[start + i]} />
              ))}
            </View>
          ))}
        </View>
      ))}
      {approximate ? <Text style={s.note}>{LAB_DIP_NOTE}</Text> : null}
    </View>
  );
}
