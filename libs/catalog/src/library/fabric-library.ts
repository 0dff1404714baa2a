// The materials library beyond the first 42: swim and active, fleece varieties, tweed, flannel, velvet, pile and faux
// fur, sherpa, outerwear shells, padding, lace and sheer, leather-look, sweater knits. Weights, widths and compositions
// are typical mill offers; price ranges are indicative FOB mill prices per metre (USD, 2024-2025 wholesale listings
// for bulk of 300-1,000 m), for costing only: the factory confirms the real price.
export interface FabricRow {
  id: string;
  name: string;
  gsm: number;
  category: 'Cotton' | 'Synthetic' | 'Blend' | 'Sustainable' | 'Wool' | 'Luxury' | 'Leather' | 'Silk';
  composition: string;
  texture: string;
  family: 'knit' | 'woven' | 'non-woven' | 'leather';
  construction: string;
  widthCm: number;
  care: 'machine-wash-cold' | 'hand-wash-only' | 'dry-clean-only' | 'machine-wash-warm' | 'delicate-cycle';
  suits: string[];
  group: string;
  price: [number, number];
}

const r = (
  group: string,
  id: string,
  name: string,
  gsm: number,
  category: FabricRow['category'],
  composition: string,
  texture: string,
  family: FabricRow['family'],
  construction: string,
  widthCm: number,
  care: FabricRow['care'],
  suits: string[],
  price: [number, number],
): FabricRow => ({ id, name, gsm, category, composition, texture, family, construction, widthCm, care, suits, group, price });

