import {
  Children,
  Fragment,
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Text } from '@react-pdf/renderer';
import { translate, originalTextMark, type FactoryLanguage } from '@techpack/catalog';
import { FACTORY_FONT } from './fonts';
import { s } from '../document/parts';

// The bilingual document: the English document's element tree, every text in it followed by its text in the factory
// language (beside a short term, under a sentence), from the glossary. Nothing else of the page changes, so every
// number, size, code and unit is the English one; the translation repeats the numbers of its English in order.
// Designer-written text is never translated: printed as written, marked "original text".

export interface BilingualOptions {
  lang: FactoryLanguage;
  /** designer-written strings (trimmed): printed as written with the "original text" mark */
  original: Set<string>;
  /** every text that went through the glossary, and the segments it lacked (tests, the studio's preview) */
  onText?: (english: string, missing: string[], segments: number) => void;
  onOriginal?: (text: string) => void;
}

const TRANSLATION_COLOR = '#0B4F8A';
const ORIGINAL_COLOR = '#8A5A00';
// on a dark ground (a table's header row, a badge: white type) the translation takes a light tint of its colour
const ON_DARK: Record<string, string> = { [TRANSLATION_COLOR]: '#CFE2F5', [ORIGINAL_COLOR]: '#F5E2C0' };
const onDark = (ink: string | undefined) => /^#f{3}(f{3})?$|^white$/i.test(ink ?? '');
// a term shorter than this is followed on its line; a longer text gets its translation on the next line
const BESIDE_MAX = 34;
// Noto Sans SC's own line box is 1.45 em (its ascent and descent leave room for vertical text and accents): a line of the
// factory text is set at 1.1 em (Vietnamese 1.15 em, for its stacked accents), close to Helvetica's, so that a table row
// in two languages is not half again as tall
const FACTORY_LINE_HEIGHT: Record<FactoryLanguage, number> = { 'zh-Hans': 1.1, vi: 1.15 };
// the factory text is set a little smaller than the English it follows (the English leads), never under 6.5 pt: a
// Chinese character or a Vietnamese stacked accent stays legible on a printed page
const FACTORY_SCALE = 0.85;
const MIN_FACTORY_SIZE = 6.5;
const factorySize = (size: number) => Math.max(MIN_FACTORY_SIZE, Math.round(size * FACTORY_SCALE * 10) / 10);

type Props = { children?: ReactNode; render?: unknown; style?: unknown; fixed?: boolean };

function plainText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(plainText).join('');
  if (isValidElement(node)) return plainText((node.props as Props).children);
  return '';
}

// function components are called here (the pages are pure functions of the pack: no hooks, no state)
function expandFunctions(node: ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map(expandFunctions);
  if (!isValidElement(node)) return node;
  const type = node.type as unknown;
  if (typeof type === 'function') return expandFunctions((type as (p: unknown) => ReactNode)(node.props));
  if (type === Fragment) return expandFunctions((node.props as Props).children);
  const children = (node.props as Props).children;
  return children === undefined
    ? node
    : cloneElement(node as ReactElement<Props>, {}, ...flat(expandFunctions(children)));
}

function flat(node: ReactNode): ReactNode[] {
  if (Array.isArray(node)) return node.flatMap(flat);
  if (node === null || node === undefined || typeof node === 'boolean') return [];
  if (isValidElement(node) && node.type === Fragment) return flat((node.props as Props).children);
  return [node];
}

// one run of plain text: each line followed by its translation, beside a short line, under a long one
function bilingualRun(
  english: string,
  o: BilingualOptions,
  mark: (t: string, color: string) => ReactNode,
  besideMax = BESIDE_MAX,
): ReactNode[] {
  const trimmed = english.trim();
  if (!trimmed) return [english];
  if (o.original.has(trimmed)) {
    o.onOriginal?.(trimmed);
    return [
      english,
      trimmed.length > besideMax ? '\n' : '  ',
      mark(`[${originalTextMark(o.lang)}]`, ORIGINAL_COLOR),
    ];
  }
  const out: ReactNode[] = [];
  english.split('\n').forEach((line, i) => {
    if (i > 0) out.push('\n');
    out.push(line);
    if (!line.trim()) return;
    const t = translate(line, o.lang);
    o.onText?.(line, t.missing, t.segments);
    if (!t.segments || !t.worded || t.worded === line.trim()) return;
    // a label's trailing space ("Collar: ") stays after its translation, before the value that follows it
    const beside = line.trim().length <= besideMax;
    const tail = beside ? (/\s+$/.exec(line)?.[0] ?? '') : '';
    if (tail) out[out.length - 1] = line.trimEnd();
    out.push(beside ? '  ' : '\n', mark(withoutSharedTail(line, t.worded), TRANSLATION_COLOR));
    if (tail) out.push(tail);
  });
  return out;
}

