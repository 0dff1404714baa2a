import { Circle, Path, Svg, Text, View } from '@react-pdf/renderer';
import { CARE_SYMBOL_DRAWINGS, CARE_SYMBOL_TEXT, type CareSymbolCode } from '@techpack/catalog';

// The pack's ISO 3758 care symbols drawn as vectors (libs/catalog care-symbol-paths.ts), each with its meaning below.
export function CareSymbolRow({ codes, size = 22 }: { codes?: readonly string[]; size?: number }) {
  const known = (codes ?? []).filter((c): c is CareSymbolCode => c in CARE_SYMBOL_DRAWINGS);
  if (known.length === 0) return null;
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap', marginLeft: 92, marginBottom: 4 }}>
      {known.map((code) => {
        const d = CARE_SYMBOL_DRAWINGS[code];
        return (
          <View key={code} style={{ width: 76, alignItems: 'center', marginRight: 4 }}>
            <Svg width={size} height={size} viewBox="0 0 24 24">
              {d.paths.map((p, i) => (
                <Path key={i} d={p} stroke="#111111" strokeWidth={1.3} fill="none" />
              ))}
              {d.dots.map(([x, y], i) => (
                <Circle key={`d${i}`} cx={x} cy={y} r={1.2} fill="#111111" />
              ))}
            </Svg>
            <Text style={{ fontSize: 5.5, textAlign: 'center', marginTop: 1 }}>{CARE_SYMBOL_TEXT[code]}</Text>
          </View>
        );
      })}
    </View>
  );
}
