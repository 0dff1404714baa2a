import { PALETTE, fabricByName, nearestPaletteColor } from '@techpack/catalog';
import type { TechPack, TechPackColor, TechPackUpdate } from '@techpack/contracts';
import { fabricDetails } from './features';
import { sameJson, type Mark } from './update-log';

function paletteColor(hex: string, name: string, pantone?: string): TechPackColor {
  const upper = hex.toUpperCase();
  const exact = PALETTE.find((p) => p.hex.toUpperCase() === upper);
  if (exact) return { name: name || exact.name, hex: upper, pantone: pantone || exact.pantone };
  const near = nearestPaletteColor(upper);
  return { name, hex: upper, pantone: pantone || (near.deltaE < 3 ? near.pantone : 'Custom') };
}

// PUT `materials`, `colors`, `branding`, `trims` and `specialFeatures`: each changed value becomes the designer's.
export function applyMaterialsUpdate(next: TechPack, update: TechPackUpdate, mark: Mark): void {
  if (update.materials) {
    const m = update.materials;
    if (m.mainFabric && m.mainFabric !== next.materials.mainFabric) {
      mark('materials.mainFabric', next.materials.mainFabric, m.mainFabric);
      next.materials.mainFabric = m.mainFabric;
      const fab = fabricByName(m.mainFabric);
      if (fab) next.materials.fabricDetails = fabricDetails(fab);
      mark('materials.fabricDetails');
    }
    if (m.fabricDetails && Object.keys(m.fabricDetails).length > 0) {
      const merged = { ...next.materials.fabricDetails, ...m.fabricDetails };
      if (!sameJson(merged, next.materials.fabricDetails)) {
        mark('materials.fabricDetails', next.materials.fabricDetails, merged);
        next.materials.fabricDetails = merged;
      }
    }
    if (m.lining && m.lining !== next.materials.lining) {
      mark('materials.lining', next.materials.lining, m.lining);
      next.materials.lining = m.lining;
    }
    if (m.trim && m.trim !== next.materials.trim) {
      mark('materials.trim', next.materials.trim, m.trim);
      next.materials.trim = m.trim;
    }
  }
  if (update.colors) {
    const seen = new Set<string>();
    const colors = update.colors
      .map((c) => paletteColor(c.hex, c.name, c.pantone))
      .filter((c) => (seen.has(c.hex) ? false : (seen.add(c.hex), true)));
    if (!sameJson(colors, next.colors)) {
      mark('colors', next.colors.map((c) => c.name).join(', '), colors.map((c) => c.name).join(', '));
      next.colors = colors;
    }
  }
  if (update.branding) {
    for (const [k, v] of Object.entries(update.branding)) {
      if (v === undefined) continue;
      const value = k === 'logo' && v === '' ? null : v;
      const was = (next.branding as Record<string, unknown>)[k];
      if (was !== value) {
        (next.branding as Record<string, unknown>)[k] = value;
        if (k === 'logo') mark('branding.logo');
        else mark(`branding.${k}`, was, value);
      }
    }
  }
  if (update.trims && !sameJson(update.trims, next.trims)) {
    next.trims = { ...update.trims };
    mark('trims');
  }
  if (update.specialFeatures) {
    for (const [k, v] of Object.entries(update.specialFeatures)) {
      const was = (next.specialFeatures as Record<string, unknown>)[k];
      if (v !== undefined && was !== v) {
        (next.specialFeatures as Record<string, unknown>)[k] = v;
        mark(`specialFeatures.${k}`, was, v);
      }
    }
  }
}
