// Standard minute values per operation: the sum of the operation's elements in the operation bulletin's table
// (./bulletin-data.ts, with its published sources). The whole style's minutes are the bulletin's (./bulletin.ts).
import { bulletinElements, type BulletinGarment } from './bulletin';

export function smvOf(operation: string, garment: BulletinGarment = {}): { smv: number; matched: boolean } {
  const { elements, matched } = bulletinElements(operation, garment);
  return { smv: Math.round(elements.reduce((s, e) => s + e.smv, 0) * 1000) / 1000, matched };
}