// the words a translation ends with as its English does (a colour's code and Pantone name, "10 mm") are read once, in
// the English: "White 11-0601 TCX Bright White  Trắng", not the code twice
function withoutSharedTail(english: string, translated: string): string {
  const en = english.trim().split(/\s+/);
  const tr = translated.trim().split(/\s+/);
  let n = 0;
  while (n < en.length - 1 && n < tr.length - 1 && en[en.length - 1 - n] === tr[tr.length - 1 - n]) n++;
  // a cut after a separator ("80% Cotton, | 20% Polyester") would part a list, not a term from its code
  const cut = (words: string[]) => /[\p{L})]$/u.test(words[words.length - 1 - n] ?? '');
  return n >= 2 && cut(en) && cut(tr) ? tr.slice(0, tr.length - n).join(' ') : translated;
}

function bilingualText(
  el: ReactElement<Props>,
  o: BilingualOptions,
  inherited: number,
  inheritedInk?: string,
): ReactNode {
  if (el.props.render) return el;
  const size = fontSizeOf(el.props.style as Style) ?? inherited;
  const ink = styleValue<string>(el.props.style as Style, 'color') ?? inheritedInk;
  const children = flat(expandFunctions(el.props.children));
  const mark = (text: string, color: string) =>
    createElement(
      Text,
      {
        style: {
          fontFamily: FACTORY_FONT[o.lang],
          color: onDark(ink) ? ON_DARK[color] : color,
          fontWeight: 'normal',
          fontSize: factorySize(size),
          lineHeight: FACTORY_LINE_HEIGHT[o.lang],
        },
      },
      text,
    );
  // a text whose whole is the designer's: printed as written, marked
  const whole = plainText(children).trim();
  // in a table cell (a narrow column) a translation always follows its English on the same line: its own line would
  // leave the rest of the English's last line empty
  const besideMax = isCell(el.props.style as Style) ? Infinity : BESIDE_MAX;
  if (whole && o.original.has(whole)) return cloneElement(el, {}, ...bilingualRun(whole, o, mark, besideMax));
  // runs of plain text get their translation; a styled run inside (a bold label) is a text of its own
  const out: ReactNode[] = [];
  let run = '';
  const flush = () => {
    if (run) out.push(...bilingualRun(run, o, mark, besideMax));
    run = '';
  };
  for (const c of children) {
    if (typeof c === 'string' || typeof c === 'number') run += String(c);
    else {
      flush();
      out.push(
        isValidElement(c) && c.type === Text
          ? bilingualText(withScaledStyle(c as ReactElement<Props>), o, size, ink)
          : c,
      );
    }
  }
  flush();
  return cloneElement(el, {}, ...out);
}

