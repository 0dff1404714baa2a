import { createElement } from 'react';
import {
  ANALYZED_GARMENT_TYPES,
  APPROVAL_SECTIONS,
  UPLOAD_FORM_GARMENT_TYPES,
  type TechPack,
} from '@techpack/contracts';
import { FEATURE_KEYS, FITS, SIZE_RANGES, featureValuesFor, type FactoryLanguage } from '@techpack/catalog';
import { applyUpdate } from '../model/techpack.model';
import { TechPackDocument } from '../pdf/techpack-document';
import { withFactoryLanguage } from '../pdf/factory-language/document';
import { PACK_DATE, packOf } from './build-pack';

// Packs of every garment type the product makes, each with every value of every feature that applies to it (one
// feature at a time, detected), plus the pack-wide variants the pages print differently (inches, confirmed, a fabric
// to be confirmed, every size range with every fit): the corpus the glossary is held against.
// the pack's conversation as the render adds it: an open question, approved sections, changes since a sample
const TALK = {
  openThreads: [
    {
      id: 't1',
      anchorLabel: 'B1 Across shoulder',
      anchorState: 'current',
      mustResolve: true,
      question: 'Seam to seam?',
      askedBy: 'partner',
      replies: 0,
    },
  ],
  approvals: APPROVAL_SECTIONS.map((section) => ({
    section,
    approvedAt: '2026-03-02T10:00:00Z',
    revision: 2,
  })),
  changes: {
    from: 1,
    to: 2,
    changed: 1,
    sampleOrders: ['SO-1001'],
    sections: [
      {
        section: 'measurements',
        label: 'Measurements',
        changes: [{ field: 'measurements.chestWidth', label: '1/2 Chest', from: 52, to: 54 }],
      },
    ],
  },
};

export function corpusPacks(): TechPack[] {
  const packs: TechPack[] = [];
  for (const t of UPLOAD_FORM_GARMENT_TYPES) {
    packs.push(packOf(t, { description: 'A garment' }));
    for (const key of FEATURE_KEYS)
      for (const value of featureValuesFor(key, t))
        packs.push(packOf(t, { features: { [key]: { value, confidence: 0.95, source: 'detected' } } }));
  }
  for (const t of ANALYZED_GARMENT_TYPES) {
    packs.push({ ...packOf(t), pdfUnit: 'in' } as TechPack);
    packs.push({ ...packOf(t), status: 'ready' } as TechPack);
    packs.push(
      packOf(t, { features: { fabric_look: { value: 'jersey', confidence: 0.4, source: 'estimated' } } }),
    );
    // every size range and fit (the size chart, the range's words, the fit's ease)
    for (const sizeRange of SIZE_RANGES)
      for (const fit of FITS) packs.push(applyUpdate(packOf(t), { sizeRange, fit }, PACK_DATE).pack);
    packs.push({ ...packOf(t), talk: TALK } as TechPack);
  }
  return packs;
}

export interface Collected {
  /** every generated text of the document, as the pages print it in English */
  texts: Set<string>;
  /** segment template -> one English text it came from, for each segment the glossary lacks */
  missing: Map<string, string>;
  segments: number;
  originals: Set<string>;
}

/** Every text the document of `pack` prints, through the one translation the bilingual PDF uses (no layout). */
export function collectTexts(packs: TechPack[], lang: FactoryLanguage, into?: Collected): Collected {
  const out: Collected = into ?? { texts: new Set(), missing: new Map(), segments: 0, originals: new Set() };
  for (const pack of packs) {
    const p = { ...pack, pdfLanguage: lang } as TechPack;
    withFactoryLanguage(
      createElement(TechPackDocument, { input: { pack: p, image: null, imageSize: null, logo: null } }),
      p,
      {
        onText: (english, missing, segments) => {
          if (!out.texts.has(english)) out.segments += segments;
          out.texts.add(english);
          for (const m of missing) if (!out.missing.has(m)) out.missing.set(m, english);
        },
        onOriginal: (t) => out.originals.add(t),
      },
    );
  }
  return out;
}
