import type { ColourLayout, DominantColor } from '@techpack/contracts';
import { withShares } from './shares';
import { extractFeatures } from './image-features';
import { describeColour } from './colour-words';
import {
  closerColours,
  fabricPixels,
  foldShades,
  garmentBox,
  garmentColours,
  groundFirst,
  hexToRgb,
  patternColourway,
  salientRegion,
  segmentFromSaliency,
  segmentGarment,
  textureBox,
  type ColourStats,
  type GarmentMask,
} from '@techpack/garment-classifier/photo';
import { buildFeatures, componentsFromFeatures, isPatterned } from './features';
import type { GarmentFeatures as AnalysisFeatures } from '@techpack/contracts';
import { OutlineHeuristicClassifier } from './classifier';
import { describeGarment } from './describe-garment';
import type {
  AnalyzerInput,
  AnalyzerResult,
  GarmentAnalyzer,
  GarmentClassification,
  GarmentClassifierPort,
} from './analyzer.port';

// The classifier's loading lives in classifier.ts; scripts and benches import it from here too.
export { loadClassifier, OutlineHeuristicClassifier } from './classifier';
// The garment's description has its own module; it is importable from here too.
export { describeGarment } from './describe-garment';

// The default analyzer: the trained classifier for the type, pixel statistics for everything else.
export class LocalAnalyzer implements GarmentAnalyzer {
  readonly name: string;
  constructor(private readonly classifier: GarmentClassifierPort | undefined) {
    this.name = `local:${classifier?.name ?? 'outline-heuristic (temporary)'}`;
  }

  async analyze(input: AnalyzerInput): Promise<AnalyzerResult> {
    const t0 = performance.now();
    // true colour: garment separated from the background first (by the garment mask network where the model ships
    // one, else by colour); the colourway lists the garment's colours only. The mask comes first: the photo's
    // colours are measured here while the model's thread classifies the photo.
    const saliency = this.classifier?.saliency ? await this.classifier.saliency(input.raw) : undefined;
    // the classifier's detail and texture views need only the garment's outline: it starts on the network's region, and
    // the colours' context (Lab, the background's colours) is computed while it runs
    const region = saliency && salientRegion(input.raw, saliency);
    const heuristic = region ? undefined : segmentGarment(input.raw);
    const outline = region ? { mask: region.mask, segmented: true } : heuristic!;
    const fabric = textureBox(outline, input.raw);
    const classified = this.classifier?.classify(input.web, {
      garmentBox: garmentBox(outline, input.raw),
      textureBox: fabric,
    });
    // the fabric's own colours, measured on the texture view's square at the photo's resolution while the model runs (a
    // pattern's colourway lists them); a photo that cannot be cut answers with the raster's colours alone
    const closer = fabricPixels(input.web, fabric).then(
      (view) => closerColours(view, fabric, outline, input.raw),
      () => [],
    );
    const seg = heuristic ?? segmentFromSaliency(input.raw, saliency!, region);
    const colours = garmentColours(input.raw, seg);
    const features = extractFeatures(input.raw, seg);
    const c = await (classified ?? new OutlineHeuristicClassifier(() => features).classify(input.web));
    colours.closer = await closer;
    // hat / shoes: refused only when sure (c.refuse); otherwise the likeliest garment, to be confirmed by the designer
    const unsure = c.garmentType === 'unsupported' && c.refuse === false && c.bestGarment !== undefined;
    const garmentType: string = unsure ? c.bestGarment!.garmentType : c.garmentType;
    const fallback = garmentType === 'unsupported' ? c.bestGarment?.garmentType : garmentType;
    const f = fallback ? buildFeatures(fallback, c, colours) : undefined;
    // a print's, stripe's or check's further colours join the colourway once the pattern is answered
    const dominantColors = toDominantColors(colours, f);
    features.dominantColors = plainNames(dominantColors);
    const confidence = unsure ? c.bestGarment!.confidence : c.confidence;
    const base = {
      garmentType,
      confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 1000) / 1000,
      rawClass: unsure ? c.bestGarment!.rawClass : c.rawClass,
      probabilities: c.probabilities,
      detectedGarmentType: garmentType,
      // the type is detected only as confident as the hold-out's answers that were right >= 0.94 of the time; a
      // heuristic's or a hat / shoes fallback's type is an estimate
      garmentTypeDetected: !unsure && c.typeDetected === true,
      dominantColors,
      ...(f ? { colourwayFor: colourwayFor(colours) } : {}),
      ...layoutOf(colours),
      proportions: { bboxAspect: features.bboxAspect, coverage: features.coverage, bbox: features.bbox },
      analyzer: this.name,
      ...(unsure
        ? {
            garmentTypeNeedsConfirmation: true,
            unsupportedProbability: round3(c.unsupportedProbability ?? 0),
          }
        : {}),
    };
    if (garmentType === 'unsupported' || !f) {
      const result: AnalyzerResult = {
        ...base,
        silhouette: 'n/a',
        styleCategory: 'n/a',
        description: `Not a garment we make (looks like: ${c.rawClass}).`,
        components: {},
        ...(f ? { features: f } : {}),
        analysisMs: Math.round(performance.now() - t0),
      };
      return keepContext(result, c, colours, seg);
    }
    const d = describeGarment(garmentType, features, (comps) => componentsFromFeatures(comps, f));
    return keepContext(
      {
        ...base,
        silhouette: d.silhouette,
        styleCategory: d.styleCategory,
        description: d.description,
        components: d.components,
        features: f,
        // the outline rule of thumb is not a detection; the silhouette head is, above its calibrated threshold
        silhouetteDetected: f.silhouette.source === 'detected',
        segmented: colours.segmented,
        analysisMs: Math.round(performance.now() - t0),
      },
      c,
      colours,
      seg,
    );
  }

  // Re-describes for a garment type chosen by the user (the form's garmentType overrides the detected one).
  redescribe(result: AnalyzerResult, raw: AnalyzerInput['raw'], garmentType: string): AnalyzerResult {
    const ctx = CONTEXT.get(result);
    const seg = ctx?.seg ?? segmentGarment(raw);
    const colours = ctx?.colours ?? garmentColours(raw, seg);
    const features = extractFeatures(raw, seg);
    // the designer named the type: features are re-read for it (keys that apply to it, its values)
    const f = buildFeatures(garmentType, ctx?.classification ?? {}, colours);
    const dominantColors = toDominantColors(colours, f);
    features.dominantColors = plainNames(dominantColors);
    const d = describeGarment(garmentType, features, (comps) => componentsFromFeatures(comps, f));
    const { garmentTypeNeedsConfirmation: _unused, ...rest } = result as AnalyzerResult & {
      garmentTypeNeedsConfirmation?: boolean;
    };
    void _unused;
    return {
      ...rest,
      garmentType,
      dominantColors,
      colourwayFor: colourwayFor(colours),
      silhouette: d.silhouette,
      styleCategory: d.styleCategory,
      description: d.description,
      components: d.components,
      features: f,
      silhouetteDetected: f.silhouette.source === 'detected',
    };
  }
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

