// What the consistency spec needs from the model and the check, in one place.
export { applyUpdate, buildTechPack, fabricLookOf } from './techpack.model';
import { checkTechPack } from '../check/techpack.check';
import type { TechPack } from '@techpack/contracts';

export const checkTechPackFor = (pack: TechPack) => {
  const c = checkTechPack(pack);
  return { ...c, unconfirmed: c.unconfirmed ?? [] };
};
