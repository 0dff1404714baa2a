import type { DominantColor, GarmentComponents } from '@techpack/contracts';
import { withShares } from './shares';
import { extractFeatures, type GarmentFeatures } from './image-features';
import { describeColour } from './colour-words';
import { closerColours, fabricPixels, foldShades, garmentBox, garmentColours, hexToRgb, patternColourway, salientRegion, segmentFromSaliency, segmentGarment, textureBox, type ColourStats, type GarmentMask } from '@techpack/garment-classifier/photo';
import { buildFeatures, componentsFromFeatures, isPatterned } from './features';
import type { GarmentFeatures as AnalysisFeatures } from '@techpack/contracts';
import { avg, OutlineHeuristicClassifier } from './classifier';
import type { AnalyzerInput, AnalyzerResult, GarmentAnalyzer, GarmentClassification, GarmentClassifierPort } from './analyzer.port';

// The classifier's loading lives in classifier.ts; scripts and benches import it from here too.
export { loadClassifier, OutlineHeuristicClassifier } from './classifier';

const TYPE_WORDS: Record<string, string> = {
  't-shirt': 'T-shirt',
  shirt: 'shirt',
  'long-sleeve top': 'long-sleeve top',
  jacket: 'jacket',
  hoodie: 'hoodie',
  pants: 'pants',
  shorts: 'shorts',
  dress: 'dress',
  skirt: 'skirt',
};

const TOPS = new Set(['t-shirt', 'shirt', 'long-sleeve top', 'jacket', 'hoodie']);

