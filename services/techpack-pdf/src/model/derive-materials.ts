import { fabricByName, type GarmentSpec } from '@techpack/catalog';
import type { Branding, TechPack } from '@techpack/contracts';
import { fabricDetails } from './features';
import { careFor, defaultBranding } from './sections';

// artwork methods that leave a print on the garment (the care label's 'do not iron print' is for these)
const PRINT_METHODS = ['screen-print', 'heat-transfer', 'vinyl-cut', 'sublimation'];

// Materials, branding, trims, hardware, construction and care as derivePack sets them from the grammar's garment,
// keeping the designer's values. `patternValue`: the pattern answer (a print takes the care label's print note).
export function deriveMaterials(
  pack: TechPack,
  spec: GarmentSpec,
  patternValue: string | undefined,
  isUser: (k: string) => boolean,
): void {
  const prov = pack.provenance;
  // materials
  if (!isUser('materials.mainFabric')) {
    pack.materials.mainFabric = spec.fabric.name;
    prov['materials.mainFabric'] = 'standard';
  }
  if (!isUser('materials.fabricDetails')) {
    const fab = fabricByName(pack.materials.mainFabric) ?? spec.fabric;
    pack.materials.fabricDetails = fabricDetails(fab);
    prov['materials.fabricDetails'] = 'standard';
  }
  if (!isUser('materials.lining')) {
    pack.materials.lining = spec.lining;
    prov['materials.lining'] = 'standard';
  }
  if (!isUser('materials.trim')) {
    pack.materials.trim = spec.trim;
    prov['materials.trim'] = 'standard';
  }
  // branding: the grammar's artwork defaults, care by fibre; the designer's values kept
  const defaults: Branding = {
    ...defaultBranding(),
    ...spec.artwork,
    mainLabel: spec.mainLabel,
    careInstructions: spec.care.instruction,
  };
  for (const [k, v] of Object.entries(defaults)) {
    if (isUser(`branding.${k}`)) continue;
    if ((k === 'logo' || k === 'logoFile') && pack.branding?.[k as 'logo']) continue;
    (pack.branding as Record<string, unknown>)[k] = v;
    prov[`branding.${k}`] = 'standard';
  }
  if (!isUser('trims')) {
    pack.trims = { ...spec.trims };
    prov.trims = 'standard';
  }
  if (!isUser('specialFeatures.hardware')) {
    pack.specialFeatures.hardware = spec.hardware;
    prov['specialFeatures.hardware'] = 'standard';
  }
  prov['specialFeatures.finish'] ??= 'standard';
  pack.construction = {
    operations: spec.operations,
    thread: spec.thread,
    finishing: spec.finishing,
    provenance: 'standard',
  };
  prov.construction = 'standard';
  const printed =
    patternValue === 'print' || (!!pack.branding.logo && PRINT_METHODS.includes(pack.branding.logoMethod));
  pack.care = careFor(
    pack.branding.careInstructions,
    pack.materials.fabricDetails.composition,
    prov['branding.careInstructions'] ?? 'standard',
    spec.care,
    printed,
    spec.padded,
  );
  prov.care = pack.care.provenance;
}
