import type { TechPack } from '@techpack/contracts';
import { designerTexts as fromPack, type DesignerTextSource } from '@techpack/catalog';

/** The pack's designer-written strings (libs/catalog/src/glossary/designer-text.ts). */
export const designerTexts = (pack: TechPack): Set<string> => fromPack(pack as unknown as DesignerTextSource);