export function describeGarment(garmentType: string, f: GarmentFeatures, adjust?: (c: GarmentComponents) => GarmentComponents): {
  silhouette: string;
  styleCategory: string;
  components: GarmentComponents;
  description: string;
  silhouetteDetected: boolean;
} {
  const rows = f.rowWidths;
  const assumed: string[] = [];
  const components: GarmentComponents = {};
  let silhouette: string;
  const hem = avg(rows.slice(27, 31));
  const seg = f.segmented;
  if (TOPS.has(garmentType)) {
    const body = avg(rows.slice(12, 20));
    const ratio = body > 0 ? hem / body : 1;
    if (f.bboxAspect < 0.95) silhouette = 'Oversized, boxy';
    else if (ratio > 1.08) silhouette = 'A-line, flared hem';
    else if (ratio < 0.82) silhouette = 'Fitted, tapered to hem';
    else silhouette = garmentType === 'jacket' ? 'Straight, regular fit' : 'Straight, relaxed fit';
    // neckline from the notch at the top centre of the outline
    if (garmentType === 'shirt') {
      components.collar = 'Point collar with collar stand';
      assumed.push('collar');
    } else if (garmentType === 'hoodie') {
      components.collar = 'Hood with drawcord';
      assumed.push('collar');
    } else if (garmentType === 'jacket') {
      components.collar = 'Stand collar';
      assumed.push('collar');
    }
    if (garmentType !== 'shirt' && garmentType !== 'jacket' && garmentType !== 'hoodie') {
      if (seg) components.neckline = f.neckDepth > 0.14 ? 'V-neck or deep scoop' : f.neckDepth > 0.05 ? 'Crew neck' : 'High crew / mock neck';
      else {
        components.neckline = 'Crew neck';
        assumed.push('neckline');
      }
    }
    const longSeen = f.lowerBodyFull > 0.88;
    if (garmentType === 'shirt' && seg) {
      // shirts come with either sleeve length: the outline decides
      components.sleeves = longSeen ? 'Long sleeves with cuffs' : 'Short sleeves';
    } else {
      const longType = garmentType !== 't-shirt';
      components.sleeves = longType ? 'Long sleeves, set-in' : 'Short sleeves, set-in';
      if (!seg || longSeen !== longType) assumed.push('sleeves');
    }
    components.closure =
      garmentType === 'shirt' ? 'Button front placket' : garmentType === 'jacket' ? 'Centre front zip' : garmentType === 'hoodie' ? 'Pullover' : 'Pullover';
    if (garmentType === 'shirt' || garmentType === 'jacket') assumed.push('closure');
    components.hem = garmentType === 'shirt' ? 'Curved shirt-tail hem' : garmentType === 'hoodie' ? 'Rib hem band' : 'Straight hem';
    assumed.push('hem');
    if (garmentType === 'hoodie') {
      components.pockets = 'Kangaroo pocket';
      assumed.push('pockets');
    }
    if (garmentType === 'jacket') {
      components.pockets = 'Two front welt pockets';
      assumed.push('pockets');
    }
  } else if (garmentType === 'pants' || garmentType === 'shorts') {
    const hip = avg(rows.slice(4, 8));
    const leg = seg && f.legSplit ? hem / 2 : 0; // one leg
    const ratio = hip > 0 && leg > 0 ? leg / hip : 0;
    if (!ratio) silhouette = garmentType === 'pants' ? 'Straight leg' : 'Regular fit';
    else if (garmentType === 'pants') silhouette = ratio < 0.3 ? 'Slim, tapered leg' : ratio < 0.42 ? 'Straight leg' : 'Wide leg';
    else silhouette = ratio < 0.42 ? 'Regular fit' : 'Relaxed, wide leg';
    components.waistband = 'Waistband with belt loops';
    components.closure = 'Zip fly with button';
    components.pockets = 'Slant front pockets, back welt pockets';
    components.hem = 'Turned-up hem';
    assumed.push('waistband', 'closure', 'pockets', 'hem');
  } else {
    // dress / skirt
    const upper = rows.slice(garmentType === 'dress' ? 8 : 1, garmentType === 'dress' ? 16 : 6);
    const waist = upper.length ? Math.min(...upper) : 0;
    const ratio = waist > 0 ? hem / waist : 1;
    silhouette = ratio > 1.5 ? 'Fit and flare' : ratio > 1.15 ? 'A-line' : garmentType === 'skirt' ? 'Pencil / straight' : 'Sheath / straight';
    if (garmentType === 'dress') {
      if (seg) components.neckline = f.neckDepth > 0.1 ? 'V-neck or scoop' : 'Round neck';
      else {
        components.neckline = 'Round neck';
        assumed.push('neckline');
      }
      components.sleeves = f.lowerBodyFull > 0.9 && seg ? 'Long sleeves' : 'Sleeveless or short sleeves';
      assumed.push('sleeves');
      components.closure = 'Invisible centre back zip';
    } else {
      components.waistband = 'Faced or narrow waistband';
      components.closure = 'Invisible side zip';
      assumed.push('waistband');
    }
    assumed.push('closure');
    components.hem = 'Blind-stitched hem';
    assumed.push('hem');
  }
  if (!seg) assumed.push('silhouette');
  components.assumed = [...new Set(assumed)];
  const comps = adjust ? adjust(components) : components;

  const main = f.dominantColors[0]?.name.toLowerCase() ?? 'solid';
  const accent = f.dominantColors[1] ? ` with ${f.dominantColors[1].name.toLowerCase()} areas` : '';
  const styleCategory =
    garmentType === 'shirt'
      ? 'Smart casual'
      : garmentType === 'jacket'
        ? 'Outerwear'
        : garmentType === 'hoodie'
          ? 'Streetwear / athleisure'
          : garmentType === 'dress' || garmentType === 'skirt'
            ? 'Womenswear'
            : garmentType === 'shorts'
              ? 'Casual / athleisure'
              : garmentType === 'pants'
                ? 'Casual bottoms'
                : 'Casual basics';
  const details = [comps.collar ?? comps.neckline, comps.sleeves, comps.closure].filter(Boolean).join(', ').toLowerCase();
  const description =
    `${cap(silhouette.toLowerCase())} ${main} ${TYPE_WORDS[garmentType] ?? garmentType}${accent}` +
    (details ? `; ${details}` : '') +
    `. Colours and proportions measured from the photo${seg ? '' : ' (garment not clearly separable from the background, centre of the photo used)'}; ` +
    'fibre content, fabric weight and interior construction cannot be seen in a photo and are standard assumptions.';
  return { silhouette, styleCategory, components: comps, description, silhouetteDetected: seg };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
    const classified = this.classifier?.classify(input.web, { garmentBox: garmentBox(outline, input.raw), textureBox: fabric });
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
      proportions: { bboxAspect: features.bboxAspect, coverage: features.coverage, bbox: features.bbox },
      analyzer: this.name,
      ...(unsure ? { garmentTypeNeedsConfirmation: true, unsupportedProbability: round3(c.unsupportedProbability ?? 0) } : {}),
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
    const { garmentTypeNeedsConfirmation: _unused, ...rest } = result as AnalyzerResult & { garmentTypeNeedsConfirmation?: boolean };
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
export function toDominantColors(colours: ColourStats, f?: Pick<AnalysisFeatures, 'pattern'>): DominantColor[] {
  const listed = isPatterned(f) ? patternColourway(colours) : f?.pattern.value === 'solid' ? foldShades(colours.colours) : colours.colours;
  return withShares(listed.map((c) => ({ hex: c.hex, share: c.share, name: c.name, pantone: c.pantone, deltaE: c.deltaE })));
}

// The colourway under either pattern answer, for a designer who changes the pattern in the studio (the pack then takes
// the list of the new answer: a print's motif colours, a solid's one fabric).
export const colourwayFor = (colours: ColourStats): NonNullable<AnalyzerResult['colourwayFor']> => ({
  solid: toDominantColors(colours, { pattern: { value: 'solid', confidence: 1, source: 'user' } }),
  patterned: toDominantColors(colours, { pattern: { value: 'print', confidence: 1, source: 'user' } }),
});

// The description speaks plain colour words ("navy", "light grey"); the colourway keeps the list's names.
const plainNames = (cs: DominantColor[]) => cs.map((c) => ({ ...c, name: describeColour(...hexToRgb(c.hex)) }));

// What redescribe needs from the analysis (head outputs, measured colours), kept beside the result, not in it.
const CONTEXT = new WeakMap<object, { classification: GarmentClassification; colours: ColourStats; seg: GarmentMask }>();
function keepContext(result: AnalyzerResult, classification: GarmentClassification, colours: ColourStats, seg: GarmentMask): AnalyzerResult {
  CONTEXT.set(result, { classification, colours, seg });
  return result;
}
