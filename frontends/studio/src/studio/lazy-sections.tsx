import { Box, CircularProgress } from '@mui/material';
import { lazy, type ComponentType } from 'react';

// The studio's heavier sections load when first shown (or when the browser is idle after the workspace's first
// screen), so /styles/{id} starts with the overview's code only. Once a section's code is here it renders at once:
// no suspense, no spinner on the second visit.
type Loaded<P> = { default: ComponentType<P> };

export interface LazySection<P> {
  (props: P): React.ReactElement;
  preload: () => Promise<unknown>;
}

export function lazySection<P extends object>(load: () => Promise<Loaded<P>>): LazySection<P> {
  let ready: ComponentType<P> | null = null;
  let pending: Promise<Loaded<P>> | null = null;
  const get = () =>
    (pending ??= load().then(
      (m) => ((ready = m.default), m),
      (e: unknown) => {
        pending = null; // a failed load is tried again next time
        throw e;
      },
    ));
  let Lazy = lazy(get);
  const Section = ((props: P) => {
    const C = ready ?? Lazy;
    return <C {...(props as P & React.JSX.IntrinsicAttributes)} />;
  }) as LazySection<P>;
  Section.preload = () =>
    get().catch(() => {
      Lazy = lazy(get);
    });
  return Section;
}

/** What a section shows while its code loads (named, so a test or a reader knows what is coming). */
export function SectionLoading() {
  return (
    <Box sx={{ py: 6, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-label="Loading the section" />
    </Box>
  );
}

export const MaterialsTab = lazySection(() =>
  import('./MaterialsTab').then((m) => ({ default: m.MaterialsTab })),
);
export const BomTab = lazySection(() => import('../bom/BomTab').then((m) => ({ default: m.BomTab })));
export const ColourwaysTab = lazySection(() =>
  import('../bom/ColourwaysTab').then((m) => ({ default: m.ColourwaysTab })),
);
export const CostTab = lazySection(() => import('../cost/CostTab').then((m) => ({ default: m.CostTab })));
export const PatternTab = lazySection(() =>
  import('../pattern/PatternTab').then((m) => ({ default: m.PatternTab })),
);
export const FitSessionsPanel = lazySection(() =>
  import('../fit/FitSessionsPanel').then((m) => ({ default: m.FitSessionsPanel })),
);
export const CommentsPanel = lazySection(() =>
  import('../talk/CommentsPanel').then((m) => ({ default: m.CommentsPanel })),
);
export const ConstructionSection = lazySection(() =>
  import('../workspace/ConstructionSection').then((m) => ({ default: m.ConstructionSection })),
);
export const ComponentsPanel = lazySection(() => import('../features/ComponentsPanel'));

const ALL = [
  MaterialsTab,
  BomTab,
  ColourwaysTab,
  CostTab,
  PatternTab,
  FitSessionsPanel,
  CommentsPanel,
  ConstructionSection,
  ComponentsPanel,
];

/** Every section's code (tests, and the workspace once its first screen is shown). */
export const preloadStudioSections = () => Promise.all(ALL.map((s) => s.preload()));

// The code a workspace section shows, by its slug: fetched as soon as the section is asked for, beside the pack.
const BY_SECTION: Record<string, LazySection<never>[]> = {
  materials: [MaterialsTab],
  bom: [BomTab],
  colourways: [ColourwaysTab],
  cost: [CostTab],
  pattern: [PatternTab],
  fit: [FitSessionsPanel],
  construction: [ConstructionSection, ComponentsPanel],
  comments: [CommentsPanel],
} as unknown as Record<string, LazySection<never>[]>;

export const preloadSection = (slug: string | undefined) =>
  Promise.all((BY_SECTION[slug ?? ''] ?? []).map((s) => s.preload()));
