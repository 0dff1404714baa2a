import { useMemo } from 'react';
import { renderFlat, type FlatResult } from '@techpack/flats';
import { FlatDrawing } from '../flats/FlatDrawing';
import { studioFlatInput } from '../flats/input';
import type { StudioTechPack, TechPackColor } from '../lib/types';

/** The front flat with its panels (body, sleeves, hood, pockets: the closed white shapes) in a colourway's body colour. */
export function tintFlat(flat: FlatResult, body: TechPackColor | undefined): FlatResult {
  if (!body) return flat;
  return {
    ...flat,
    prims: flat.prims.map((p) =>
      p.type === 'path' && p.fill?.toUpperCase() === '#FFFFFF' ? { ...p, fill: body.hex } : p,
    ),
  };
}

export function ColourwayFlat({
  pack,
  name,
  body,
}: {
  pack: StudioTechPack;
  name: string;
  body: TechPackColor | undefined;
}) {
  const flat = useMemo(() => renderFlat(studioFlatInput(pack), 'front', { callouts: false }), [pack]);
  const tinted = useMemo(() => tintFlat(flat, body), [flat, body]);
  return (
    <FlatDrawing
      flat={tinted}
      label={`Front flat in ${name}${body ? ` (${body.name})` : ''}`}
      maxHeight={280}
    />
  );
}
