// The garment grammar: from garment type + features + fabric it derives what a factory needs
// (points of measure, BOM lines, construction operations, care, trims and artwork defaults).
// Pure functions, no I/O. Feature keys and values are those of libs/contracts/src/features.ts
// (garment-attributes-guide.md); this library takes them as plain strings so it does not depend on contracts.
export * from './types';
export { grammarFamilyOf, typeDefaults, resolveFeatures, garmentKindOf } from './features';
export { defaultFabricFor, isKnit } from './fabric';
export { POM_CODES, toleranceFor } from './poms';
export { CARE_LINES, parseComposition, careForFibre, careContradiction, type Fibre } from './care';
export { perSize } from './bom';
export { deriveGarment, draftPoms, requiredPomKeys, featureOptionsFor, type GrammarInput } from './derive';
export { pomNameOf } from './pom-names';
export {
  grammarComponents,
  tagComponents,
  trimsFromBom,
  trimKeyOf,
  trimText,
  preQuilted,
  WHOLE_GARMENT,
} from './components';
export {
  DETAIL_CATALOGUE,
  CUSTOM_DETAIL,
  applyDetails,
  detailById,
  detailsFor,
  detailParams,
  type DetailDefinition,
  type DetailInput,
} from './details';
export {
  DEPENDENT_POMS,
  applyDependentPoms,
  dependentPomMismatches,
  type DependentPom,
} from './dependent-poms';
export { componentViolations, type ComponentViolation, type GarmentLines } from './invariants';
