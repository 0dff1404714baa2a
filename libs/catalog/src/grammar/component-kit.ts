// The building blocks of the component list: one component as the grammar writes it, and the silhouettes, collars
// and fabrics its rules share.
import type { Fabric } from '../fabrics';
import type { GarmentComponent } from './types';

type Needs = GarmentComponent['needs'];
export const c = (
  key: string,
  kind: GarmentComponent['kind'],
  name: string,
  placement: string,
  needs: Partial<Needs>,
  extra: Partial<GarmentComponent> = {},
): GarmentComponent => ({
  key,
  kind,
  name,
  placement,
  source: 'grammar',
  drawn: true,
  needs: { operation: true, material: false, measure: false, ...needs },
  ...extra,
});

export const DART_SILHOUETTES = ['sheath', 'fit-and-flare', 'a-line'];
export const WAIST_SEAM_SILHOUETTES = ['fit-and-flare', 'a-line', 'tiered', 'wrap'];
export const SHIRT_COLLARS = ['point', 'camp', 'polo', 'stand', 'lapel'];

/** Does the padded garment's shell already carry its wadding (a pre-quilted fabric)? Then there is no second wadding line. */
export const preQuilted = (fabric: Pick<Fabric, 'construction'>) => fabric.construction === 'quilted';
