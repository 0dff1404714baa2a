import type { TechPack } from '@techpack/contracts';
import { placedBranding } from '@techpack/flats';
import { KV, label } from './parts';

// The artwork placement a factory is asked to make: the designer's logo where it is placed, else a placement print at
// its size, else none. The branding's logo fields keep their defaults (left chest, 7 x 7 cm, screen print) for the
// studio's form; printed with no logo supplied they would ask for a print nobody designed.
export function PlacementRows({ pack }: { pack: TechPack }) {
  const b = pack.branding;
  const p = pack.provenance;
  if (b.logo) {
    return (
      <>
        <KV k="Position" v={label(b.logoPosition)} p={p['branding.logoPosition']} />
        <KV k="Size (W x H)" v={`${b.logoWidth} x ${b.logoHeight} cm`} p={p['branding.logoWidth']} />
        <KV k="From top" v={`${b.logoFromTop} cm below HPS / waistband`} p={p['branding.logoFromTop']} />
        <KV k="From centre" v={`${b.logoFromLeft} cm (negative = left)`} p={p['branding.logoFromLeft']} />
        <KV k="Method" v={label(b.logoMethod)} p={p['branding.logoMethod']} />
        <KV k="Print colours" v={label(b.logoColors)} p={p['branding.logoColors']} />
      </>
    );
  }
  const placed = placedBranding(pack);
  const artwork = pack.artwork;
  if (placed && artwork) {
    return (
      <>
        <KV
          k="Placement print"
          v={`${label(placed.logoPosition ?? 'center-chest')}, ${placed.logoWidth} x ${placed.logoHeight} cm`}
          p={artwork.provenance}
        />
        <KV k="From top" v={`${placed.logoFromTop} cm below HPS`} p={artwork.provenance} />
        <KV k="From centre" v={`${placed.logoFromLeft} cm (negative = left)`} p={artwork.provenance} />
        <KV k="Method" v={artwork.method ?? 'see artwork and inks'} p={artwork.provenance} />
      </>
    );
  }
  return <KV k="Placement" v="None: no logo or placement print supplied" />;
}
