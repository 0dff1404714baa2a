import { codeWords, trimKeyOf, type GarmentSpec } from '@techpack/catalog';
import { RANGE_CATEGORY, rangeOf, sizeSpan } from './range-words';
import type { BomLine, Provenance, TechPack } from '@techpack/contracts';

// The pack's bill of materials as the grammar derives it, before the designer's own lines are laid over it.

/** BOM from the grammar's lines (fabric, lining, wadding, trims, hardware, thread) plus artwork, labels, tags and packaging. */
export function deriveBom(pack: TechPack, spec: GarmentSpec): BomLine[] {
  const prov = (key: string, fallback: Provenance = 'standard'): Provenance =>
    pack.provenance[key] ?? fallback;
  const lines: BomLine[] = [];
  const counters: Record<string, number> = {};
  const add = (prefix: string, l: Omit<BomLine, 'ref'>) =>
    lines.push({ ref: `${prefix}${(counters[prefix] = (counters[prefix] ?? 0) + 1)}`, ...l });
  const userTrims = pack.provenance.trims === 'user';
  const bottom = spec.family === 'pants' || spec.family === 'shorts' || spec.family === 'skirt';
  for (const g of spec.bom) {
    const prefix =
      g.category === 'fabric' || g.category === 'lining' ? 'F' : g.category === 'hardware' ? 'H' : 'T';
    const trimKey = trimKeyOf(g.key);
    if (
      userTrims &&
      g.key !== 'fabric.main' &&
      g.key !== 'thread' &&
      g.category !== 'lining' &&
      !(trimKey in pack.trims)
    )
      continue; // the designer removed it
    const line: Omit<BomLine, 'ref'> = {
      category: g.category,
      item: g.item,
      description: g.description,
      placement: g.placement,
      color: g.color,
      quantity: g.quantityBySize?.[pack.selectedSize] ?? g.quantity,
      unit: g.unit,
      supplier: 'TBC by factory',
      provenance:
        g.key === 'fabric.main'
          ? prov('materials.mainFabric')
          : g.category === 'lining'
            ? prov('materials.lining')
            : prov(`trims.${trimKey}`, prov('trims')),
      ...(g.quantityBySize ? { quantityBySize: g.quantityBySize } : {}),
      ...(g.component ? { component: g.component } : {}),
    };
    // a fully fashioned knit's main line is its yarn by the kilo (count, fibre, gauge, stitches, weight per size): kept
    if (g.key === 'fabric.main' && g.unit !== 'kg') {
      const d = pack.materials.fabricDetails;
      line.item = pack.materials.mainFabric;
      line.description = `${d.composition}, ${d.gsm} g/m2, ${d.texture}`;
    }
    if (
      userTrims &&
      trimKey in pack.trims &&
      pack.trims[trimKey] !== null &&
      String(pack.trims[trimKey]) !== ''
    )
      line.description = String(pack.trims[trimKey]);
    if (g.key === 'thread' && pack.trims.thread) line.description = String(pack.trims.thread);
    add(prefix, line);
  }
  // trims the designer added that the grammar does not know
  if (userTrims) {
    const known = new Set(spec.bom.map((g) => trimKeyOf(g.key)));
    for (const [k, v] of Object.entries(pack.trims)) {
      if (known.has(k) || k === 'thread' || v === null || v === '' || v === false) continue;
      add('T', {
        category: 'trim',
        item: k.replace(/([A-Z])/g, ' $1').toLowerCase(),
        description: String(v),
        placement: 'See construction',
        color: bodyColourText(pack),
        quantity: 1,
        unit: 'set',
        supplier: 'TBC by factory',
        provenance: 'user',
      });
    }
  }
  // a hardware choice the grammar's lines do not cover (designer's choice)
  const hw = pack.specialFeatures.hardware;
  const covered: Record<string, RegExp> = {
    zipper: /zip/i,
    'plastic-buttons': /button/i,
    'metal-buttons': /button|snap/i,
    rivets: /rivet/i,
    'metal-grommets': /eyelet/i,
  };
  if (hw && hw !== 'none' && !lines.some((l) => (covered[hw] ?? /$^/).test(l.item))) {
    add('H', {
      category: 'hardware',
      item: hw.replace(/-/g, ' '),
      description: 'As chosen by the designer; size and finish to confirm',
      placement: 'Per construction',
      color: bodyColourText(pack),
      quantity: 1,
      unit: 'set',
      supplier: 'TBC by factory',
      provenance: prov('specialFeatures.hardware'),
    });
  }
  const b = pack.branding;
  if (b.logo || b.logoFile) {
    add('L', {
      category: 'label',
      item: `Logo artwork (${codeWords(b.logoMethod)})`,
      description: `${b.logoWidth} x ${b.logoHeight} cm, ${b.logoColors}`,
      placement: `${codeWords(b.logoPosition)}, ${b.logoFromTop} cm from top, ${b.logoFromLeft} cm from anchor`,
      color: 'Per artwork',
      quantity: 1,
      unit: 'pcs',
      supplier: 'Factory',
      provenance: prov('branding.logo', 'user'),
    });
  }
  add('L', {
    category: 'label',
    item: 'Main label',
    description: b.mainLabel,
    placement: bottom ? 'Centre back waistband' : 'Centre back neck',
    color: 'Black ground, white text',
    quantity: 1,
    unit: 'pcs',
    supplier: 'TBC',
    provenance: prov('branding.mainLabel'),
  });
  add('L', {
    category: 'label',
    item: 'Size label',
    description: `Format: ${codeWords(b.sizeLabelFormat)}, ${RANGE_CATEGORY[rangeOf(pack)]} ${sizeSpan(rangeOf(pack))}`,
    placement: 'Under main label',
    color: 'Black ground, white text',
    quantity: 1,
    unit: 'pcs',
    supplier: 'TBC',
    provenance: prov('branding.sizeLabelFormat'),
  });
  add('L', {
    category: 'label',
    item: 'Care / content label',
    description: `${codeWords(b.careInstructions)}; ${pack.materials.fabricDetails.composition}`,
    placement: bottom ? 'Left side seam, 5 cm below waistband' : 'Left side seam, 10 cm above hem',
    color: 'White satin, black print',
    quantity: 1,
    unit: 'pcs',
    supplier: 'TBC',
    provenance: prov('branding.careInstructions'),
  });
  if (b.hangTagStyle !== 'none') {
    add('P', {
      category: 'hang-tag',
      item: `Hang tag (${codeWords(b.hangTagStyle)})`,
      description: b.hangTagContent,
      placement: 'Attached at main label with safety pin or loop',
      color: 'Natural board, black print',
      quantity: 1,
      unit: 'pcs',
      supplier: 'TBC',
      provenance: prov('branding.hangTagStyle'),
    });
  }
  add('P', {
    category: 'packaging',
    item: codeWords(b.packaging),
    description: 'One garment per pack, folded with size sticker',
    placement: 'Outer',
    color: b.packaging === 'poly-mailer' ? 'Clear / white' : 'Natural',
    quantity: 1,
    unit: 'pcs',
    supplier: 'TBC',
    provenance: prov('branding.packaging'),
  });
  return lines;
}

export function bodyColourText(pack: Pick<TechPack, 'colors'>): string {
  const main = pack.colors[0];
  return main ? `${main.name} ${main.pantone}`.trim() : 'Body colour TBC';
}
