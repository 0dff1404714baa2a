import {
  applyDependentPoms,
  trimsFromBom,
  defaultSizeRange,
  deriveGarment,
  isFit,
  isSizeRange,
  pomGroupOf,
  sizeInRange,
  sizesOf,
  type GarmentSpec,
} from '@techpack/catalog';
import { applyTrade, atSampleSize, sampleSizeFor, tradeInputs } from './trade';
import { groundFirst } from './artwork';
import { FEATURE_KEYS, type AiAnalysis, type Provenance, type TechPack } from '@techpack/contracts';
import { categoryForRange } from './range-words';
import { TYPICAL_ASPECT, round1, featuresOf, featureValues, provOfSource } from './features';
import { styleNumberFor } from './type-rules';
import { followDesignerLengths, followGradedQuantities } from './quantities';
import { packComponents } from './details';
import { overlayBom } from './bom-edits';
import {
  componentsFrom,
  defaultStyleName,
  deriveBom,
  bodyColourText,
  gradeTable,
  seasonOf,
  GROUP_CODE,
  defaultBranding,
} from './sections';
import { deriveColours, packColours } from './derive-colours';
import { deriveMaterials } from './derive-materials';

export interface BuildInput {
  id: string;
  uploadId: string;
  filename: string;
  originalName: string;
  selectedSize: string;
  analysis: AiAnalysis;
  sizeRange?: string; // the upload form's; absent: from the type
  fit?: string;
  now: Date;
}

// ------------------------------------------------------------------------------------------ derive

/**
 * Re-derives every section of the pack from its garment type and features through the grammar, keeping every
 * value whose provenance is 'user'. Mutates and returns `pack`.
 */