// the bilingual page sets its type a little smaller, so a page's text and its translation fill the room the English
// had (a table that is one page in English stays one page); never under 6 pt
const SCALE = 0.84;
type Style = Record<string, unknown> | Style[] | undefined | null | false;
// a table row's least height (one English line and its padding) follows its type down
const ROWS = new Set<unknown>([s.tr, s.th]);
function scaled(style: Style): Style {
  if (Array.isArray(style)) return style.map(scaled);
  if (!style || typeof style !== 'object') return style;
  const fs = style.fontSize;
  const out =
    typeof fs === 'number' ? { ...style, fontSize: Math.max(6, Math.round(fs * SCALE * 10) / 10) } : style;
  const mh = style.minHeight;
  return ROWS.has(style) && typeof mh === 'number'
    ? { ...out, minHeight: Math.round(mh * SCALE * 10) / 10 }
    : out;
}
// what a style sets (the last one of a style list), else undefined: inherited from the parent
function styleValue<T>(style: Style, key: string): T | undefined {
  if (Array.isArray(style))
    return style.reduce<T | undefined>((acc, st) => styleValue<T>(st, key) ?? acc, undefined);
  return style && typeof style === 'object' && style[key] !== undefined ? (style[key] as T) : undefined;
}
const fontSizeOf = (style: Style) => {
  const v = styleValue<unknown>(style, 'fontSize');
  return typeof v === 'number' ? v : undefined;
};
const DEFAULT_SIZE = 12; // react-pdf's own, where no page style sets one
// a table cell keeps 0.5 pt above and below its lines instead of 2: a row in two languages has two lines where the
// English had one, and the 3 pt saved per row keeps a long table (the cost sheet) on the English one's pages; 2 pt
// beside them instead of 3 gives each column's words 2 pt more room
const TABLE_CELL = [{ paddingVertical: 0.5, paddingHorizontal: 2 }];
// a box, a key-value row, a note and a small heading keep less room around them: their lines are two languages tall
// (a bill of materials' main-fabric box, kept whole, stays under its table; the cover's style rows leave room for its
// contents)
const TIGHTER = new Map<unknown, Style>([
  [s.box, { padding: 3 }],
  [s.kvRow, { marginBottom: 1 }],
  [s.note, { marginTop: 2 }],
  // a key's translation never runs into the value beside it ("Loại sản phẩm" | "Dress")
  [s.kvKey, { paddingRight: 4 }],
  [s.h3, { marginTop: 3 }],
]);
const isCell = (style: Style) => Array.isArray(style) && style.includes(s.cell);
function withScaledStyle(el: ReactElement<Props>): ReactElement<Props> {
  const style = el.props.style as Style;
  if (!style) return el;
  const list = Array.isArray(style) ? style : [style];
  const extra = [
    ...(list.includes(s.cell) ? TABLE_CELL : []),
    ...list.flatMap((st) => (TIGHTER.has(st) ? [TIGHTER.get(st)] : [])),
  ];
  return cloneElement(el, { style: extra.length ? [...list.map(scaled), ...extra] : scaled(style) });
}

const DRAWING_SCALE = 0.8;
type SvgProps = { width?: unknown; height?: unknown; style?: unknown };
function drawnSmaller(el: ReactElement<SvgProps>): ReactElement {
  const { width, height } = el.props;
  if (typeof width !== 'number' || typeof height !== 'number') return el;
  return cloneElement(el, { width: width * DRAWING_SCALE, height: height * DRAWING_SCALE });
}

function walk(node: ReactNode, o: BilingualOptions, size = DEFAULT_SIZE, ink?: string): ReactNode {
  if (Array.isArray(node)) return node.map((n) => walk(n, o, size, ink));
  if (!isValidElement(node)) return node;
  const type = node.type as unknown;
  if (typeof type === 'function') return walk((type as (p: unknown) => ReactNode)(node.props), o, size, ink);
  if (type === Fragment) return walk((node.props as Props).children, o, size, ink);
  if (type === Text) return bilingualText(withScaledStyle(node as ReactElement<Props>), o, size, ink);
  // drawings keep their own labels (codes and numbers on the flats), drawn a little smaller to leave room for the text
  if (type === 'SVG') return drawnSmaller(node as ReactElement<SvgProps>);
  if (type === 'IMAGE') return node;
  const el = withScaledStyle(node as ReactElement<Props>);
  const children = el.props.children;
  if (children === undefined) return el;
  const style = el.props.style as Style;
  const walked = Children.toArray(
    walk(children, o, fontSizeOf(style) ?? size, styleValue<string>(style, 'color') ?? ink) as ReactNode,
  );
  return cloneElement(fittedToDrawings(el, walked), {}, ...walked);
}

// a box of a fixed height that holds only drawings (the flats side by side) is as tall as its tallest drawing, drawn
// smaller: the room the English box leaves above them goes to the text
function fittedToDrawings(el: ReactElement<Props>, children: ReactNode[]): ReactElement<Props> {
  const style = el.props.style as Style;
  if (!style || Array.isArray(style) || typeof style.height !== 'number' || !children.length) return el;
  const heights = children.map((c) =>
    isValidElement(c) && c.type === 'SVG' ? (c.props as SvgProps).height : undefined,
  );
  if (!heights.every((h): h is number => typeof h === 'number')) return el;
  return cloneElement(el, { style: { ...style, height: Math.min(style.height, Math.max(...heights)) } });
}

/** The document `element` with every generated text followed by its factory-language text. */
export function bilingualDocument(element: ReactElement, o: BilingualOptions): ReactElement {
  return walk(element, o) as ReactElement;
}
