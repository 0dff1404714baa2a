import OpenAI from 'openai';
import { z } from 'zod';
import { AppError } from '@techpack/platform';
import {
  AUDIENCES,
  FEATURE_KEYS,
  FEATURE_VALUES,
  NOT_APPLICABLE,
  UNCLEAR,
  featureApplies,
  featureValuesFor,
  type FeatureKey,
  type GarmentFeatures,
} from '@techpack/contracts';
import { extractFeatures } from './image-features';
import {
  closerColours,
  fabricPixels,
  garmentColours,
  segmentPhoto,
  textureBox,
} from '@techpack/garment-classifier/photo';
import { mainColourAnswer } from './features';
import { colourwayFor, toDominantColors } from './local.analyzer';
import type { AnalyzerInput, AnalyzerResult, GarmentAnalyzer, GarmentClassifierPort } from './analyzer.port';

// OpenAI vision adapter: asks for a JSON object matching `visionAnalysisSchema` (structured output) and
// validates the answer with zod. Colours and proportions still come from the pixels (they are measured, not guessed).

function VISION_FEATURE_KEYS(): Exclude<FeatureKey, 'main_colour'>[] {
  return FEATURE_KEYS.filter((k): k is Exclude<FeatureKey, 'main_colour'> => k !== 'main_colour');
}

export const VISION_GARMENT_TYPES = [
  't-shirt',
  'shirt',
  'long-sleeve top',
  'jacket',
  'hoodie',
  'pants',
  'shorts',
  'dress',
  'skirt',
  'unsupported',
] as const;

export const visionAnalysisSchema = z.object({
  garmentType: z.enum(VISION_GARMENT_TYPES),
  silhouette: z.string().min(1).max(100),
  styleCategory: z.string().min(1).max(100),
  description: z.string().min(1).max(1000),
  components: z.object({
    collar: z.string().nullable(),
    neckline: z.string().nullable(),
    sleeves: z.string().nullable(),
    closure: z.string().nullable(),
    pockets: z.string().nullable(),
    hem: z.string().nullable(),
  }),
  confidence: z.number().min(0).max(1),
  // the attributes guide's keys (main colour is measured from the pixels, not asked)
  features: z
    .object(
      Object.fromEntries(
        VISION_FEATURE_KEYS().map((k) => [k, z.enum(FEATURE_VALUES[k] as [string, ...string[]])]),
      ) as Record<Exclude<FeatureKey, 'main_colour'>, z.ZodEnum<[string, ...string[]]>>,
    )
    .optional(),
  // who the garment is made for: children's wear (its proportions, prints, sizing) or adults', where the photo shows it
  audience: z.enum(AUDIENCES).optional(),
});
export type VisionAnalysis = z.infer<typeof visionAnalysisSchema>;

// JSON schema for response_format (strict mode requires every property listed and no extras).
const nullableString = { type: ['string', 'null'] };
export const VISION_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'garmentType',
    'silhouette',
    'styleCategory',
    'description',
    'components',
    'confidence',
    'features',
    'audience',
  ],
  properties: {
    garmentType: { type: 'string', enum: [...VISION_GARMENT_TYPES] },
    silhouette: { type: 'string' },
    styleCategory: { type: 'string' },
    description: { type: 'string' },
    components: {
      type: 'object',
      additionalProperties: false,
      required: ['collar', 'neckline', 'sleeves', 'closure', 'pockets', 'hem'],
      properties: {
        collar: nullableString,
        neckline: nullableString,
        sleeves: nullableString,
        closure: nullableString,
        pockets: nullableString,
        hem: nullableString,
      },
    },
    confidence: { type: 'number' },
    features: {
      type: 'object',
      additionalProperties: false,
      required: VISION_FEATURE_KEYS(),
      properties: Object.fromEntries(
        VISION_FEATURE_KEYS().map((k) => [k, { type: 'string', enum: [...FEATURE_VALUES[k]] }]),
      ),
    },
    audience: { type: 'string', enum: [...AUDIENCES] },
  },
} as const;

