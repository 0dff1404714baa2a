import { createContext, useContext, type ReactNode } from 'react';
import type { StudioTechPack } from '../lib/types';

// The pack being edited, for drawings deep in the tabs (the Details tab's logo placement) without threading props.
const FlatPackContext = createContext<StudioTechPack | null>(null);

export function FlatPackProvider({ pack, children }: { pack: StudioTechPack; children: ReactNode }) {
  return <FlatPackContext.Provider value={pack}>{children}</FlatPackContext.Provider>;
}

export const useFlatPack = () => useContext(FlatPackContext);
