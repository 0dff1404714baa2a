// The classifier's public answers and options, and the model's JSON as the runtime reads it.
import type { ClassifiedGarmentType } from './labels.js';
import type { GarmentBox } from './preprocess.js';

export interface GarmentClassification {
  garmentType: ClassifiedGarmentType;
  /** the data set class name predicted */
  rawClass: string;
  /** calibrated probability 0..1 of the predicted garmentType */
  confidence: number;
  /** true when that confidence is at or above the type's detected threshold (hold-out answers above it right >= 0.94);
   * false for a garment type answered below it, and for hat / shoes */
  typeDetected: boolean;
  /** per raw class, calibrated */
  probabilities: Record<string, number>;
  inferenceMs: number;
  /** calibrated P(hat) + P(shoes): the photo shows something the product does not make */
  unsupportedProbability: number;
  /** true only when that answer is confident at the level where hold-out refusals were right >= 19 times in 20 */
  refuse: boolean;
  /** the most likely garment the product makes (also when the top answer is hat or shoes) */
  bestGarment: {
    garmentType: Exclude<ClassifiedGarmentType, 'unsupported'>;
    rawClass: string;
    confidence: number;
  };
  /** attribute heads (same backbone pass): per key, calibrated probabilities over every value of the key */
  attributes?: Record<string, AttributeHeadAnswer>;
}

export interface AttributeHeadAnswer {
  values: string[];
  probabilities: number[];
  /** calibrated confidence at or above which cross-validated train answers were right >= 0.94 (restricted to the garment family's values) */
  detectThreshold: number;
}

/** An RGB raster (interleaved, 3 bytes a pixel), as the service's analysis raster. */
export interface RgbRaster {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Per pixel of the raster, how sure the mask network is that it belongs to the photo's subject (0..255). */
export interface GarmentSaliency {
  width: number;
  height: number;
  data: Uint8Array;
  inferenceMs: number;
}

export interface ClassifyOptions {
  /** The garment's box on the photo (the service's garment mask). The model's detail view (the top of the box: collar,
   * neckline, hood, waistband) is cut from it; without it, from the whole photo, as the training photos without a mask. */
  garmentBox?: GarmentBox;
  /** Where the model's texture view (a square of the garment's fabric, seen at about its own scale: the pattern head
   * reads it) is cut, as fractions of the photo (the upload service's textureBox); without it, the photo's middle. */
  textureBox?: GarmentBox;
}

export interface GarmentClassifier {
  classify(image: Buffer, options?: ClassifyOptions): Promise<GarmentClassification>;
  /** The garment mask network (model/garment-mask.onnx, distilled from U^2-Net-P: train_mask.py) over a raster; absent when the file is missing. */
  saliency?(raster: RgbRaster): Promise<GarmentSaliency>;
}

export interface ModelMeta {
  classes: string[];
  temperature: number;
  inputSize: number;
  inputName: string;
  outputName: string;
  attributesOutputName?: string;
  /** the detail view's input (heads on the photo and its detail view, train_frozen_heads.py), where the model has one */
  detailInputName?: string;
  /** its side in pixels (the photo's inputSize where absent) */
  detailInputSize?: number;
  /** the texture view's input (heads on the photo and a square of its fabric, train_texture_heads.py), where the model has one */
  textureInputName?: string;
  textureInputSize?: number;
  /** per key its logits' place, temperature and detected threshold; `from`: a yes / no key answered by another key's
   * value (train_frozen_heads.py: the hood by the collar head's 'hood', the better hood detector out of
   * fold), its own threshold fitted on those answers */
  heads?: Record<
    string,
    {
      values: string[];
      offset: number;
      temperature: number;
      threshold: number;
      from?: { key: string; value: string };
    }
  >;
  refuseThreshold?: number;
  typeDetectThreshold?: number;
}