// The colourway as the analysis carries it: the garment's colours, named (plain trade colour names) and matched to the nearest
// Pantone TCX by CIEDE2000; `pantone` says "approximate, approve a lab dip" above ΔE 3.
// A patterned answer (stripe, check, print, colour-block) lists the pattern's colours as the texture view saw them, and
// the pattern's further colours (colour.ts patternColourway, accentColours).
// A solid answer folds the fabric's light and shadow into one colour (colour.ts foldShades): one fabric, one lab dip.
// Either list puts the garment's ground first (the colour at the hems and sleeve ends: garment-layout.ts groundFirst),
// the others largest first.
export function toDominantColors(
  colours: ColourStats,
  f?: Pick<AnalysisFeatures, 'pattern'>,
): DominantColor[] {
  const listed = groundFirst(
    isPatterned(f)
      ? patternColourway(colours)
      : f?.pattern.value === 'solid'
        ? foldShades(colours.colours)
        : colours.colours,
    colours.layout,
  );
  return withShares(
    listed.map((c) => ({ hex: c.hex, share: c.share, name: c.name, pantone: c.pantone, deltaE: c.deltaE })),
  );
}

// Where the colours lie (garment-layout.ts): the ground, each measured colour's role, a placement print's box or an
// all-over print's repeat, in body widths (the pack scales them by its chest width).
export function layoutOf(colours: ColourStats): { colourLayout?: ColourLayout } {
  const l = colours.layout;
  if (!l) return {};
  return {
    colourLayout: {
      ground: l.ground.hex,
      print: l.print,
      colours: l.roles.slice(0, 8),
      ...(l.placement ? { placement: { box: l.placement.box, bodyWidths: l.placement.body } } : {}),
      ...(l.repeat ? { repeatBodyWidths: l.repeat } : {}),
    },
  };
}

// The colourway under either pattern answer, for a designer who changes the pattern in the studio (the pack then takes
// the list of the new answer: a print's motif colours, a solid's one fabric).
export const colourwayFor = (colours: ColourStats): NonNullable<AnalyzerResult['colourwayFor']> => ({
  solid: toDominantColors(colours, { pattern: { value: 'solid', confidence: 1, source: 'user' } }),
  patterned: toDominantColors(colours, { pattern: { value: 'print', confidence: 1, source: 'user' } }),
});

// The description speaks plain colour words ("navy", "light grey"); the colourway keeps the list's names.
const plainNames = (cs: DominantColor[]) =>
  cs.map((c) => ({ ...c, name: describeColour(...hexToRgb(c.hex)) }));

// What redescribe needs from the analysis (head outputs, measured colours), kept beside the result, not in it.
const CONTEXT = new WeakMap<
  object,
  { classification: GarmentClassification; colours: ColourStats; seg: GarmentMask }
>();
function keepContext(
  result: AnalyzerResult,
  classification: GarmentClassification,
  colours: ColourStats,
  seg: GarmentMask,
): AnalyzerResult {
  CONTEXT.set(result, { classification, colours, seg });
  return result;
}
