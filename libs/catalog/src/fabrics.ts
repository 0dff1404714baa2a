export type FabricCategory = 'Cotton' | 'Synthetic' | 'Blend' | 'Sustainable' | 'Wool' | 'Luxury' | 'Leather' | 'Silk';

export interface Fabric {
  id: string;
  name: string;
  gsm: number;
  category: FabricCategory;
  composition: string;
  texture: string;
  imageUrl: string;
}

const f = (id: string, name: string, gsm: number, category: FabricCategory, composition: string, texture: string): Fabric => ({
  id,
  name,
  gsm,
  category,
  composition,
  texture,
  imageUrl: `/assets/fabrics/${id}.svg`,
});

// The fabric catalogue (spec section 9).
export const FABRICS: Fabric[] = [
  f('cotton-jersey', '100% Cotton Jersey', 180, 'Cotton', '100% Cotton', 'Smooth knit'),
  f('cotton-fleece', 'Cotton Fleece', 300, 'Cotton', '80% Cotton, 20% Polyester', 'Brushed back, soft'),
  f('organic-cotton-canvas', 'Organic Cotton Canvas', 240, 'Sustainable', '100% Organic Cotton', 'Firm plain weave'),
  f('cotton-pique', 'Cotton Pique', 200, 'Cotton', '100% Cotton', 'Textured waffle knit'),
  f('polyester-performance', 'Polyester Performance', 160, 'Synthetic', '100% Polyester', 'Moisture-wicking, smooth'),
  f('poly-cotton-blend', 'Poly-Cotton Blend', 190, 'Blend', '65% Polyester, 35% Cotton', 'Soft, wrinkle resistant'),
  f('athletic-mesh', 'Athletic Mesh', 140, 'Synthetic', '100% Polyester', 'Open breathable mesh'),
  f('bamboo-jersey', 'Bamboo Jersey', 170, 'Sustainable', '95% Bamboo Viscose, 5% Elastane', 'Silky, drapey'),
  f('merino-wool', 'Merino Wool', 220, 'Wool', '100% Merino Wool', 'Fine, soft knit'),
  f('cashmere-blend', 'Cashmere Blend', 280, 'Luxury', '70% Wool, 30% Cashmere', 'Plush, warm'),
  f('genuine-leather', 'Genuine Leather', 800, 'Leather', '100% Cowhide Leather', 'Full grain'),
  f('lambskin-suede', 'Lambskin Suede', 600, 'Leather', '100% Lambskin', 'Napped, velvety'),
  f('silk-charmeuse', 'Silk Charmeuse', 120, 'Silk', '100% Mulberry Silk', 'Lustrous satin face'),
];

export const FABRIC_CATEGORIES: FabricCategory[] = ['Cotton', 'Synthetic', 'Blend', 'Sustainable', 'Wool', 'Luxury', 'Leather', 'Silk'];

export const DEFAULT_FABRIC_IMAGE = '/assets/fabrics/default.svg';

// Spec: fabric search matches name or category, case-insensitive.
export function searchFabrics(query: string, category?: string): Fabric[] {
  const q = query.trim().toLowerCase();
  return FABRICS.filter(
    (fab) =>
      (!category || category === 'all' || fab.category === category) &&
      (!q || fab.name.toLowerCase().includes(q) || fab.category.toLowerCase().includes(q)),
  );
}

export function fabricByName(name: string): Fabric | undefined {
  return FABRICS.find((fab) => fab.name === name || fab.id === name);
}

export const LINING_OPTIONS = ['none', 'cotton-lining', 'polyester-lining', 'mesh-lining', 'fleece-lining'] as const;
export const TRIM_OPTIONS = ['cotton-ribbing', 'elastic-band', 'bias-tape', 'contrast-trim', 'none'] as const;
