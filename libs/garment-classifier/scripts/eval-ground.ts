/**
 * The ground colour of patterned garments against hand labels (evaluation/ground-colour-validation.jsonl): each
 * labelled photo goes through the upload analyzer's colour path (intake raster and web image, the garment mask
 * network's region, the texture view's square, garmentColours + closerColours, then the patterned colourway:
 * patternColourway, as local.analyzer.ts toDominantColors lists it for a print, stripe, check or colour-block answer),
 * and the colourway's FIRST colour is compared with the label's ground: its colour family (the analyzer's plain colour
 * word, colour-words.ts describeColour, folded into the guide's families by WORD_FAMILY) and its CIEDE2000 to the
 * label's groundHex. Photos labelled "unclear" are left out.
 *
 *   node --import tsx libs/garment-classifier/scripts/eval-ground.ts [labels.jsonl] [--root <clothing-small dir>]
 *     [--json <out.json>] [--no-mask] [--misses]
 *
 * Importable: evaluateGround(labelsPath, options) returns the figures; options.colourway replaces the listing (a
 * changed ground rule), options.familyOf the hex -> family mapping.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  closerColours,
  deltaE2000,
  fabricPixels,
  garmentColours,
  hexToLab,
  hexToRgb,
  intakeImage,
  patternColourway,
  salientRegion,
  segmentFromSaliency,
  segmentGarment,
  textureBox,
  type ColourStats,
  type RawRgb,
  type Saliency,
} from '../src/photo/index.js';
import { loadGarmentClassifier } from '../src/index.js';
// an evaluation script, like the repository's scripts/: it reads the analyzer's colour words (the library never does)
// eslint-disable-next-line @nx/enforce-module-boundaries
import { describeColour } from '../../../services/upload-analysis/src/analyzer/colour-words.js';

const HERE = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_LABELS = join(HERE, '../evaluation/ground-colour-validation.jsonl');
const DEFAULT_ROOT = resolve(HERE, '../../../../shared/datasets/clothing-small');
/** A first colour this close (CIEDE2000) to the labelled ground counts as the ground. */
export const NEAR_DELTA_E = 10;

export interface GroundLabel {
  file: string;
  ground: string;
  groundHex?: string;
  others: string[];
  printKind: string;
  note?: string;
}

/** The analyzer's plain colour words (describeColour) as the guide's colour families. */
export const WORD_FAMILY: Record<string, string> = {
  Black: 'black',
  Charcoal: 'black',
  Grey: 'grey',
  'Light grey': 'grey',
  'Off-white': 'white',
  'Dark Red': 'burgundy',
  Red: 'red',
  Pink: 'pink',
  'Dark Pink': 'burgundy',
  'Light Pink': 'pink',
  Brown: 'brown',
  'Dark Brown': 'brown',
  Orange: 'orange',
  'Light Orange': 'beige-camel',
  'Dark Olive': 'olive-khaki',
  Olive: 'olive-khaki',
  Beige: 'beige-camel',
  'Light Beige': 'cream-ivory',
  Yellow: 'yellow',
  'Light Yellow': 'cream-ivory',
  'Dark Green': 'green',
  Green: 'green',
  'Light Green': 'green',
  'Dark Teal': 'green',
  Teal: 'light-blue',
  'Light Teal': 'light-blue',
  Navy: 'navy',
  Blue: 'blue',
  'Light Blue': 'light-blue',
  'Dark Purple': 'purple',
  Purple: 'purple',
  'Light Purple': 'purple',
};

export const familyOfHex = (hex: string): string =>
  WORD_FAMILY[describeColour(...hexToRgb(hex))] ?? 'unknown';

export interface EvaluateOptions {
  /** the clothing-small folder the labels' paths start in */
  root?: string;
  /** the listed colours, ground first (default: the analyzer's patterned colourway, patternColourway) */
  colourway?: (colours: ColourStats) => { hex: string }[];
  /** a listed colour's family (default: familyOfHex) */
  familyOf?: (hex: string) => string;
  /** false: the colour heuristic's mask instead of the mask network's (the analyzer without a model) */
  maskNetwork?: boolean;
  /** called after each photo (progress) */
  onPhoto?: (row: PhotoResult, done: number, total: number) => void;
}

export interface PhotoResult {
  file: string;
  printKind: string;
  ground: string;
  groundHex?: string;
  first?: string;
  firstFamily: string;
  listed: string[];
  familyRight: boolean;
  // the label's own groundHex through the same mapping: where it misses, the family figure cannot be right either
  groundHexFamilyRight?: boolean;
  deltaE?: number;
}

export interface Figures {
  n: number;
  familyAccuracy: number;
  meanDeltaE: number;
  withinDeltaE: number; // share of photos with a first colour within NEAR_DELTA_E of groundHex
  familyCeiling: number; // share of labels whose groundHex maps to their own ground family
}

export interface GroundEvaluation extends Figures {
  byPrintKind: Record<string, Figures>;
  photos: PhotoResult[];
}

export function readGroundLabels(path: string): GroundLabel[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GroundLabel)
    .filter((l) => l.ground !== 'unclear');
}

