import { z } from 'zod';
import { arr, map, num, obj, provenance, str, atMost } from './export-bounds';
import { TECHPACK_EXPORT_UNITS } from './techpack-export.version';

// The make of an exported pack: the graded measurement table, the BOM, the construction, the derived garment, its
// details and the care. Lengths are in the document's `unit`.

export const exportPointsOfMeasureSchema = obj(
  {
    unit: z.enum(TECHPACK_EXPORT_UNITS).describe("The document's unit"),
    baseSize: str(10),
    sizes: arr(str(10), 30),
    rows: arr(
      obj(
        {
          code: str(12),
          key: str(60),
          name: str(120),
          howToMeasure: str(1000),
          tolerance: num,
          gradeStep: num,
          values: map(num, 30, 10),
          provenance,
        },
        {
          component: str(60).describe('Key of the garment component it measures (garment.components)'),
          gradeClass: z
            .enum(['girthMajor', 'girthMinor', 'lengthMajor', 'lengthMinor', 'none'])
            .describe("Which column of the size range's body table its steps follow"),
        },
      ),
      150,
    ),
  },
  {
    sizeRange: z.enum(['womens', 'mens', 'unisex', 'kids']).describe('The size range the rows are graded in'),
  },
);

const bomLine = obj(
  {
    ref: str(12),
    category: str(30),
    item: str(200),
    description: str(1000),
    placement: str(500),
    color: str(200),
    quantity: num,
    unit: str(60),
    supplier: str(200),
    provenance,
  },
  {
    quantityBySize: map(num, 30, 10),
    component: str(60).describe('Key of the garment component it is for (garment.components)'),
  },
);

export const exportBomSchema = arr(atMost(bomLine, 30), 200);

const operation = obj(
  {
    operation: str(200),
    isoStitch: str(20),
    stitchName: str(200),
    isoSeam: str(20),
    seamName: str(200),
    spi: num,
    seamAllowanceCm: num,
    notes: str(1000),
  },
  { component: str(60) },
);

export const exportConstructionSchema = obj({
  operations: arr(operation, 100),
  thread: str(500),
  finishing: str(1000),
  provenance,
});

const component = obj({
  key: str(60),
  kind: str(30),
  name: str(200),
  placement: str(200),
  source: z.enum(['grammar', 'catalogue', 'designer']),
  drawn: z.boolean(),
  needs: obj({ operation: z.boolean(), material: z.boolean(), measure: z.boolean() }),
});

export const exportGarmentSchema = obj(
  { kind: str(40), family: str(40), label: str(120), features: map(str(60), 30) },
  { components: arr(component, 80) },
).describe(
  'The one derived garment: its resolved features and its components (every BOM line, operation and point of measure names one)',
);

const detail = obj(
  { key: str(40), detail: str(40) },
  { name: str(80), placement: str(120), description: str(300), params: map(str(20), 10, 20) },
);

export const exportDetailsSchema = arr(detail, 40);

export const exportCareSchema = obj({ instruction: str(60), lines: arr(str(300), 40), provenance });
