import { Document, Font } from '@react-pdf/renderer';
import { TOTAL_PAGES } from './document/parts';
import type { DocumentInput } from './document/annotated-image';
import { documentContext } from './document/context';
import {
  CoverPage,
  GradedSpecPage,
  HowToMeasurePage,
  ReferenceImagePage,
} from './document/pages-cover-to-measure';
import { BomPage, BrandingPage, ColourwaysPage, ProvenancePage } from './document/pages-bom-to-provenance';
import { withCostPage } from './document/page-cost';
import { withFitSessionPages } from './document/page-fit-session';
import { withChangesPage } from './document/pack-talk-pages';
import { withPatternPage } from '../pattern/pdf-page';

// The factory document: A4 portrait, Helvetica (built in, nothing to load), one topic per page
// (document/: the shared pieces, the annotated reference image, and the pages).

export { TOTAL_PAGES, type DocumentInput };

Font.registerHyphenationCallback((word) => [word]);

// The pages, in order (the render pool may ask for some of them: `onlyPages`).
// The cost page follows branding in its slot (page-cost.tsx; left out with ?cost=0); the decided fit sessions follow
// the provenance page in its slot (page-fit-session.tsx).
// The pattern page (the pieces at the sample size, its check) ends the document (pattern/pdf-page.tsx).
// The "Changes since revision N" page follows the cover in its slot (pack-talk-pages.tsx; only after a sample).
const PAGES = [
  withChangesPage(CoverPage),
  ReferenceImagePage,
  GradedSpecPage,
  HowToMeasurePage,
  BomPage,
  ColourwaysPage,
  withCostPage(BrandingPage),
  withPatternPage(withFitSessionPages(ProvenancePage)),
];

export function TechPackDocument({ input }: { input: DocumentInput }) {
  const d = documentContext(input);
  return (
    <Document
      title={d.title}
      author="Tech Pack Studio"
      subject="Garment technical specification"
      creator="Tech Pack Studio"
      producer="Tech Pack Studio"
    >
      {PAGES.map((P, i) => <P key={`p${i + 1}`} d={d} />).filter(
        (_, i) => !input.onlyPages || input.onlyPages.includes(i + 1),
      )}
    </Document>
  );
}
