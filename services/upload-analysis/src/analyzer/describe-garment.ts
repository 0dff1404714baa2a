import type { GarmentComponents } from '@techpack/contracts';
import type { GarmentFeatures } from './image-features';
import { avg } from './classifier';

// The analysis's words for a garment of a given type from its outline: silhouette, style category, components (those
// a photo cannot show are listed as assumed) and the description.

const TYPE_WORDS: Record<string, string> = {
  't-shirt': 'T-shirt',
  shirt: 'shirt',
  'long-sleeve top': 'long-sleeve top',
  jacket: 'jacket',
  hoodie: 'hoodie',
  pants: 'pants',
  shorts: 'shorts',
  dress: 'dress',
  skirt: 'skirt',
};

const TOPS = new Set(['t-shirt', 'shirt', 'long-sleeve top', 'jacket', 'hoodie']);

export function describeGarment(
  garmentType: string,
  f: GarmentFeatures,
  adjust?: (c: GarmentComponents) => GarmentComponents,
): {
  silhouette: string;
  styleCategory: string;
  components: GarmentComponents;
  description: string;
  silhouetteDetected: boolean;
} {
  const rows = f.rowWidths;
  const assumed: string[] = [];
  const components: GarmentComponents = {};
  let silhouette: string;
  const hem = avg(rows.slice(27, 31));
  const seg = f.segmented;
  if (TOPS.has(garmentType)) {
    const body = avg(rows.slice(12, 20));
    const ratio = body > 0 ? hem / body : 1;
    if (f.bboxAspect < 0.95) silhouette = 'Oversized, boxy';
    else if (ratio > 1.08) silhouette = 'A-line, flared hem';
    else if (ratio < 0.82) silhouette = 'Fitted, tapered to hem';
    else silhouette = garmentType === 'jacket' ? 'Straight, regular fit' : 'Straight, relaxed fit';
    // neckline from the notch at the top centre of the outline
    if (garmentType === 'shirt') {
      components.collar = 'Point collar with collar stand';
      assumed.push('collar');
    } else if (garmentType === 'hoodie') {
      components.collar = 'Hood with drawcord';
      assumed.push('collar');
    } else if (garmentType === 'jacket') {
      components.collar = 'Stand collar';
      assumed.push('collar');
    }
    if (garmentType !== 'shirt' && garmentType !== 'jacket' && garmentType !== 'hoodie') {
      if (seg)
        components.neckline =
          f.neckDepth > 0.14
            ? 'V-neck or deep scoop'
            : f.neckDepth > 0.05
              ? 'Crew neck'
              : 'High crew / mock neck';
      else {
        components.neckline = 'Crew neck';
        assumed.push('neckline');
      }
    }
    const longSeen = f.lowerBodyFull > 0.88;
    if (garmentType === 'shirt' && seg) {
      // shirts come with either sleeve length: the outline decides
      components.sleeves = longSeen ? 'Long sleeves with cuffs' : 'Short sleeves';
    } else {
      const longType = garmentType !== 't-shirt';
      components.sleeves = longType ? 'Long sleeves, set-in' : 'Short sleeves, set-in';
      if (!seg || longSeen !== longType) assumed.push('sleeves');
    }
    components.closure =
      garmentType === 'shirt'
        ? 'Button front placket'
        : garmentType === 'jacket'
          ? 'Centre front zip'
          : garmentType === 'hoodie'
            ? 'Pullover'
            : 'Pullover';
    if (garmentType === 'shirt' || garmentType === 'jacket') assumed.push('closure');
    components.hem =
      garmentType === 'shirt'
        ? 'Curved shirt-tail hem'
        : garmentType === 'hoodie'
          ? 'Rib hem band'
          : 'Straight hem';
    assumed.push('hem');
    if (garmentType === 'hoodie') {
      components.pockets = 'Kangaroo pocket';
      assumed.push('pockets');
    }
    if (garmentType === 'jacket') {
      components.pockets = 'Two front welt pockets';
      assumed.push('pockets');
    }
  } else if (garmentType === 'pants' || garmentType === 'shorts') {
    const hip = avg(rows.slice(4, 8));
    const leg = seg && f.legSplit ? hem / 2 : 0; // one leg
    const ratio = hip > 0 && leg > 0 ? leg / hip : 0;
    if (!ratio) silhouette = garmentType === 'pants' ? 'Straight leg' : 'Regular fit';
    else if (garmentType === 'pants')
      silhouette = ratio < 0.3 ? 'Slim, tapered leg' : ratio < 0.42 ? 'Straight leg' : 'Wide leg';
    else silhouette = ratio < 0.42 ? 'Regular fit' : 'Relaxed, wide leg';
    components.waistband = 'Waistband with belt loops';
    components.closure = 'Zip fly with button';
    components.pockets = 'Slant front pockets, back welt pockets';
    components.hem = 'Turned-up hem';
    assumed.push('waistband', 'closure', 'pockets', 'hem');
  } else {
    // dress / skirt
    const upper = rows.slice(garmentType === 'dress' ? 8 : 1, garmentType === 'dress' ? 16 : 6);
    const waist = upper.length ? Math.min(...upper) : 0;
    const ratio = waist > 0 ? hem / waist : 1;
    silhouette =
      ratio > 1.5
        ? 'Fit and flare'
        : ratio > 1.15
          ? 'A-line'
          : garmentType === 'skirt'
            ? 'Pencil / straight'
            : 'Sheath / straight';
    if (garmentType === 'dress') {
      if (seg) components.neckline = f.neckDepth > 0.1 ? 'V-neck or scoop' : 'Round neck';
      else {
        components.neckline = 'Round neck';
        assumed.push('neckline');
      }
      components.sleeves = f.lowerBodyFull > 0.9 && seg ? 'Long sleeves' : 'Sleeveless or short sleeves';
      assumed.push('sleeves');
      components.closure = 'Invisible centre back zip';
    } else {
      components.waistband = 'Faced or narrow waistband';
      components.closure = 'Invisible side zip';
      assumed.push('waistband');
    }
    assumed.push('closure');
    components.hem = 'Blind-stitched hem';
    assumed.push('hem');
  }
  if (!seg) assumed.push('silhouette');
  components.assumed = [...new Set(assumed)];
  const comps = adjust ? adjust(components) : components;

  const main = f.dominantColors[0]?.name.toLowerCase() ?? 'solid';
  const accent = f.dominantColors[1] ? ` with ${f.dominantColors[1].name.toLowerCase()} areas` : '';
  const styleCategory =
    garmentType === 'shirt'
      ? 'Smart casual'
      : garmentType === 'jacket'
        ? 'Outerwear'
        : garmentType === 'hoodie'
          ? 'Streetwear / athleisure'
          : garmentType === 'dress' || garmentType === 'skirt'
            ? 'Womenswear'
            : garmentType === 'shorts'
              ? 'Casual / athleisure'
              : garmentType === 'pants'
                ? 'Casual bottoms'
                : 'Casual basics';
  const details = [comps.collar ?? comps.neckline, comps.sleeves, comps.closure]
    .filter(Boolean)
    .join(', ')
    .toLowerCase();
  const description =
    `${cap(silhouette.toLowerCase())} ${main} ${TYPE_WORDS[garmentType] ?? garmentType}${accent}` +
    (details ? `; ${details}` : '') +
    `. Colours and proportions measured from the photo${seg ? '' : ' (garment not clearly separable from the background, centre of the photo used)'}; ` +
    'fibre content, fabric weight and interior construction cannot be seen in a photo and are standard assumptions.';
  return { silhouette, styleCategory, components: comps, description, silhouetteDetected: seg };
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