export function derivePack(pack: TechPack): TechPack {
  const a = pack.aiAnalysis;
  const features = featuresOf(a);
  a.features = features;
  const prov = pack.provenance;
  // a fit session's decision is the designer's too
  const isUser = (k: string) => prov[k] === 'user' || prov[k] === 'fit';
  deriveColours(pack, features, isUser);
  const patternValue = features.pattern?.value;
  groundFirst(pack);
  const trade = tradeInputs(pack);
  // the style category follows the size range unless the designer wrote one
  if (!isUser('aiAnalysis.styleCategory') && typeof a.styleCategory === 'string')
    a.styleCategory = categoryForRange(a.styleCategory, trade.sizeRange);
  pack.selectedSize = sampleSizeFor(pack, trade.sizeRange);
  const spec = deriveGarment({
    ...trade,
    garmentType: a.garmentType,
    features: featureValues(features),
    fabric: isUser('materials.mainFabric') ? pack.materials.mainFabric : undefined,
    bodyColour: bodyColourText(pack),
    details: pack.details,
  });

  // measurements: the grammar's POMs at the sample size (lengths scaled by the photo's proportions); designer's values kept
  const group = pomGroupOf(a.garmentType);
  const segmented = (a as { segmented?: boolean }).segmented !== false && !!a.proportions;
  const typical = TYPICAL_ASPECT[group];
  const factor =
    segmented && typical && a.proportions
      ? Math.max(0.9, Math.min(1.1, a.proportions.bboxAspect / typical.aspect))
      : 1;
  followDesignerLengths(pack, spec, (key) => (typical?.keys.includes(key) ? factor : 1));
  const measurements: Record<string, string | number> = {};
  const specKeys = new Set(spec.poms.map((p) => p.key));
  for (const [k, v] of Object.entries(pack.measurements))
    if (isUser(`measurements.${k}`) || pack.customPoms?.[k]) measurements[k] = v;
  for (const k of Object.keys(prov))
    if (k.startsWith('measurements.') && !specKeys.has(k.slice(13)) && !(k.slice(13) in measurements))
      delete prov[k];
  for (const p of spec.poms) {
    if (p.key in measurements) continue;
    const scaled = typical?.keys.includes(p.key) && factor !== 1;
    const grade = pack.pomOverrides?.[p.key]?.grade ?? p.grade;
    const atM = scaled ? round1(p.base * factor) : p.base;
    measurements[p.key] = atSampleSize(spec, p, grade, atM, pack.selectedSize);
    prov[`measurements.${p.key}`] = scaled ? 'estimated' : 'standard';
  }
  pack.measurements = measurements;

  deriveMaterials(pack, spec, patternValue, isUser);

  // analysis text follows the current features
  const applicable = FEATURE_KEYS.filter((k) => features[k] && features[k].value !== 'n/a');
  const allSeen =
    applicable.length > 0 &&
    applicable.every(
      (k) =>
        features[k].value !== 'unclear' &&
        (features[k].source === 'detected' || features[k].source === 'user'),
    );
  if (!isUser('aiAnalysis.description')) {
    a.description = spec.description;
    prov['aiAnalysis.description'] = allSeen
      ? applicable.some((k) => features[k].source === 'user')
        ? 'estimated'
        : 'detected'
      : 'estimated';
  }
  if (!isUser('aiAnalysis.silhouette') && spec.features.silhouette) {
    a.silhouette = `${spec.features.silhouette.charAt(0).toUpperCase()}${spec.features.silhouette.slice(1).replace(/-/g, ' ')}${spec.family === 'top' || spec.family === 'outerwear' ? ' fit' : ''}`;
    prov['aiAnalysis.silhouette'] = provOfSource(features.silhouette?.source);
  }
  if (!isUser('aiAnalysis.components')) {
    const extras = Object.fromEntries(
      Object.entries(a.components ?? {}).filter(
        ([k]) =>
          ![
            'collar',
            'neckline',
            'sleeves',
            'closure',
            'pockets',
            'waistband',
            'fit',
            'hood',
            'length',
            'hem',
            'artwork',
            'assumed',
            'sources',
          ].includes(k),
      ),
    );
    a.components = { ...extras, ...componentsFrom(features, spec) } as AiAnalysis['components'];
    prov['aiAnalysis.components'] = allSeen ? 'detected' : 'estimated';
  }
  (a as Record<string, unknown>).garmentClass = spec.label;
  pack.garment = { kind: spec.kind, family: spec.family, label: spec.label, features: { ...spec.features } };
  pack.upload.garmentType = a.garmentType;
  pack.styleNumber = styleNumberFor(pack);
  if (!isUser('styleName')) {
    pack.styleName = defaultStyleName(pack, spec);
    prov.styleName = 'standard';
  }
  // graded table with stable codes, then the BOM
  if (!pack.pomCodes) {
    pack.pomCodes = {};
    for (const r of pack.pointsOfMeasure?.rows ?? [])
      if (!Object.values(pack.pomCodes).includes(r.code)) pack.pomCodes[r.key] = r.code;
  }
  pack.pointsOfMeasure = gradeTable(pack, spec.poms);
  // dependent points of measure follow their parts in every size (outseam = inseam + rise, ...), before the quantities
  for (const k of applyDependentPoms(pack.pointsOfMeasure.rows, (key) => isUser(`measurements.${key}`))) {
    const v = pack.pointsOfMeasure.rows.find((r) => r.key === k)?.values[pack.selectedSize];
    if (v !== undefined) pack.measurements[k] = v;
  }
  followGradedQuantities(spec, pack.pointsOfMeasure);
  // the trims page is written from the BOM lines once their quantities are final: one number everywhere
  if (!isUser('trims')) pack.trims = trimsFromBom(spec.bom);
  pack.bom = deriveBom(pack, spec);
  overlayBom(pack); // the designer's lines and the colourways on top
  applyTrade(pack, spec); // size range, fit, sizes, artwork, care symbols
  pack.garment.components = packComponents(pack, spec);
  // while the fabric is a guess, every component the grammar derived from it is provisional
  if ((pack.materials as { fabricStatus?: string }).fabricStatus)
    for (const c of pack.garment.components) if (c.source === 'grammar') c.provisional = true;
  prov.bom = 'standard';
  return pack;
}