export const MORE_FABRICS: FabricRow[] = [
  // swim and active
  r('swim-active', 'swim-tricot', 'Recycled Nylon Swim Tricot', 190, 'Synthetic', '78% Recycled Polyamide, 22% Elastane', 'Smooth four-way stretch, chlorine resistant', 'knit', 'swim-tricot', 150, 'hand-wash-only', ['shorts', 'tee'], [7, 12]),
  r('swim-active', 'swim-shorts-poly', 'Polyester Swim Shorts Fabric (quick-dry)', 110, 'Synthetic', '100% Recycled Polyester', 'Light peached plain weave, water repellent', 'woven', 'poplin', 150, 'machine-wash-cold', ['shorts'], [3, 5.5]),
  r('swim-active', 'swim-mesh-liner', 'Polyester Mesh Liner', 80, 'Synthetic', '100% Polyester', 'Soft open mesh for swim liners', 'knit', 'mesh', 160, 'machine-wash-cold', ['shorts'], [1.5, 3]),
  r('swim-active', 'power-mesh', 'Power Mesh', 160, 'Synthetic', '80% Polyamide, 20% Elastane', 'Firm stretch mesh', 'knit', 'mesh', 150, 'hand-wash-only', ['tee', 'dress'], [5, 9]),
  r('swim-active', 'active-interlock', 'Performance Interlock (brushed)', 240, 'Synthetic', '87% Polyester, 13% Elastane', 'Matt, compressive, brushed back', 'knit', 'interlock', 150, 'machine-wash-cold', ['pants', 'joggers', 'long-sleeve', 'tee', 'shorts'], [6, 10]),
  r('swim-active', 'waffle-knit', 'Cotton Waffle Knit', 230, 'Cotton', '100% Cotton', 'Honeycomb thermal texture', 'knit', 'waffle', 170, 'machine-wash-cold', ['long-sleeve', 'tee', 'pants'], [4, 7]),
  r('swim-active', 'bird-eye-mesh', 'Bird-eye Sports Mesh', 130, 'Synthetic', '100% Polyester', 'Fine eyelet mesh, wicking', 'knit', 'mesh', 170, 'machine-wash-cold', ['tee', 'shorts', 'polo'], [2.5, 4.5]),
  // knits
  r('knits', 'slub-jersey', 'Cotton Slub Jersey', 150, 'Cotton', '100% Cotton', 'Irregular slub yarn, vintage hand', 'knit', 'jersey', 180, 'machine-wash-cold', ['tee', 'long-sleeve'], [3.5, 6]),
  r('knits', 'heavy-jersey', 'Heavyweight Cotton Jersey', 240, 'Cotton', '100% Cotton', 'Dense, structured jersey', 'knit', 'jersey', 180, 'machine-wash-cold', ['tee', 'long-sleeve'], [4.5, 7.5]),
  r('knits', 'ponte-roma', 'Ponte Roma', 300, 'Blend', '68% Viscose, 28% Polyamide, 4% Elastane', 'Firm double knit, smooth both sides', 'knit', 'ponte', 150, 'delicate-cycle', ['dress', 'skirt', 'pants', 'jacket'], [6, 10]),
  r('knits', 'scuba', 'Scuba Knit', 320, 'Synthetic', '92% Polyester, 8% Elastane', 'Spongy, smooth, holds shape', 'knit', 'scuba', 150, 'machine-wash-cold', ['dress', 'skirt'], [5, 8]),
  r('knits', 'modal-jersey', 'Modal Jersey', 170, 'Blend', '92% Modal, 8% Elastane', 'Silky soft, fluid drape', 'knit', 'jersey', 160, 'delicate-cycle', ['tee', 'dress', 'long-sleeve'], [5, 8.5]),
  r('knits', 'tencel-jersey', 'Lyocell Jersey', 180, 'Sustainable', '95% Lyocell, 5% Elastane', 'Cool, smooth, drapey', 'knit', 'jersey', 160, 'delicate-cycle', ['tee', 'dress'], [6, 10]),
  r('knits', 'marl-jersey', 'Grey Marl Jersey', 180, 'Blend', '85% Cotton, 15% Viscose', 'Heathered grey marl', 'knit', 'jersey', 180, 'machine-wash-cold', ['tee', 'long-sleeve', 'dress'], [3.5, 6]),
  r('knits', 'velour-knit', 'Cotton Velour', 300, 'Blend', '80% Cotton, 20% Polyester', 'Cut-pile knit, plush', 'knit', 'velour', 160, 'machine-wash-cold', ['hoodie', 'joggers', 'sweatshirt'], [6, 10]),
  // fleece
  r('fleece', 'polar-fleece', 'Polar Fleece (anti-pill)', 280, 'Synthetic', '100% Recycled Polyester', 'Double-brushed, lofty', 'knit', 'fleece', 150, 'machine-wash-cold', ['jacket', 'vest', 'sweatshirt'], [3.5, 6]),
  r('fleece', 'microfleece', 'Microfleece', 180, 'Synthetic', '100% Polyester', 'Fine brushed, light', 'knit', 'fleece', 150, 'machine-wash-cold', ['jacket', 'long-sleeve', 'vest'], [3, 5]),
  r('fleece', 'grid-fleece', 'Grid Fleece', 220, 'Synthetic', '92% Polyester, 8% Elastane', 'Grid-back technical fleece', 'knit', 'fleece', 150, 'machine-wash-cold', ['jacket', 'long-sleeve'], [7, 11]),
  r('fleece', 'organic-fleece', 'Organic Cotton Fleece', 340, 'Sustainable', '100% Organic Cotton', 'Brushed back, GOTS', 'knit', 'fleece', 180, 'machine-wash-cold', ['hoodie', 'sweatshirt', 'joggers'], [7, 11]),
  r('fleece', 'loopback-terry', 'Loopback Terry (heavy)', 400, 'Cotton', '100% Cotton', 'Unbrushed loops, dense', 'knit', 'french-terry', 180, 'machine-wash-cold', ['hoodie', 'sweatshirt', 'joggers', 'shorts'], [6, 9.5]),
  // sweater knits (fully fashioned: priced per metre equivalent of knitted panel)
  r('sweater-knits', 'merino-12gg', 'Merino Sweater Knit (12gg)', 300, 'Wool', '100% Extra-fine Merino Wool', 'Fine jersey stitch, 12 gauge', 'knit', 'sweater-knit', 0, 'hand-wash-only', ['sweater'], [18, 30]),
  r('sweater-knits', 'lambswool-7gg', 'Lambswool Sweater Knit (7gg)', 420, 'Wool', '100% Lambswool', 'Mid-gauge jersey stitch, 7 gauge', 'knit', 'sweater-knit', 0, 'hand-wash-only', ['sweater'], [14, 24]),
  r('sweater-knits', 'chunky-cable-3gg', 'Chunky Cable Knit (3gg)', 650, 'Wool', '60% Wool, 40% Acrylic', 'Chunky cable stitch, 3 gauge', 'knit', 'sweater-knit', 0, 'hand-wash-only', ['sweater'], [12, 22]),
  r('sweater-knits', 'cotton-cable-5gg', 'Cotton Cable Knit (5gg)', 520, 'Cotton', '100% Cotton', 'Cable stitch, 5 gauge', 'knit', 'sweater-knit', 0, 'machine-wash-cold', ['sweater'], [10, 18]),
  r('sweater-knits', 'mohair-blend', 'Mohair Blend Knit (5gg)', 380, 'Luxury', '45% Mohair, 35% Polyamide, 20% Wool', 'Brushed hairy surface', 'knit', 'sweater-knit', 0, 'hand-wash-only', ['sweater'], [20, 35]),
  r('sweater-knits', 'cashmere-12gg', 'Cashmere Sweater Knit (12gg)', 280, 'Luxury', '100% Cashmere', 'Fine, very soft jersey stitch', 'knit', 'sweater-knit', 0, 'hand-wash-only', ['sweater'], [60, 110]),
  // wovens
  r('wovens', 'wool-tweed', 'Wool Tweed', 420, 'Wool', '100% Wool', 'Coarse twill with coloured slubs', 'woven', 'tweed', 150, 'dry-clean-only', ['jacket', 'pants', 'skirt', 'vest'], [16, 30]),
  r('wovens', 'herringbone-wool', 'Herringbone Wool Blend', 360, 'Wool', '70% Wool, 30% Polyester', 'Herringbone twill', 'woven', 'twill', 150, 'dry-clean-only', ['jacket', 'pants', 'skirt'], [12, 20]),
  r('wovens', 'cotton-flannel', 'Brushed Cotton Flannel', 170, 'Cotton', '100% Cotton', 'Brushed both sides, soft', 'woven', 'flannel', 150, 'machine-wash-cold', ['shirt', 'pants'], [3.5, 6.5]),
  r('wovens', 'seersucker', 'Cotton Seersucker', 130, 'Cotton', '100% Cotton', 'Puckered stripes', 'woven', 'seersucker', 145, 'machine-wash-cold', ['shirt', 'shorts', 'dress'], [4, 7]),
  r('wovens', 'gingham-yd', 'Yarn-dyed Gingham', 120, 'Cotton', '100% Cotton', 'Yarn-dyed check, plain weave', 'woven', 'poplin', 145, 'machine-wash-cold', ['shirt', 'dress', 'skirt', 'shorts'], [4, 7]),
  r('wovens', 'tartan-wool', 'Yarn-dyed Tartan Twill', 300, 'Wool', '80% Wool, 20% Polyamide', 'Yarn-dyed tartan, 2/2 twill', 'woven', 'twill', 150, 'dry-clean-only', ['skirt', 'pants', 'jacket', 'shirt'], [14, 24]),
  r('wovens', 'cotton-velvet', 'Cotton Velvet', 280, 'Cotton', '100% Cotton', 'Short dense cut pile', 'woven', 'velvet', 140, 'dry-clean-only', ['dress', 'jacket', 'pants', 'skirt'], [10, 18]),
  r('wovens', 'stretch-velvet', 'Stretch Velvet', 260, 'Synthetic', '92% Polyester, 8% Elastane', 'Knitted velvet, stretchy pile', 'knit', 'velvet', 150, 'delicate-cycle', ['dress', 'skirt', 'pants'], [5, 9]),
  r('wovens', 'wide-wale-cord', 'Wide-wale Corduroy (8 wale)', 340, 'Cotton', '100% Cotton', 'Wide ribbed cut pile', 'woven', 'corduroy', 145, 'machine-wash-cold', ['pants', 'jacket', 'skirt'], [6, 10]),
  r('wovens', 'needlecord', 'Needlecord (21 wale)', 220, 'Cotton', '98% Cotton, 2% Elastane', 'Fine ribbed pile', 'woven', 'corduroy', 145, 'machine-wash-cold', ['shirt', 'dress', 'skirt', 'pants'], [5, 8.5]),
  r('wovens', 'linen-viscose', 'Linen Viscose Blend', 180, 'Blend', '55% Linen, 45% Viscose', 'Slubby, softer than linen', 'woven', 'linen', 140, 'delicate-cycle', ['shirt', 'dress', 'pants', 'shorts'], [5, 8]),
  r('wovens', 'tencel-twill', 'Lyocell Twill', 200, 'Sustainable', '100% Lyocell', 'Peached, fluid twill', 'woven', 'twill', 145, 'delicate-cycle', ['shirt', 'dress', 'pants'], [7, 11]),
  r('wovens', 'satin-back-crepe', 'Satin-back Crepe', 170, 'Synthetic', '100% Polyester', 'Crepe face, satin back', 'woven', 'crepe', 150, 'delicate-cycle', ['dress', 'skirt', 'shirt'], [4.5, 8]),
  r('wovens', 'stretch-poplin', 'Stretch Cotton Poplin', 130, 'Blend', '97% Cotton, 3% Elastane', 'Crisp poplin with stretch', 'woven', 'poplin', 145, 'machine-wash-cold', ['shirt', 'dress', 'skirt'], [4, 6.5]),
  r('wovens', 'bengaline', 'Stretch Bengaline', 260, 'Synthetic', '70% Viscose, 26% Polyamide, 4% Elastane', 'Fine horizontal rib, warp stretch', 'woven', 'bengaline', 145, 'delicate-cycle', ['pants', 'skirt'], [4.5, 7.5]),
  // denim
  r('denim', 'selvedge-denim', 'Selvedge Denim 13.5 oz', 460, 'Cotton', '100% Cotton', 'Rope-dyed indigo, red-line selvedge', 'woven', 'denim', 80, 'machine-wash-cold', ['jeans', 'jacket'], [12, 22]),
  r('denim', 'black-denim', 'Black Stretch Denim 11 oz', 370, 'Blend', '98% Cotton, 2% Elastane', 'Sulphur-black 3x1 twill', 'woven', 'denim', 150, 'machine-wash-cold', ['jeans', 'pants', 'jacket', 'skirt', 'shorts'], [4.5, 7.5]),
  r('denim', 'recycled-denim', 'Recycled Cotton Denim 12 oz', 400, 'Sustainable', '70% Cotton, 30% Recycled Cotton', '3x1 twill, indigo', 'woven', 'denim', 150, 'machine-wash-cold', ['jeans', 'jacket', 'skirt'], [5, 8]),
  r('denim', 'ecru-denim', 'Ecru Denim 12 oz', 400, 'Cotton', '100% Cotton', 'Undyed 3x1 twill', 'woven', 'denim', 150, 'machine-wash-cold', ['jeans', 'jacket', 'skirt', 'shorts'], [4, 7]),
  // outerwear shells
  r('outerwear', 'nylon-taslan', 'Nylon Taslan (DWR)', 120, 'Synthetic', '100% Polyamide', 'Textured air-jet yarn, matt', 'woven', 'taffeta', 145, 'machine-wash-cold', ['jacket', 'shorts', 'vest'], [3.5, 6]),
  r('outerwear', 'waxed-cotton', 'Waxed Cotton Canvas', 300, 'Cotton', '100% Cotton (paraffin wax finish)', 'Waxed, water resistant', 'woven', 'canvas', 150, 'dry-clean-only', ['jacket', 'vest'], [9, 15]),
  r('outerwear', 'cotton-gabardine', 'Cotton Gabardine (trench)', 250, 'Cotton', '100% Cotton', 'Tight steep twill, water repellent', 'woven', 'twill', 150, 'machine-wash-cold', ['jacket', 'pants', 'skirt'], [7, 12]),
  r('outerwear', 'wool-melton', 'Wool Melton', 550, 'Wool', '80% Wool, 20% Polyamide', 'Felted, dense, wind proof', 'woven', 'melton', 150, 'dry-clean-only', ['jacket'], [16, 28]),
  r('outerwear', 'three-layer-shell', '3-Layer Waterproof Shell', 160, 'Synthetic', '100% Polyamide face; PU membrane; polyester tricot back', 'Laminated waterproof breathable, 20k/20k', 'woven', 'laminate', 140, 'machine-wash-cold', ['jacket'], [12, 22]),
  r('outerwear', 'pu-coated-poly', 'PU-coated Polyester Oxford', 200, 'Synthetic', '100% Polyester, PU coating', 'Coated oxford, waterproof', 'woven', 'oxford', 150, 'machine-wash-cold', ['jacket', 'vest'], [2.5, 4.5]),
  r('outerwear', 'cire-nylon', 'Ciré Nylon (puffer shell)', 50, 'Synthetic', '100% Polyamide', 'Glossy calendered down-proof shell', 'woven', 'taffeta', 145, 'machine-wash-cold', ['jacket', 'vest'], [3, 5.5]),
  // padding
  r('padding', 'down-90-10', 'Down Fill 90/10 (650 FP)', 120, 'Luxury', '90% Down, 10% Feather (RDS)', 'Loose fill, per channel', 'non-woven', 'fill', 0, 'delicate-cycle', ['jacket', 'vest'], [45, 80]),
  r('padding', 'poly-wadding-100', 'Polyester Wadding 100 g', 100, 'Synthetic', '100% Polyester', 'Thermal-bonded sheet wadding', 'non-woven', 'wadding', 150, 'machine-wash-cold', ['jacket', 'vest'], [1.5, 3]),
  r('padding', 'recycled-wadding-160', 'Recycled Polyester Wadding 160 g', 160, 'Sustainable', '100% Recycled Polyester', 'Lofty sheet wadding', 'non-woven', 'wadding', 150, 'machine-wash-cold', ['jacket', 'vest'], [2, 4]),
  r('padding', 'primaloft-100', 'Synthetic Insulation 100 g (down-like)', 100, 'Synthetic', '100% Polyester microfibre', 'Soft, compressible insulation', 'non-woven', 'wadding', 150, 'machine-wash-cold', ['jacket', 'vest'], [6, 12]),
  // pile and faux fur
  r('pile-fur', 'sherpa', 'Sherpa Fleece', 300, 'Synthetic', '100% Polyester', 'Curly boucle pile, teddy', 'knit', 'sherpa', 150, 'machine-wash-cold', ['jacket', 'vest', 'sweatshirt'], [5, 9]),
  r('pile-fur', 'faux-fur-short', 'Faux Fur, Short Pile', 420, 'Synthetic', '80% Acrylic, 20% Polyester', 'Dense 15 mm pile', 'knit', 'faux-fur', 150, 'dry-clean-only', ['jacket', 'vest'], [9, 16]),
  r('pile-fur', 'faux-fur-long', 'Faux Fur, Long Pile', 600, 'Synthetic', '70% Acrylic, 30% Polyester', 'Shaggy 50 mm pile', 'knit', 'faux-fur', 150, 'dry-clean-only', ['jacket'], [14, 26]),
  r('pile-fur', 'boucle', 'Wool Blend Bouclé', 380, 'Wool', '55% Wool, 30% Polyester, 15% Polyamide', 'Looped yarn, nubby', 'woven', 'boucle', 145, 'dry-clean-only', ['jacket', 'skirt', 'dress'], [14, 26]),
  r('pile-fur', 'faux-shearling', 'Faux Shearling (bonded)', 550, 'Synthetic', '100% Polyester (suede face bonded to pile)', 'Suede face, fleece pile back', 'knit', 'sherpa', 145, 'dry-clean-only', ['jacket', 'vest'], [14, 24]),
  r('pile-fur', 'terry-towelling', 'Cotton Terry Towelling', 350, 'Cotton', '100% Cotton', 'Looped pile both sides', 'knit', 'terry', 170, 'machine-wash-warm', ['shorts', 'tee', 'sweatshirt'], [5, 8]),
  // lace and sheer
  r('lace-sheer', 'tulle', 'Soft Tulle', 30, 'Synthetic', '100% Polyamide', 'Fine hexagonal net', 'knit', 'tulle', 150, 'hand-wash-only', ['dress', 'skirt'], [2, 4.5]),
  r('lace-sheer', 'organza', 'Polyester Organza', 45, 'Synthetic', '100% Polyester', 'Crisp sheer plain weave', 'woven', 'organza', 150, 'delicate-cycle', ['dress', 'skirt', 'shirt'], [2.5, 5]),
  r('lace-sheer', 'georgette', 'Polyester Georgette', 80, 'Synthetic', '100% Polyester', 'Grainy sheer crepe', 'woven', 'georgette', 150, 'delicate-cycle', ['dress', 'skirt', 'shirt'], [2.5, 5]),
  r('lace-sheer', 'silk-chiffon', 'Silk Chiffon', 35, 'Silk', '100% Silk', 'Very light sheer', 'woven', 'chiffon', 114, 'dry-clean-only', ['dress', 'shirt', 'skirt'], [18, 32]),
  r('lace-sheer', 'chantilly-lace', 'Chantilly-style Lace', 90, 'Synthetic', '90% Polyamide, 10% Elastane', 'Fine eyelash lace on net', 'non-woven', 'lace', 140, 'hand-wash-only', ['dress', 'skirt'], [10, 24]),
  r('lace-sheer', 'broderie-anglaise', 'Cotton Broderie Anglaise', 120, 'Cotton', '100% Cotton', 'Embroidered eyelets on lawn', 'woven', 'eyelet', 135, 'machine-wash-cold', ['dress', 'shirt', 'skirt'], [7, 13]),
  r('lace-sheer', 'cotton-voile', 'Cotton Voile', 70, 'Cotton', '100% Cotton', 'Light semi-sheer plain weave', 'woven', 'voile', 145, 'delicate-cycle', ['shirt', 'dress'], [3.5, 6]),
  r('lace-sheer', 'mesh-knit-sheer', 'Sheer Stretch Mesh', 70, 'Synthetic', '85% Polyamide, 15% Elastane', 'Fine transparent stretch mesh', 'knit', 'mesh', 150, 'hand-wash-only', ['long-sleeve', 'tee', 'dress'], [3.5, 6.5]),
  // leather-look
  r('leather-look', 'pu-leather', 'PU Faux Leather', 380, 'Synthetic', '100% Polyurethane; backing 100% Polyester knit', 'Smooth grain, soft', 'leather', 'pu-coated', 137, 'delicate-cycle', ['jacket', 'skirt', 'pants', 'vest'], [5, 9]),
  r('leather-look', 'faux-suede', 'Faux Suede (microfibre)', 230, 'Synthetic', '94% Polyester, 6% Elastane', 'Brushed suede-like face', 'knit', 'suede-look', 150, 'delicate-cycle', ['jacket', 'skirt', 'dress'], [4.5, 8]),
  r('leather-look', 'coated-denim', 'Coated Stretch Denim', 330, 'Blend', '74% Cotton, 24% Polyester, 2% Elastane, PU coating', 'Waxed-look coated face', 'woven', 'denim', 145, 'machine-wash-cold', ['jeans', 'pants', 'skirt'], [6, 10]),
  r('leather-look', 'vegan-leather-bio', 'Bio-based Vegan Leather', 420, 'Sustainable', '60% Bio-based PU, 40% Recycled Polyester backing', 'Grained, matt', 'leather', 'pu-coated', 137, 'delicate-cycle', ['jacket', 'skirt', 'vest'], [14, 26]),
];
