// Garment geometry in centimetres from the measurements at one size, one file per section in garments/: the shared
// context and helpers (shared.ts), tops and dresses (top.ts), their parts: hood, collar, closure, pockets, a dress's
// skirt (top-parts.ts), and bottoms (bottom.ts).
import { polyLength, slice, xAtY } from './geometry';
export { type Built, type Ctx, type Spots } from './garments/shared';
export { buildTop } from './garments/top';
export { buildBottom } from './garments/bottom';

export const _internal = { slice, polyLength, xAtY };