const PROMPT =
  'You are a garment technologist. Look at the photo and describe the single main garment for a tech pack. ' +
  "garmentType must be one of the listed values; use 'unsupported' for anything that is not one of them (hats, shoes, bags, accessories). " +
  'Give the silhouette (e.g. "Straight, relaxed fit"), a style category, a one-paragraph description a factory can use, ' +
  'the visible components (null when not visible) and your confidence 0..1. Do not guess fibre content. ' +
  "Under features give each key of the garment attributes guide: 'unclear' where the photo does not show it, 'n/a' where it does not apply. " +
  "Under audience: 'kids' for children's wear, 'adult' for adults' wear, 'unclear' where the photo does not show which.";

export interface OpenAiAnalyzerOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs?: number;
  // the garment mask network (the local model's), where it loads: the colours are measured on its garment, as in the
  // local analyzer (the main colour family was trained on colours measured that way)
  saliency?: GarmentClassifierPort['saliency'];
}

export class OpenAiAnalyzer implements GarmentAnalyzer {
  readonly name: string;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiAnalyzerOptions) {
    this.name = `openai:${options.model}`;
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 25_000,
      maxRetries: 1,
    });
  }

  async analyze(input: AnalyzerInput): Promise<AnalyzerResult> {
    const t0 = performance.now();
    const saliency = this.options.saliency ? await this.options.saliency(input.raw) : undefined;
    const seg = segmentPhoto(input.raw, saliency);
    const colours = garmentColours(input.raw, seg);
    const features = extractFeatures(input.raw, seg);
    // the fabric's own colours seen closer, for a pattern's colourway (as the local analyzer), while the model answers
    const fabric = textureBox(seg, input.raw);
    const closer = fabricPixels(input.web, fabric).then(
      (view) => closerColours(view, fabric, seg, input.raw),
      () => [],
    );
    const completion = await this.client.chat.completions.create({
      model: this.options.model,
      temperature: 0,
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'garment_analysis',
          strict: true,
          schema: VISION_JSON_SCHEMA as unknown as Record<string, unknown>,
        },
      },
      messages: [
        { role: 'system', content: PROMPT },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Analyse this garment.' },
            {
              type: 'image_url',
              image_url: { url: `data:image/jpeg;base64,${input.web.toString('base64')}`, detail: 'low' },
            },
          ],
        },
      ],
    });
    const text = completion.choices[0]?.message?.content ?? '';
    let parsed: VisionAnalysis;
    try {
      parsed = visionAnalysisSchema.parse(JSON.parse(text));
    } catch {
      throw new AppError(
        502,
        'UPLOAD.ANALYSIS_INVALID',
        'Image analysis failed: the analysis service returned an invalid answer. Please try again.',
      );
    }
    const components: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(parsed.components)) if (v) components[k] = v;
    components.assumed = [];
    colours.closer = await closer;
    // the model's answers are not calibrated: estimated, never detected; main colour measured from the pixels
    const f = visionFeatures(parsed, mainColourAnswer(colours));
    return {
      garmentType: parsed.garmentType,
      silhouette: parsed.silhouette,
      styleCategory: parsed.styleCategory,
      description: parsed.description,
      components,
      confidence: parsed.confidence,
      detectedGarmentType: parsed.garmentType,
      // its pattern answer shapes the colourway as the local model's does (a print's colours listed, a solid's shades one)
      dominantColors: toDominantColors(colours, f),
      ...(f ? { colourwayFor: colourwayFor(colours) } : {}),
      features: f,
      ...(parsed.audience ? { audience: parsed.audience } : {}),
      proportions: { bboxAspect: features.bboxAspect, coverage: features.coverage, bbox: features.bbox },
      analyzer: this.name,
      analysisMs: Math.round(performance.now() - t0),
    };
  }
}

function visionFeatures(
  parsed: VisionAnalysis,
  mainColour: GarmentFeatures['main_colour'],
): GarmentFeatures | undefined {
  if (parsed.garmentType === 'unsupported') return undefined;
  const out = { main_colour: mainColour } as GarmentFeatures;
  for (const k of VISION_FEATURE_KEYS()) {
    if (!featureApplies(k, parsed.garmentType)) {
      out[k] = { value: NOT_APPLICABLE, confidence: 1, source: 'assumed' };
      continue;
    }
    const v = parsed.features?.[k];
    const valid = v !== undefined && (v === UNCLEAR || featureValuesFor(k, parsed.garmentType).includes(v));
    out[k] = valid
      ? { value: v, confidence: v === UNCLEAR ? 0 : parsed.confidence, source: 'estimated' }
      : { value: UNCLEAR, confidence: 0, source: 'estimated' };
  }
  return out;
}
