import { randomUUID } from 'node:crypto';
import type { TechPack } from '@techpack/contracts';
import { buildTechPack } from '../model/techpack.model';

// The date a spec's pack is made on unless it says otherwise.
export const PACK_DATE = new Date('2026-03-01T10:00:00Z');

export interface PackOptions {
  id?: string;
  originalName?: string;
  selectedSize?: string;
  now?: Date;
}

// A fresh pack of one garment type built from a plain analysis alone (no upload, no service): confidence 0.9, a
// regular casual garment with no components, size M, made on PACK_DATE. `extra` replaces or adds analysis fields
// (colours, features, a description); `options` the pack's own.
export const packOf = (
  garmentType: string,
  extra: Record<string, unknown> = {},
  options: PackOptions = {},
): TechPack =>
  buildTechPack({
    id: options.id ?? randomUUID(),
    uploadId: randomUUID(),
    filename: `${randomUUID()}.jpg`, // as an upload names its photo
    originalName: options.originalName ?? 'x.jpg',
    selectedSize: options.selectedSize ?? 'M',
    now: options.now ?? PACK_DATE,
    analysis: {
      garmentType,
      confidence: 0.9,
      silhouette: 'regular',
      styleCategory: 'casual',
      components: {},
      description: 'x',
      ...extra,
    } as never,
  });