/** One photo's colours, measured as LocalAnalyzer.analyze measures them (the mask network's region when it has one). */
async function measure(
  buf: Buffer,
  saliencyOf: ((raw: RawRgb) => Promise<Saliency>) | undefined,
): Promise<ColourStats> {
  const img = await intakeImage(buf);
  const raw = img.analysis;
  const saliency = saliencyOf ? await saliencyOf(raw) : undefined;
  const region = saliency && salientRegion(raw, saliency);
  const heuristic = region ? undefined : segmentGarment(raw);
  const outline = region ? { mask: region.mask, segmented: true } : heuristic!;
  const fabric = textureBox(outline, raw);
  const seg = heuristic ?? segmentFromSaliency(raw, saliency!, region);
  const colours = garmentColours(raw, seg);
  colours.closer = await fabricPixels(img.web, fabric).then(
    (view) => closerColours(view, fabric, outline, raw),
    () => [],
  );
  return colours;
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

function figures(rows: PhotoResult[]): Figures {
  const withHex = rows.filter((r) => r.deltaE !== undefined);
  const sum = withHex.reduce((a, r) => a + r.deltaE!, 0);
  return {
    n: rows.length,
    familyAccuracy: round(rows.filter((r) => r.familyRight).length / (rows.length || 1)),
    meanDeltaE: round(sum / (withHex.length || 1), 2),
    withinDeltaE: round(withHex.filter((r) => r.deltaE! < NEAR_DELTA_E).length / (withHex.length || 1)),
    familyCeiling: round(rows.filter((r) => r.groundHexFamilyRight).length / (rows.length || 1)),
  };
}

/** Measures every labelled photo (ground not "unclear") and compares its first listed colour with the ground. */
export async function evaluateGround(
  labelsPath: string = DEFAULT_LABELS,
  options: EvaluateOptions = {},
): Promise<GroundEvaluation> {
  const root = options.root ?? DEFAULT_ROOT;
  const colourway = options.colourway ?? ((c: ColourStats) => patternColourway(c));
  const familyOf = options.familyOf ?? familyOfHex;
  const labels = readGroundLabels(labelsPath);
  const model = options.maskNetwork === false ? undefined : await loadGarmentClassifier();
  const saliencyOf = model?.saliency?.bind(model);
  const photos: PhotoResult[] = [];
  for (const label of labels) {
    const listed = colourway(await measure(readFileSync(join(root, label.file)), saliencyOf));
    const first = listed[0]?.hex;
    const firstFamily = first ? familyOf(first) : 'none';
    const row: PhotoResult = {
      file: label.file,
      printKind: label.printKind,
      ground: label.ground,
      groundHex: label.groundHex,
      first,
      firstFamily,
      listed: listed.map((c) => c.hex),
      familyRight: firstFamily === label.ground,
      groundHexFamilyRight: label.groundHex ? familyOf(label.groundHex) === label.ground : undefined,
      ...(first && label.groundHex
        ? { deltaE: round(deltaE2000(hexToLab(first), hexToLab(label.groundHex)), 2) }
        : {}),
    };
    photos.push(row);
    options.onPhoto?.(row, photos.length, labels.length);
  }
  const kinds = [...new Set(photos.map((p) => p.printKind))].sort();
  return {
    ...figures(photos),
    byPrintKind: Object.fromEntries(kinds.map((k) => [k, figures(photos.filter((p) => p.printKind === k))])),
    photos,
  };
}

const line = (name: string, f: Figures) =>
  `${name.padEnd(14)} n ${String(f.n).padStart(3)}  family ${f.familyAccuracy.toFixed(3)}  ` +
  `mean ΔE ${f.meanDeltaE.toFixed(2).padStart(6)}  within ΔE ${NEAR_DELTA_E} ${f.withinDeltaE.toFixed(3)}  ` +
  `(family ceiling ${f.familyCeiling.toFixed(3)})`;

/** The figures as the command prints them. */
export function formatGround(e: GroundEvaluation, misses = false): string {
  const out = [line('all', e), ...Object.entries(e.byPrintKind).map(([k, f]) => line(k, f))];
  if (misses)
    for (const p of e.photos.filter((x) => !x.familyRight))
      out.push(
        `  miss ${p.file}  label ${p.ground} ${p.groundHex ?? ''}  first ${p.firstFamily} ${p.first ?? ''}` +
          `  ΔE ${p.deltaE ?? '-'}  listed ${p.listed.join(' ')}`,
      );
  return out.join('\n');
}

async function main(argv: string[]): Promise<void> {
  const flag = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv.splice(i, 2)[1] : undefined;
  };
  const json = flag('--json');
  const root = flag('--root');
  const noMask = argv.includes('--no-mask');
  const misses = argv.includes('--misses');
  const labels = argv.find((a) => !a.startsWith('--')) ?? DEFAULT_LABELS;
  if (!existsSync(labels)) throw new Error(`no labels at ${labels}`);
  const t0 = Date.now();
  const e = await evaluateGround(labels, {
    root,
    maskNetwork: !noMask,
    onPhoto: (_r, done, total) => {
      if (done % 25 === 0) console.error(`${done}/${total} ${((Date.now() - t0) / 1000).toFixed(0)}s`);
    },
  });
  console.log(formatGround(e, misses));
  if (json) {
    writeFileSync(json, JSON.stringify(e, null, 2) + '\n');
    console.log(`wrote ${json}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
