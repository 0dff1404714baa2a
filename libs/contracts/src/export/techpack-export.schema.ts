// The published, versioned JSON schema of a tech pack export (GET /api/tech-pack/{id}/export.json), which
// POST /api/tech-packs/import takes back. This object is the source; techpack-export.schema.json beside it is the same
// schema written out for partners (a test keeps the two equal). Every string, list and map is bounded, so a valid
// document is also a bounded one. Fields a later version of the pack adds are carried through (additionalProperties)
// as long as the whole document stays under TECHPACK_IMPORT_MAX_BYTES.

export const TECHPACK_EXPORT_SCHEMA_VERSION = '1.1';
// 1.1 added the top-level `unit` (lengths in the pack's cm / in choice); a 1.0 document (always centimetres) is still
// imported.
export const TECHPACK_EXPORT_SCHEMA_VERSIONS = ['1.0', TECHPACK_EXPORT_SCHEMA_VERSION] as const;
export type TechPackExportSchemaVersion = (typeof TECHPACK_EXPORT_SCHEMA_VERSIONS)[number];
export const TECHPACK_EXPORT_UNITS = ['cm', 'in'] as const;
export const TECHPACK_IMPORT_MAX_BYTES = 7 * 1024 * 1024;

type Json = Record<string, unknown>;
const str = (maxLength: number, extra: Json = {}): Json => ({ type: 'string', maxLength, ...extra });
const num: Json = { type: 'number' };
const arr = (items: Json, maxItems: number): Json => ({ type: 'array', items, maxItems });
const map = (value: Json, maxProperties: number, keyLength = 60): Json => ({ type: 'object', maxProperties, propertyNames: { maxLength: keyLength }, additionalProperties: value });
const obj = (properties: Json, required: string[], extra: Json = {}): Json => ({ type: 'object', properties, required, ...extra });
// where a value came from ('detected', 'estimated', 'standard', 'user', ...: the pack contract's list, which grows)
const provenance: Json = str(20);
const scalar: Json = { type: ['string', 'number', 'boolean', 'null'], maxLength: 500 };

