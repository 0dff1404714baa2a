// What the pattern gives back to the pack: the main fabric's consumption per size from the marker (the BOM line and
// the cost sheet follow it), and the check's warnings for pattern rows out of tolerance.
import type { TechPack } from '@techpack/contracts';
import { nestMarker } from './marker';
import type { PatternResult } from './pattern';
import { fabricWidthOf } from './pattern-exports';

export const FROM_MARKER = 'from marker';

export interface MarkerConsumption {
  ref: string;
  widthCm: number;
  source: typeof FROM_MARKER;
  bySize: Record<string, number>; // metres per garment
  efficiencyBySize: Record<string, number>;
}

export function markerConsumption(pack: TechPack, r: PatternResult): MarkerConsumption | null {
  const line = pack.bom.find((l) => l.category === 'fabric');
  // fully fashioned knitwear is knitted to shape from yarn by the kilo: nothing is cut from a marker
  if (!line || /^kg\b/.test(line.unit)) return null;
  const widthCm = fabricWidthOf(pack);
  const bySize: Record<string, number> = {},
    efficiencyBySize: Record<string, number> = {};
  for (const s of r.bySize) {
    // only the pieces cut from the main fabric: every piece the design drafts is
    const m = nestMarker(s.pieces, widthCm);
    bySize[s.size] = m.lengthM;
    efficiencyBySize[s.size] = m.efficiency;
  }
  return { ref: line.ref, widthCm, source: FROM_MARKER, bySize, efficiencyBySize };
}

/** The pack with its main fabric line's consumption taken from the marker (marked so in the line's description). */
export function withMarkerConsumption(pack: TechPack, c: MarkerConsumption | null): TechPack {
  if (!c) return pack;
  const base = pack.pointsOfMeasure.baseSize;
  return {
    ...pack,
    bom: pack.bom.map((l) =>
      l.ref !== c.ref
        ? l
        : {
            ...l,
            quantity: c.bySize[base] ?? l.quantity,
            quantityBySize: { ...(l.quantityBySize ?? {}), ...c.bySize },
            description: `${l.description}; consumption ${FROM_MARKER} (${c.widthCm} cm width)`,
          },
    ),
  };
}

/** One warning per point of measure the pattern misses, naming the sizes and the worst difference. */
export function patternIssues(
  r: PatternResult,
): { code: string; severity: 'warning'; message: string; fields: string[] }[] {
  const byKey = new Map<string, PatternResult['check']>();
  for (const row of r.check.filter((c) => c.status === 'out'))
    byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  return [...byKey.values()].map((rows) => {
    const worst = rows.reduce((a, b) => (Math.abs(b.diff ?? 0) > Math.abs(a.diff ?? 0) ? b : a));
    return {
      code: 'PATTERN_OUT_OF_TOLERANCE',
      severity: 'warning' as const,
      message: `Pattern (${r.design}): ${worst.name} (${worst.code}) is out of tolerance at ${rows.map((x) => x.size).join(', ')}; at ${worst.size} the pattern measures ${worst.measured} cm for a spec of ${worst.spec} ± ${worst.tolerance} cm`,
      fields: [`pointsOfMeasure.${worst.key}`],
    };
  });
}
