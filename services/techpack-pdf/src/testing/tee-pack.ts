import { randomUUID } from 'node:crypto';
import type { TechPack } from '@techpack/contracts';
import { buildTechPack } from '../model/techpack.model';

// A fresh size-M t-shirt pack built from an analysis alone (no upload, no service), for specs that render or cost it.
export const teePack = (): TechPack =>
  buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'x.jpg',
    originalName: 'tee.jpg',
    selectedSize: 'M',
    now: new Date(),
    analysis: { garmentType: 't-shirt', confidence: 0.9, silhouette: 'regular', styleCategory: 'casual', components: {}, description: 'A tee' } as never,
  });