export const TECHPACK_EXPORT_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: `urn:techpack-studio:techpack-export:${TECHPACK_EXPORT_SCHEMA_VERSION}`,
  title: 'Tech pack export',
  description:
    'One tech pack as Tech Pack Studio exports it (GET /api/tech-pack/{id}/export.json) and imports it (POST /api/tech-packs/import). Lengths are in `unit` (the pack\'s pdfUnit): measurements, pointsOfMeasure values, tolerances and grade steps, customPoms and pomOverrides, branding logoWidth/logoHeight/logoFromTop/logoFromLeft in cm or in; BOM quantities in m, m2, cm (unit "cm") or yd, yd2, in (unit "in"), as each line\'s unit says. Fields whose name ends in Cm (seamAllowanceCm, artwork widthCm, ...) are centimetres in both, and records (revisions, fitDecisions, bomUser) are kept as they were entered. Money in USD. A 1.0 document has no unit: its lengths are centimetres.',
  type: 'object',
  required: ['schemaVersion', 'pack'],
  additionalProperties: false,
  if: { properties: { schemaVersion: { const: TECHPACK_EXPORT_SCHEMA_VERSION } } },
  then: { required: ['unit'] },
  properties: {
    schemaVersion: { enum: [...TECHPACK_EXPORT_SCHEMA_VERSIONS], description: `Version of this schema (${TECHPACK_EXPORT_SCHEMA_VERSION}); an importer also takes 1.0 (no unit: centimetres) and refuses any other` },
    unit: { enum: [...TECHPACK_EXPORT_UNITS], description: 'Unit of every length in pack (the pack\'s pdfUnit; cm when it has none); required from 1.1' },
    pack: obj(
      {
        id: str(64),
        uploadId: str(100),
        upload: obj({ filename: str(200, { pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }), originalName: str(255), garmentType: str(60) }, ['filename', 'originalName', 'garmentType']),
        generatedAt: str(40),
        createdAt: str(40),
        updatedAt: str(40),
        pdfPath: { type: 'null', description: 'Always null in an export: the PDF belongs to the pack on the server' },
        imageUrl: { type: ['string', 'null'], maxLength: 300, description: 'The reference photo (/api/uploads/<id>.jpg), or null when the pack has none of the importer\'s' },
        aiAnalysis: obj(
          {
            garmentType: str(60),
            silhouette: str(100),
            styleCategory: str(100),
            description: str(2000),
            components: map({ anyOf: [str(200), { type: ['number', 'boolean', 'null'] }, arr(str(60), 40), map(str(60), 40)] }, 40),
            confidence: { type: 'number', minimum: 0, maximum: 1 },
            features: map(obj({ value: str(60), confidence: num, source: str(20) }, ['value']), 40),
          },
          ['garmentType', 'silhouette', 'styleCategory', 'description', 'components', 'confidence'],
          { maxProperties: 80 },
        ),
        measurements: map({ type: ['string', 'number'], maxLength: 40 }, 150),
        materials: obj(
          {
            mainFabric: str(200),
            fabricDetails: obj({ gsm: num, composition: str(200), texture: str(200), category: str(100) }, ['gsm', 'composition', 'texture', 'category']),
            lining: str(100),
            trim: str(100),
          },
          ['mainFabric', 'fabricDetails', 'lining', 'trim'],
          { maxProperties: 40 },
        ),
        colors: arr(obj({ name: str(100), hex: str(7, { pattern: '^#[0-9A-Fa-f]{6}$' }), pantone: str(120) }, ['name', 'hex', 'pantone']), 40),
        branding: obj(
          {
            logo: { anyOf: [{ type: 'null' }, str(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 200, { pattern: '^data:image/(png|jpeg|jpg|svg\\+xml);base64,[A-Za-z0-9+/=\\s]*$' })] },
            logoFile: { type: ['string', 'null'], maxLength: 255 },
            logoPosition: str(60),
            logoWidth: num,
            logoHeight: num,
            logoMethod: str(60),
            logoColors: str(60),
            logoFromTop: num,
            logoFromLeft: num,
            mainLabel: str(200),
            careInstructions: str(60),
            sizeLabelFormat: str(60),
            hangTagStyle: str(60),
            hangTagContent: str(500),
            packaging: str(60),
          },
          ['logo', 'logoPosition', 'logoMethod', 'mainLabel', 'careInstructions', 'hangTagStyle', 'packaging'],
          { maxProperties: 40 },
        ),
        trims: map(scalar, 80),
        specialFeatures: obj({ finish: str(60), hardware: str(60) }, ['finish', 'hardware'], { maxProperties: 20 }),
        selectedSize: str(10),
        styleNumber: str(60),
        season: str(20),
        pointsOfMeasure: obj(
          {
            unit: { enum: [...TECHPACK_EXPORT_UNITS], description: 'The document\'s unit' },
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
                  component: str(60, { description: 'Key of the garment component it measures (garment.components)' }),
                  gradeClass: { enum: ['girthMajor', 'girthMinor', 'lengthMajor', 'lengthMinor', 'none'], description: "Which column of the size range's body table its steps follow" },
                },
                ['code', 'key', 'name', 'howToMeasure', 'tolerance', 'gradeStep', 'values', 'provenance'],
              ),
              150,
            ),
            sizeRange: { enum: ['womens', 'mens', 'unisex', 'kids'], description: 'The size range the rows are graded in' },
          },
          ['unit', 'baseSize', 'sizes', 'rows'],
        ),
        bom: arr(
          obj(
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
              quantityBySize: map(num, 30, 10),
              component: str(60, { description: 'Key of the garment component it is for (garment.components)' }),
            },
            ['ref', 'category', 'item', 'description', 'placement', 'color', 'quantity', 'unit', 'supplier', 'provenance'],
            { maxProperties: 30 },
          ),
          200,
        ),
        construction: obj(
          {
            operations: arr(
              obj(
                { operation: str(200), isoStitch: str(20), stitchName: str(200), isoSeam: str(20), seamName: str(200), spi: num, seamAllowanceCm: num, notes: str(1000), component: str(60) },
                ['operation', 'isoStitch', 'stitchName', 'isoSeam', 'seamName', 'spi', 'seamAllowanceCm', 'notes'],
              ),
              100,
            ),
            thread: str(500),
            finishing: str(1000),
            provenance,
          },
          ['operations', 'thread', 'finishing', 'provenance'],
        ),
        garment: obj(
          {
            kind: str(40),
            family: str(40),
            label: str(120),
            features: map(str(60), 30),
            components: arr(
              obj(
                { key: str(60), kind: str(30), name: str(200), placement: str(200), source: { enum: ['grammar', 'catalogue', 'designer'] }, drawn: { type: 'boolean' }, needs: obj({ operation: { type: 'boolean' }, material: { type: 'boolean' }, measure: { type: 'boolean' } }, ['operation', 'material', 'measure']) },
                ['key', 'kind', 'name', 'placement', 'source', 'drawn', 'needs'],
              ),
              80,
            ),
          },
          ['kind', 'family', 'label', 'features'],
          { description: 'The one derived garment: its resolved features and its components (every BOM line, operation and point of measure names one)' },
        ),
        details: arr(obj({ key: str(40), detail: str(40), name: str(80), placement: str(120), description: str(300), params: map(str(20), 10, 20) }, ['key', 'detail']), 40),
        care: obj({ instruction: str(60), lines: arr(str(300), 40), provenance }, ['instruction', 'lines', 'provenance']),
        provenance: map(provenance, 500, 120),
        revisions: arr(
          obj(
            {
              rev: { type: 'integer' },
              at: str(40),
              by: str(20), // 'system', 'user', ...
              summary: str(5000),
              fields: arr(str(200), 300),
              changes: arr(obj({ field: str(200), from: str(20000), to: str(20000) }, ['field', 'from', 'to']), 300),
            },
            ['rev', 'at', 'by', 'summary', 'fields'],
          ),
          1000,
        ),
        styleName: str(80),
        pomCodes: map(str(12), 300),
        customPoms: map(obj({ name: str(120), howToMeasure: str(500), tolerance: num, grade: num }, ['name', 'howToMeasure', 'tolerance', 'grade']), 80),
        pomOverrides: map(obj({ tolerance: num, grade: num }, []), 150),
        pdfUnit: { enum: ['cm', 'in'] },
        costOverrides: {
          anyOf: [
            { type: 'null' },
            obj(
              {
                unitPrices: map({ type: 'number', minimum: 0, maximum: 10000 }, 100, 12),
                labourRatePerMinute: { type: 'number', minimum: 0, maximum: 10 },
                overheadPercent: { type: 'number', minimum: 0, maximum: 100 },
                marginPercent: { type: 'number', minimum: 0, maximum: 100 },
                quantity: { type: 'integer', minimum: 1, maximum: 1000000 },
                region: str(30),
              },
              [],
              { additionalProperties: false },
            ),
          ],
        },
      },
      [
        'id',
        'upload',
        'aiAnalysis',
        'measurements',
        'materials',
        'colors',
        'branding',
        'trims',
        'specialFeatures',
        'selectedSize',
        'styleNumber',
        'season',
        'pointsOfMeasure',
        'bom',
        'construction',
        'care',
        'provenance',
        'revisions',
      ],
      { maxProperties: 80 },
    ),
  },
} as const;
