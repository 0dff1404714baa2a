import { inchFraction } from '@techpack/catalog';
import { label } from './parts';
import { openItems } from '../../model/open-items';
import { DocumentInput } from './annotated-image';

// What several pages compute from the pack: the analysis, the graded spec and its base-size column, the title, the
// components with where each came from, the unit of the graded table, the open checks.
export function documentContext(input: DocumentInput) {
  const { pack } = input;
  const a = pack.aiAnalysis;
  const spec = pack.pointsOfMeasure;
  const baseCol = 4 + spec.sizes.indexOf(spec.baseSize);
  const sizeW = 40;
  const conf = `${(Math.round(a.confidence * 1000) / 10).toFixed(1)}%`;
  const title = `${label(a.garmentType)} - ${pack.styleNumber}`;
  const comps = Object.entries(a.components).filter(([k, v]) => k !== 'assumed' && typeof v === 'string') as [
    string,
    string,
  ][];
  const assumed = new Set((a.components.assumed as string[] | undefined) ?? []);
  // a component is 'seen' only when its feature was detected in the photo
  const sources = a.components.sources as Record<string, string> | undefined;
  const seenTag = (k: string) => {
    const src = sources?.[k];
    if (src)
      return src === 'detected'
        ? '  (seen)'
        : src === 'user'
          ? '  (designer)'
          : src === 'assumed'
            ? '  (assumed: confirm)'
            : '  (estimated: confirm)';
    return assumed.has(k) ? '  (assumed)' : '  (seen)';
  };
  const inches = pack.pdfUnit === 'in';
  // inches as the trade writes them: to the nearest 1/8" (24 1/8, 3/4), not decimals
  const unitValue = (cm: number, digits: number) => (inches ? inchFraction(cm) : cm.toFixed(digits));
  const openChecks = (pack as { openChecks?: string[] }).openChecks ?? [];
  const open = pack.status === 'ready' ? [] : openItems(pack);
  return {
    input,
    pack,
    a,
    spec,
    baseCol,
    sizeW,
    conf,
    title,
    comps,
    seenTag,
    inches,
    unitValue,
    openChecks,
    open,
  };
}

export type DocContext = ReturnType<typeof documentContext>;
