import rows from './details-data.json';
import type { DetailDefinition } from './details';

// The catalogue of common details lives as data in ./details-data.json, one object per detail: id, name, kind,
// placement, families, flats mark (shape, where, view), operation [name, ISO stitch, stitch, ISO seam, seam, spi,
// seam allowance cm, notes], BOM line [category, item, description, quantity, unit, colour], point of measure
// [key suffix, name, base cm, grade cm, how to measure], and for some details their parameters.
export const DETAIL_DATA: DetailDefinition[] = rows as DetailDefinition[];
