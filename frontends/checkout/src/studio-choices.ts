import { FABRIC_PRICES, type FabricChoice } from '@techpack/catalog';

// What the studio chose, as the order form's defaults. The studio picks from the full fabric library; an
// order is priced in four fabric tiers, so the library fabric is placed in the tier that fits it.
export interface StudioPackLike {
  id?: string;
  styleName?: string | null;
  styleNumber?: string;
  materials?: {
    mainFabric?: string;
    fabricDetails?: { category?: string; composition?: string; gsm?: number };
  } | null;
  branding?: { mainLabel?: string; hangTagStyle?: string; logo?: string | null } | null;
  provenance?: Record<string, string> | null;
}

export interface OrderDefaults {
  fabricChoice: FabricChoice;
  customLabel: boolean;
  customHangTag: boolean;
  // The studio's own fabric name, when there is one (shown beside the tier).
  studioFabric: string | null;
}

const LUXURY = /luxury|silk|leather|wool|cashmere|merino|linen/i;
const STRETCH = /spandex|elastane|lycra|blend/i;
const PREMIUM = /organic|sustainable|bamboo|tencel|modal|premium/i;

export function fabricTierOf(materials: StudioPackLike['materials']): FabricChoice | null {
  if (!materials?.mainFabric) return null;
  const d = materials.fabricDetails ?? {};
  const text = `${materials.mainFabric} ${d.category ?? ''} ${d.composition ?? ''}`;
  if (LUXURY.test(text)) return 'luxury-fabric';
  if (STRETCH.test(text)) return 'cotton-blend';
  if (PREMIUM.test(text) || (d.gsm ?? 0) >= 210) return 'cotton-premium';
  return 'cotton-basic';
}

// Only what the designer chose in the studio (provenance 'user') changes the defaults: the analyzer's fabric guess
// or the pack's standard hang tag does not put a surcharge on the order.
export function orderDefaultsFrom(pack: StudioPackLike | null | undefined): OrderDefaults {
  const prov = pack?.provenance ?? {};
  const chosenFabric = prov['materials.mainFabric'] === 'user' || prov.materials === 'user';
  const tier = chosenFabric ? fabricTierOf(pack?.materials) : null;
  const hangTag = pack?.branding?.hangTagStyle;
  return {
    fabricChoice: tier ?? 'cotton-basic',
    // A label the designer set in the studio (or a brand logo) means a custom label.
    customLabel: prov['branding.mainLabel'] === 'user' || !!pack?.branding?.logo,
    customHangTag: prov['branding.hangTagStyle'] === 'user' && !!hangTag && hangTag !== 'none',
    studioFabric: tier ? (pack?.materials?.mainFabric ?? null) : null,
  };
}

export const tierLabel = (c: FabricChoice) => FABRIC_PRICES[c].label;
