export type ClassifiedGarmentType =
  't-shirt' | 'shirt' | 'long-sleeve top' | 'jacket' | 'pants' | 'shorts' | 'dress' | 'skirt' | 'unsupported';

/** Data set class name -> garment type answered by the classifier. */
export const RAW_CLASS_TO_GARMENT: Readonly<Record<string, ClassifiedGarmentType>> = {
  't-shirt': 't-shirt',
  shirt: 'shirt',
  longsleeve: 'long-sleeve top',
  outwear: 'jacket',
  pants: 'pants',
  shorts: 'shorts',
  dress: 'dress',
  skirt: 'skirt',
  hat: 'unsupported',
  shoes: 'unsupported',
};

export function garmentTypeOf(rawClass: string): ClassifiedGarmentType {
  return RAW_CLASS_TO_GARMENT[rawClass] ?? 'unsupported';
}
