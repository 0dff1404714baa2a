// @techpack/flats: technical flats (front and back line drawings) computed from a tech pack's measurements and
// features. Pure TypeScript, no DOM, no network: the server (SVG route, PDF) and the studio share it.
export { toSvg, type FlatPrim, type FlatCallout, type FlatOptions, type FlatResult } from './render';
// the flats are drawn from the garment's components: one <g data-component> per component, nothing the list lacks
export {
  renderFlat,
  flatInputFromPack,
  assignComponents,
  toComponentSvg,
  type ComponentFlatInput,
  type ComponentFlatResult,
  type ComponentPrim,
  type FlatComponent,
} from './components';
export {
  garmentKindOf,
  resolveFeatures,
  measurementsAt,
  type FlatInput,
  type FlatRow,
  type FlatBranding,
  type FlatView,
  type PackLike,
  type Features,
  type GarmentKind,
} from './input';
export { placedBranding, type ArtworkLike } from './placement';
export { FlatBudgetError, MAX_CM as FLAT_MAX_CM } from './bounds';
