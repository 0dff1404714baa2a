// The tech pack model: built from the photo analysis and its garment features through the garment grammar
// (libs/catalog/src/grammar.ts), then edited by the designer. Every section is re-derived from the current
// features on each change; values the designer set (provenance 'user') are kept.
// Pure functions (no I/O), so they are cheap to test and run outside any transaction.
//   features.ts      the analysis' garment features, sizes and fabric helpers
//   sections.ts      each section from the garment spec: components, care, BOM, graded table and POM codes, branding
//   derive.ts        a new pack from an analysis (buildTechPack), and every section re-derived (derivePack)
//   apply-update.ts  the designer's edits (applyUpdate) and the re-derivation after them (rederive)
export { assumedFeatures, featuresOf, groupOf, isSize } from './features';
export { careFor, defaultStyleName, deriveBom, gradeTable } from './sections';
export { buildTechPack, derivePack, garmentSpecOf, type BuildInput } from './derive';
export { applyUpdate, rederive, TOP_GROUPS } from './apply-update';
export { applyConfirm, markReady } from './lifecycle';
export { openItems, statusOf, THIN_MARGIN } from './open-items';
export { assertProductType, impliedType, styleNumberFor, fieldError } from './type-rules';
export { fabricLookOf } from './follow';
