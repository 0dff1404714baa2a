import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { DRAFT_MARK, type Provenance, type TechPack } from '@techpack/contracts';

// Styles and the small pieces every page uses: header, footer, provenance badges, key-value rows, tables.

export const INK = '#1B1F24';
export const MUTED = '#5B6470';
export const LINE = '#C9CED6';
export const ACCENT = '#1F3A5F';
export const BASE_BG = '#FFF4D6';

export const PROV_COLOR: Record<Provenance, string> = {
  detected: '#2E7D32',
  estimated: '#C77700',
  standard: '#6B7280',
  user: '#1565C0',
  fit: '#7B1FA2',
};

// A4 height (pt), less the footer's 16 pt margin and its height (one 7 pt line, 4 pt padding, 0.5 pt rule: 12.2 pt)
const FOOTER_TOP = 841.89 - 16 - 12.2;

export const s = StyleSheet.create({
  page: {
    paddingTop: 64,
    paddingBottom: 40,
    paddingHorizontal: 32,
    fontFamily: 'Helvetica',
    fontSize: 8.5,
    color: INK,
  },
  header: {
    position: 'absolute',
    top: 20,
    left: 32,
    right: 32,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 1.5,
    borderBottomColor: ACCENT,
    paddingBottom: 6,
  },
  brand: { fontFamily: 'Helvetica-Bold', fontSize: 11, color: ACCENT },
  headerRight: { fontSize: 7.5, color: MUTED, textAlign: 'right' },
  // anchored to the page's top edge at the place `bottom: 16` puts it: a page that fits is laid out once, before its
  // height is set (react-pdf, patches/@react-pdf+layout*.patch), so nothing may hang from the bottom edge
  footer: {
    position: 'absolute',
    top: FOOTER_TOP,
    left: 32,
    right: 32,
    fontSize: 7,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: LINE,
    paddingTop: 4,
  },
  h1: { fontFamily: 'Helvetica-Bold', fontSize: 16, marginBottom: 6 },
  h2: { fontFamily: 'Helvetica-Bold', fontSize: 11, color: ACCENT, marginBottom: 6, marginTop: 4 },
  h3: { fontFamily: 'Helvetica-Bold', fontSize: 9, marginBottom: 3, marginTop: 6 },
  small: { fontSize: 7, color: MUTED },
  row: { flexDirection: 'row' },
  table: { borderWidth: 0.5, borderColor: LINE, marginBottom: 8 },
  tr: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: LINE,
    minHeight: 14,
    alignItems: 'center',
  },
  th: {
    flexDirection: 'row',
    backgroundColor: ACCENT,
    color: '#FFFFFF',
    fontFamily: 'Helvetica-Bold',
    minHeight: 16,
    alignItems: 'center',
  },
  cell: { paddingHorizontal: 3, paddingVertical: 2 },
  kvRow: { flexDirection: 'row', marginBottom: 3, alignItems: 'center' },
  kvKey: { width: 92, color: MUTED },
  kvVal: { flex: 1, fontFamily: 'Helvetica-Bold' },
  badge: {
    fontSize: 6.5,
    color: '#FFFFFF',
    paddingHorizontal: 3,
    paddingVertical: 1,
    borderRadius: 2,
    alignSelf: 'flex-start',
  },
  swatch: { width: 54, height: 40, borderWidth: 0.5, borderColor: LINE, marginBottom: 3 },
  note: { fontSize: 7.5, color: MUTED, marginTop: 4, lineHeight: 1.3 },
  box: { borderWidth: 0.5, borderColor: LINE, padding: 6, marginBottom: 8 },
});

export const label = (v: string) => v.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function Badge({ p }: { p: Provenance | undefined }) {
  const v = p ?? 'standard';
  return <Text style={[s.badge, { backgroundColor: PROV_COLOR[v] }]}>{v.toUpperCase()}</Text>;
}

