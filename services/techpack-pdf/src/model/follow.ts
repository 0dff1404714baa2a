import { fabricByName, type Fabric } from '@techpack/catalog';
import type { GarmentFeatures, Revision, TechPack } from '@techpack/contracts';
import { COLOUR_OF_FEATURE, assumedFeatures, featuresOf } from './features';
import { impliedType } from './type-rules';

// What one correction implies for the answers next to it, so the pack never says two things at once: a feature that
// describes another type changes the type, the fabric and the fabric-look answer follow each other, and a main colour
// the designer set becomes the body colour.

type Change = NonNullable<Revision['changes']>[number];

/** The fabric-look answer a fabric gives (the analyzer's vocabulary). */
export function fabricLookOf(f: Pick<Fabric, 'construction' | 'gsm' | 'family'>): string {
  switch (f.construction) {
    case 'jersey':
    case 'interlock':
    case 'pique':
    case 'mesh':
      return 'jersey';
    case 'rib':
    case 'sweater-knit':
      return 'rib-or-sweater-knit';
    case 'fleece':
    case 'french-terry':
      return 'fleece';
    case 'denim':
      return 'denim';
    case 'ripstop':
    case 'taffeta':
    case 'softshell':
      return 'shell';
    case 'quilted':
      return 'quilted-or-padded';
    case 'hide':
    case 'suede':
      return 'leather-or-suede';
    case 'chiffon':
    case 'lace':
      return 'lace-or-sheer';
    case 'canvas':
    case 'corduroy':
    case 'flannel':
      return 'woven-heavy';
    default:
      return f.gsm >= 200 ? 'woven-heavy' : 'woven-light';
  }
}

export interface FollowInput {
  next: TechPack;
  changed: string[];
  changes: Change[];
  typeSetInUpdate: boolean;
  coloursSetInUpdate: boolean;
  fabricSetInUpdate: boolean;
}

export function followCorrections({
  next,
  changed,
  changes,
  typeSetInUpdate,
  coloursSetInUpdate,
  fabricSetInUpdate,
}: FollowInput): void {
  const featureChanged = (k: string) => changed.includes(`aiAnalysis.features.${k}`);
  const a = next.aiAnalysis;
  let features = featuresOf(a);
  // a feature that describes another type changes the type (the designer's answer, so the type is theirs too)
  if (!typeSetInUpdate && (featureChanged('sleeve') || featureChanged('hood'))) {
    const t = impliedType(a.garmentType, features);
    if (t && t !== a.garmentType) {
      changes.push({ field: 'aiAnalysis.garmentType', from: a.garmentType, to: t });
      changed.push('aiAnalysis.garmentType');
      next.provenance['aiAnalysis.garmentType'] = 'user';
      a.garmentType = t;
      next.upload.garmentType = t;
      features = assumedFeatures(t, features);
      a.features = features;
    }
  }
  // the fabric the designer chose gives the fabric-look answer
  if (fabricSetInUpdate) {
    const fab = fabricByName(next.materials.mainFabric);
    const look = features.fabric_look;
    if (fab && look && look.value !== 'n/a') {
      const value = fabricLookOf(fab);
      if (look.value !== value || look.source !== 'user') {
        if (look.value !== value)
          changes.push({
            field: 'features.fabric_look',
            from: `${look.value} (${look.source})`,
            to: `${value} (user)`,
          });
        features.fabric_look = { value, confidence: 1, source: 'user' };
        a.features = features;
        changed.push('aiAnalysis.features.fabric_look');
      }
    }
  } else if (featureChanged('fabric_look') && next.provenance['materials.mainFabric'] === 'user') {
    // a new fabric-look answer replaces a fabric the designer chose for the old look: the grammar picks one for the new
    const fab = fabricByName(next.materials.mainFabric);
    if (!fab || fabricLookOf(fab) !== features.fabric_look.value) {
      next.provenance['materials.mainFabric'] = 'standard';
      next.provenance['materials.fabricDetails'] = 'standard';
    }
  }
  // a main colour the designer set is the body colour (a print keeps its other colours after it)
  if (featureChanged('main_colour') && !coloursSetInUpdate) setBodyColour(next, features);
}

function setBodyColour(next: TechPack, features: GarmentFeatures): void {
  // a measured or chosen body colour stays the standard: the class only checks it (a disagreeing class is a check
  // error asking for a colour, see check/cross-checks.ts); the class's swatch stands in only where nothing was measured
  const prov = next.provenance.colors;
  if (next.colors.length > 0 && (prov === 'detected' || prov === 'user')) return;
  const c = COLOUR_OF_FEATURE[features.main_colour?.value ?? ''];
  if (!c) return;
  next.colors = [
    { name: c.name, hex: c.hex, pantone: c.pantone },
    ...next.colors.slice(1).filter((x) => x.name !== c.name),
  ];
  next.provenance.colors = 'user';
}
