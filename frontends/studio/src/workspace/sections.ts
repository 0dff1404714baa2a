import { STUDIO_TABS, FIT_TAB } from '../studio/Studio';

// The style workspace's sections, each a route of its own: /styles/{id} (overview) and /styles/{id}/{slug}.
// A section is either one of the studio's tabs (`studioTab`, its name in STUDIO_TABS) or a panel of the workspace.
export interface WorkspaceSection {
  slug: string;
  label: string;
  /** the studio tab it shows; absent for the workspace's own panels (overview, construction, comments) */
  studioTab?: (typeof STUDIO_TABS)[number] | 'Fit';
}

export const WORKSPACE_SECTIONS: WorkspaceSection[] = [
  { slug: 'overview', label: 'Overview' },
  { slug: 'measurements', label: 'Measurements', studioTab: 'Measurements' },
  { slug: 'bom', label: 'BOM', studioTab: 'BOM' },
  { slug: 'colourways', label: 'Colourways', studioTab: 'Colourways' },
  { slug: 'materials', label: 'Materials', studioTab: 'Materials' },
  { slug: 'construction', label: 'Construction' },
  { slug: 'artwork', label: 'Artwork & labels', studioTab: 'Details' },
  { slug: 'cost', label: 'Cost', studioTab: 'Cost' },
  { slug: 'fit', label: 'Fit', studioTab: 'Fit' },
  // the studio's later tabs (Pattern, ...) become sections as soon as STUDIO_TABS names them
  ...STUDIO_TABS.filter(
    (t) => !['Measurements', 'Materials', 'Colors', 'Details', 'BOM', 'Colourways', 'Cost'].includes(t),
  ).map((t) => ({
    slug: t.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    label: t,
    studioTab: t,
  })),
  { slug: 'comments', label: 'Comments' },
];

export function sectionOf(slug: string | undefined): WorkspaceSection | undefined {
  return WORKSPACE_SECTIONS.find((s) => s.slug === (slug || 'overview'));
}

/** The studio tab index a section drives, or undefined for the workspace's own panels. */
export function studioTabOf(section: WorkspaceSection): number | undefined {
  if (!section.studioTab) return undefined;
  if (section.studioTab === 'Fit') return FIT_TAB;
  const i = (STUDIO_TABS as readonly string[]).indexOf(section.studioTab);
  return i >= 0 ? i : undefined;
}

export const sectionPath = (id: string, slug: string) =>
  `/styles/${encodeURIComponent(id)}${slug === 'overview' ? '' : `/${slug}`}`;
