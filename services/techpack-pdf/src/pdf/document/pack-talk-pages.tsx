import type { ComponentType } from 'react';
import { Page, Text } from '@react-pdf/renderer';
import type { Approval, OpenThreadSummary, PackDiff, TechPack } from '@techpack/contracts';
import { s, Header, Footer, Table } from './parts';
import type { DocContext } from './context';

// What the render adds to the pack for these pages (pdf-renders.ts): the open comment threads, the approved
// sections, and the changes since the last sampled revision (null when no earlier sample exists).
export interface PdfTalk {
  openThreads: OpenThreadSummary[];
  approvals: Approval[];
  changes: (PackDiff & { sampleOrders: string[] }) | null;
}
export const talkOf = (pack: TechPack): PdfTalk | undefined => (pack as { talk?: PdfTalk }).talk;

const SECTION_NAMES: Record<string, string> = {
  measurements: 'Measurements',
  bom: 'BOM',
  colours: 'Colours',
  construction: 'Construction',
  artwork: 'Artwork',
};
const MAX_ON_COVER = 3;
const MAX_CHANGE_ROWS = 300;
const shown = (v: string | number | boolean | null) => (v === null ? '-' : String(v).slice(0, 80));

// The cover's open questions (each with the field it is pinned to) and the sections the designer approved.
export function CoverTalk({ pack }: { pack: TechPack }) {
  const talk = talkOf(pack);
  if (!talk || (talk.openThreads.length === 0 && talk.approvals.length === 0)) return null;
  const open = talk.openThreads.slice(0, MAX_ON_COVER);
  const questions = open
    .map((t) => `${t.mustResolve ? '[must resolve] ' : ''}${t.anchorLabel}: "${t.question.slice(0, 60)}"`)
    .join('; ');
  const more =
    talk.openThreads.length > open.length
      ? `; +${talk.openThreads.length - open.length} more in the studio`
      : '';
  return (
    <Text style={[s.note, { marginTop: 0, marginBottom: 4 }]}>
      {talk.approvals.length
        ? `Approved sections: ${talk.approvals.map((a) => `${SECTION_NAMES[a.section] ?? a.section} (revision ${a.revision})`).join(', ')}. `
        : ''}
      {open.length ? `Open questions (${talk.openThreads.length}): ${questions}${more}` : ''}
    </Text>
  );
}

// "Changes since revision N": every field changed since the revision the last sample was made from, old beside new.
function ChangesPage({ d, changes }: { d: DocContext; changes: NonNullable<PdfTalk['changes']> }) {
  const rows = changes.sections.flatMap((sec) =>
    sec.changes.map((c) => [sec.label, c.label, shown(c.from), shown(c.to)]),
  );
  return (
    <Page size="A4" style={s.page}>
      <Header pack={d.pack} section="changes" />
      <Text style={s.h2}>{`Changes since revision ${changes.from}`}</Text>
      <Text style={s.note}>
        {`The last sample${changes.sampleOrders.length ? ` (${changes.sampleOrders.join(', ')})` : ''} was made from revision ${changes.from}; this document is revision ${changes.to}. ${changes.changed} field${changes.changed === 1 ? '' : 's'} changed.`}
      </Text>
      <Table
        cols={[
          { title: 'Section', width: 90, bold: true },
          { title: 'Field', width: 200 },
          { title: `Revision ${changes.from}`, width: 120 },
          { title: `Revision ${changes.to}`, width: 120 },
        ]}
        rows={rows.slice(0, MAX_CHANGE_ROWS)}
      />
      {rows.length > MAX_CHANGE_ROWS ? (
        <Text
          style={s.note}
        >{`+${rows.length - MAX_CHANGE_ROWS} more changes: compare the revisions in the studio`}</Text>
      ) : null}
      <Footer pack={d.pack} />
    </Page>
  );
}

// A page followed by the changes page, in the same slot of the document's page list (as the cost page).
export function withChangesPage(Section: ComponentType<{ d: DocContext }>): ComponentType<{ d: DocContext }> {
  return function SectionThenChanges({ d }: { d: DocContext }) {
    const changes = talkOf(d.pack)?.changes;
    return (
      <>
        <Section d={d} />
        {changes ? <ChangesPage d={d} changes={changes} /> : null}
      </>
    );
  };
}
