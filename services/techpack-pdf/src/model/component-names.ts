import { WHOLE_GARMENT } from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';

// A line's component, by name: every BOM line, operation, point of measure and cost line names its component's key
// (garment.components); the PDF and the xlsx show the component's name. A cost line of the whole garment names
// WHOLE_GARMENT ('garment'); a key the list no longer has reads as itself.
export function componentNamer(pack: Pick<TechPack, 'garment'>): (key: string | undefined) => string {
  const names = new Map<string, string>((pack.garment?.components ?? []).map((c) => [c.key, c.name]));
  names.set(WHOLE_GARMENT.key, WHOLE_GARMENT.name);
  return (key) => (key ? (names.get(key) ?? key) : '');
}
