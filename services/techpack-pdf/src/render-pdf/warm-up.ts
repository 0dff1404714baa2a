import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { TechPack } from '@techpack/contracts';
import { buildTechPack } from '../model/techpack.model';

// A plain sample document (never stored) that the render workers lay out once at start-up.
export async function warmUpSample(): Promise<{ pack: TechPack; image: Buffer }> {
  const image = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#3A5A8C' } })
    .jpeg()
    .toBuffer();
  const pack = buildTechPack({
    id: randomUUID(),
    uploadId: randomUUID(),
    filename: 'warm-up.jpg',
    originalName: 'warm-up.jpg',
    selectedSize: 'M',
    now: new Date(),
    analysis: {
      garmentType: 't-shirt',
      confidence: 0.9,
      colors: [{ name: 'Navy', hex: '#1F2A44' }],
      silhouette: 'regular',
      styleCategory: 'casual',
      components: {},
      description: 'warm-up',
    } as never,
  });
  return { pack, image };
}