/** The grammar's view of a pack (for the check). */
export function garmentSpecOf(pack: TechPack): GarmentSpec {
  return deriveGarment({
    ...tradeInputs(pack),
    garmentType: pack.aiAnalysis.garmentType,
    features: featureValues(featuresOf(pack.aiAnalysis)),
    fabric: pack.provenance['materials.mainFabric'] === 'user' ? pack.materials.mainFabric : undefined,
    bodyColour: bodyColourText(pack),
    details: pack.details,
  });
}

export function buildTechPack(input: BuildInput): TechPack {
  const a = structuredClone(input.analysis);
  const group = pomGroupOf(a.garmentType);
  const range = isSizeRange(input.sizeRange) ? input.sizeRange : defaultSizeRange(a.garmentType);
  const size = sizeInRange(input.selectedSize, range);

  const provenance: Record<string, Provenance> = {};
  if (isFit(input.fit)) provenance.fit = 'user';
  if (isSizeRange(input.sizeRange)) provenance.sizeRange = 'user';
  const requested = a.requestedGarmentType;
  // the designer's type ('user') where it differs from the analysis, or where the analysis only estimated it; an
  // analysis below its type threshold says 'estimated' (garmentTypeDetected false; absent = an analyzer without one)
  const typeDetected = a.garmentTypeDetected !== false;
  provenance['aiAnalysis.garmentType'] =
    requested && requested === a.garmentType && (a.detectedGarmentType !== requested || !typeDetected)
      ? 'user'
      : typeDetected
        ? 'detected'
        : 'estimated';
  provenance['aiAnalysis.silhouette'] =
    (a as { silhouetteDetected?: boolean }).silhouetteDetected === false ? 'estimated' : 'detected';
  provenance['aiAnalysis.styleCategory'] = 'estimated';
  if (typeof a.description === 'string' && a.description)
    (a as Record<string, unknown>).analyzerDescription = a.description;

  const colors = packColours(a.dominantColors ?? []);
  if (colors.length > 0) provenance.colors = 'detected'; // measured from the garment's pixels

  const now = input.now.toISOString();
  const features = featuresOf(a);
  const pack: TechPack = {
    id: input.id,
    uploadId: input.uploadId,
    upload: { filename: input.filename, originalName: input.originalName, garmentType: a.garmentType },
    generatedAt: now,
    createdAt: now,
    updatedAt: now,
    pdfPath: null,
    imageUrl: `/api/uploads/${input.filename}`,
    aiAnalysis: { ...a, features },
    measurements: {},
    materials: {
      mainFabric: '',
      fabricDetails: { gsm: 0, composition: '', texture: '', category: '' },
      lining: 'none',
      trim: 'none',
    },
    colors,
    branding: defaultBranding(),
    trims: {},
    specialFeatures: { finish: 'none', hardware: 'none' },
    selectedSize: size,
    sizeRange: range,
    ...(isFit(input.fit) ? { fit: input.fit } : {}),
    styleNumber: `TP-${seasonOf(input.now)}-${GROUP_CODE[group]}-${input.id.replace(/-/g, '').slice(0, 6).toUpperCase()}`,
    season: seasonOf(input.now),
    pointsOfMeasure: { unit: 'cm', baseSize: size, sizes: [...sizesOf(range)], rows: [] },
    bom: [],
    construction: { operations: [], thread: '', finishing: '', provenance: 'standard' },
    care: { instruction: 'machine-wash-cold', lines: [], provenance: 'standard' },
    provenance,
    revisions: [],
    pomCodes: {},
    status: 'draft',
  };
  derivePack(pack);
  const assumedCount = FEATURE_KEYS.filter(
    (k) => features[k] && features[k].value !== 'n/a' && features[k].source !== 'detected',
  ).length;
  pack.revisions.push({
    rev: 1,
    at: now,
    by: 'system',
    summary: `Generated from photo analysis (${a.analyzer ?? 'analyzer'}, ${Math.round(a.confidence * 1000) / 10}% confidence) as ${String((pack.aiAnalysis as Record<string, unknown>).garmentClass)}${a.features ? '' : ' with the default features for the type'}${assumedCount ? `; ${assumedCount} feature(s) to confirm` : ''}`,
    fields: [],
  });
  return pack;
}
