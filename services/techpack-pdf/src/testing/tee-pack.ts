import type { TechPack } from '@techpack/contracts';
import { packOf } from './build-pack';

// A fresh size-M t-shirt pack built from an analysis alone (no upload, no service), for specs that render or cost it.
export const teePack = (): TechPack =>
  packOf('t-shirt', { description: 'A tee' }, { originalName: 'tee.jpg', now: new Date() });
