// Points of measure: how to measure, the stable codes, the unisex size-M blocks per class and feature.
// One point of measure and the shared lengths: ./pom-base.ts; tops, outerwear and dresses: ./poms-top.ts (neck,
// closure, pockets and hem: ./poms-top-details.ts); pants, shorts and skirts: ./poms-bottom.ts.
import { HOW, POM_CODES } from './pom-codes';

export { HOW, POM_CODES };
export {
  round1,
  toleranceFor,
  pom,
  TOP_LENGTH,
  DRESS_LENGTH,
  SKIRT_LENGTH,
  RIB_CUFF_KINDS,
} from './pom-base';
export { topPoms } from './poms-top';
export { bottomPoms } from './poms-bottom';