// A draft's every page says so (fixed: overflow pages too); a confirmed pack's pages do not.
export function DraftMark({ pack }: { pack: TechPack }) {
  if (pack.status === 'ready') return null;
  return (
    <Text
      fixed
      style={{
        position: 'absolute',
        top: 6,
        left: 32,
        right: 32,
        textAlign: 'center',
        fontFamily: 'Helvetica-Bold',
        fontSize: 8,
        color: '#B71C1C',
      }}
    >
      {DRAFT_MARK}
    </Text>
  );
}

// where a section starts: a named destination (`sec-<key>`) the stamp step reads for the cover's contents (contents.tsx)
export const SECTION_MARK = (key: string) => `sec-${key}`;

export function Header({ pack, section }: { pack: TechPack; section?: string }) {
  const rev = pack.revisions[pack.revisions.length - 1];
  return (
    <>
      {section ? <View id={SECTION_MARK(section)} style={{ height: 0, width: 1 }} /> : null}
      <DraftMark pack={pack} />
      <View fixed style={s.header}>
        <Text style={s.brand}>
          TECH PACK | {pack.styleNumber}
          <Text
            style={[s.small, { fontFamily: 'Helvetica' }]}
          >{`\n${label(pack.aiAnalysis.garmentType)}  -  ${pack.season}  -  Sample size ${pack.selectedSize}`}</Text>
        </Text>
        <Text
          style={s.headerRight}
        >{`Rev ${rev?.rev ?? 1}  -  ${(rev?.at ?? pack.updatedAt).slice(0, 10)}\nTech Pack Studio`}</Text>
      </View>
    </>
  );
}

// The sections (one page each when they fit; a long table continues on the next page with its header).
export const TOTAL_PAGES = 8;

// "Page x of N" is stamped on the finished document (pdf/stamp.ts), where the real page count is known.
export function Footer({ pack }: { pack: TechPack; page?: number }) {
  return (
    <Text fixed style={s.footer}>
      {`${pack.styleNumber}  -  all measurements in cm unless noted  -  confirm ESTIMATED / STANDARD values on the proto sample`}
    </Text>
  );
}

// one row never splits over a page break (its badge would stay behind on the page before)
export function KV({ k, v, p }: { k: string; v: string; p?: Provenance }) {
  return (
    <View wrap={false} style={s.kvRow}>
      <Text style={s.kvKey}>{k}</Text>
      <Text style={s.kvVal}>{v}</Text>
      {p ? <Badge p={p} /> : null}
    </View>
  );
}

export type Col = {
  title: string;
  width: number | string;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
};
export type Cell = string | { prov: Provenance };

export function Table({
  cols,
  rows,
  highlightCol,
  zebra = true,
}: {
  cols: Col[];
  rows: Cell[][];
  highlightCol?: number;
  zebra?: boolean;
}) {
  return (
    <View style={s.table}>
      <View fixed style={s.th}>
        {cols.map((c, i) => (
          <Text
            key={i}
            style={[
              s.cell,
              { width: c.width as number, textAlign: c.align ?? 'left' },
              i === highlightCol ? { backgroundColor: '#C98B1A' } : {},
            ]}
          >
            {c.title}
          </Text>
        ))}
      </View>
      {rows.map((r, ri) => (
        <View
          key={ri}
          wrap={false}
          style={[s.tr, zebra && ri % 2 === 1 ? { backgroundColor: '#F5F7FA' } : {}]}
        >
          {r.map((v, i) =>
            typeof v === 'string' ? (
              <Text
                key={i}
                style={[
                  s.cell,
                  { width: cols[i].width as number, textAlign: cols[i].align ?? 'left' },
                  cols[i].bold ? { fontFamily: 'Helvetica-Bold' } : {},
                  i === highlightCol ? { backgroundColor: BASE_BG, fontFamily: 'Helvetica-Bold' } : {},
                ]}
              >
                {v}
              </Text>
            ) : (
              <Text
                key={i}
                style={[
                  s.cell,
                  {
                    width: cols[i].width as number,
                    textAlign: 'center',
                    fontSize: 6.5,
                    fontFamily: 'Helvetica-Bold',
                    color: PROV_COLOR[v.prov],
                  },
                ]}
              >
                {v.prov.toUpperCase()}
              </Text>
            ),
          )}
        </View>
      ))}
    </View>
  );
}
