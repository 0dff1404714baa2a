import { pomGroupOf } from '@techpack/catalog';
import {
  ANALYZED_GARMENT_TYPES,
  GARMENT_TYPE_MESSAGE,
  type GarmentFeatures,
  type TechPack,
} from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import { GROUP_CODE } from './sections';

// The garment type as one more designer-editable answer: which types the product makes, which type a corrected
// feature implies, and the style number that names the type while the pack is a draft.

export const isProductType = (t: string): boolean =>
  (ANALYZED_GARMENT_TYPES as readonly string[]).includes(t);

/** 400 naming the product's types, with the field, when `type` is not one of them. */
export function assertProductType(type: string, field = 'aiAnalysis.garmentType'): void {
  if (!isProductType(type)) {
    const err = new AppError(400, 'REQUEST.INVALID', GARMENT_TYPE_MESSAGE);
    err.body = {
      fields: [field],
      errors: [{ field, message: GARMENT_TYPE_MESSAGE }],
      garmentTypes: [...ANALYZED_GARMENT_TYPES],
    };
    throw err;
  }
}

/** A 400 naming one field and its rule (the studio marks that field). */
export function fieldError(field: string, message: string): AppError {
  const err = new AppError(400, 'REQUEST.INVALID', message);
  err.body = { fields: [field], errors: [{ field, message }] };
  return err;
}

/**
 * The type a top's features describe, where they contradict its type: short sleeves on a long-sleeve top make a
 * t-shirt, long sleeves on a t-shirt a long-sleeve top, a hood on either a hoodie. Other types keep their type (a
 * shirt with short sleeves is still a shirt; a jacket's hood is a detail of the jacket).
 */
export function impliedType(type: string, f: Pick<GarmentFeatures, 'sleeve' | 'hood'>): string | undefined {
  const sleeve = f.sleeve?.value;
  const hood = f.hood?.value;
  if ((type === 't-shirt' || type === 'long-sleeve top') && hood === 'yes') return 'hoodie';
  if (type === 't-shirt' && sleeve === 'long') return 'long-sleeve top';
  if (type === 'long-sleeve top' && (sleeve === 'short' || sleeve === 'sleeveless')) return 't-shirt';
  return undefined;
}

/** While a pack is a draft its style number follows its type (TP-<season>-<type code>-<id>); once frozen it never changes. */
export function styleNumberFor(
  pack: Pick<TechPack, 'styleNumber' | 'aiAnalysis' | 'status' | 'styleNumberFrozen'>,
): string {
  if (pack.styleNumberFrozen || pack.status === 'ready') return pack.styleNumber;
  const parts = pack.styleNumber.split('-');
  if (parts.length !== 4 || parts[0] !== 'TP') return pack.styleNumber;
  parts[2] = GROUP_CODE[pomGroupOf(pack.aiAnalysis.garmentType)];
  return parts.join('-');
}
