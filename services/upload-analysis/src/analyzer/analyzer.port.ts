import type { AiAnalysis } from '@techpack/contracts';
import type { RawImage } from './image-features';
import type { ClassifiedGarmentType } from '@techpack/garment-classifier';

export interface AnalyzerInput {
  web: Buffer; // web-sized JPEG (oriented, no metadata)
  raw: RawImage; // small RGB raster for pixel statistics
}

// The analysis with garmentType 'unsupported' when the photo shows something we do not make.
export type AnalyzerResult = AiAnalysis & { garmentType: string };

export interface GarmentAnalyzer {
  readonly name: string;
  analyze(input: AnalyzerInput): Promise<AnalyzerResult>;
  // Re-describes an analysis for a garment type the designer named, where the analyzer can re-read the photo for it;
  // an analyzer without it gets the named type over its own description.
  redescribe?(result: AnalyzerResult, raw: AnalyzerInput['raw'], garmentType: string): AnalyzerResult;
}

// Port for the garment-type classifier (implemented by @techpack/garment-classifier, whose labels it answers in).
export type ClassifierGarmentType = ClassifiedGarmentType;

export interface GarmentClassification {
  garmentType: ClassifierGarmentType;
  rawClass: string;
  confidence: number;
  probabilities: Record<string, number>;
  inferenceMs: number;
  // the trained model adds these (the temporary outline heuristic does not)
  unsupportedProbability?: number;
  refuse?: boolean; // a non-garment answer confident enough to refuse (calibrated: right >= 19 times in 20 on hold-out)
  typeDetected?: boolean; // the garment type answered at or above its detected threshold (hold-out: right >= 0.94)
  bestGarment?: {
    garmentType: Exclude<ClassifierGarmentType, 'unsupported'>;
    rawClass: string;
    confidence: number;
  };
  attributes?: Record<string, { values: string[]; probabilities: number[]; detectThreshold: number }>;
}

// A box on the photo, as fractions 0..1 of its width and height.
export interface GarmentBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

// Per pixel of a raster, how sure the garment mask network is that it is the photo's subject (0..255).
export interface GarmentSaliency {
  width: number;
  height: number;
  data: Uint8Array;
  inferenceMs: number;
}

export interface GarmentClassifierPort {
  readonly name: string;
  // garmentBox: the garment's bounding box on the photo (fractions 0..1), from the garment mask; the model reads the top
  // of it closer (collar, neckline, hood, waistband); textureBox: a square of the garment's fabric (textureBox in
  // garment-mask.ts), which the model reads at about the fabric's own scale (checks, stripes, prints)
  classify(
    image: Buffer,
    options?: { garmentBox?: GarmentBox; textureBox?: GarmentBox },
  ): Promise<GarmentClassification>;
  // the garment mask network over the analysis raster, where the model ships one
  saliency?(raster: RawImage): Promise<GarmentSaliency>;
}

// Injection token of the analyzer port: the local classifier or OpenAI's vision model, chosen from configuration in
// the service's module.
export const ANALYZER = 'upload-analysis:analyzer';
