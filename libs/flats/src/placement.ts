import type { FlatBranding } from './input';

// What goes on the garment's flats and on the reference image: the logo the designer supplied, where they placed it,
// else a placement print's box (its size and position from the pack's artwork); a plain pack (no logo, no placement
// artwork) places nothing. The studio, the PDF and the SVG route all read it through flatInputFromPack.

/** The parts of the pack's artwork box a placement print is drawn from. */
export interface ArtworkLike {
  kind: string;
  widthCm?: number;
  heightCm?: number;
  fromHpsCm?: number;
  fromCentreFrontCm?: number;
}

export function placedBranding(pack: {
  branding?: FlatBranding | null;
  artwork?: ArtworkLike | null;
}): FlatBranding | null {
  const b = pack.branding;
  if (b?.logo && b.logoPosition) return b;
  const a = pack.artwork;
  if (a?.kind !== 'placement') return null;
  return {
    logoPosition: 'center-chest',
    logoWidth: a.widthCm ?? b?.logoWidth ?? 8,
    logoHeight: a.heightCm ?? b?.logoHeight ?? 8,
    logoFromTop: a.fromHpsCm ?? b?.logoFromTop ?? 0,
    logoFromLeft: a.fromCentreFrontCm ?? 0,
  };
}
