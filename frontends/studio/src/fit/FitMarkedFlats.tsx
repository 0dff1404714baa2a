import { FlatsPanel } from '../flats/FlatsPanel';
import type { StudioTechPack } from '../lib/types';
import { useFitSessionsQuery } from './fit.api';

// The flats beside the measurements, with the dimension lines of the latest undecided fit session's out-of-tolerance
// points marked in red.
export function FitMarkedFlats({ pack }: { pack: StudioTechPack }) {
  const { data } = useFitSessionsQuery(pack.id);
  const open = data?.find((s) => !s.decision);
  const marked = open?.rows.filter((r) => r.status === 'out').map((r) => r.key);
  return <FlatsPanel pack={pack} marked={marked} />;
}
