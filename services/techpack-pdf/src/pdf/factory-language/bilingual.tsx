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
): ReactNode[] {
  const trimmed = english.trim();
  if (!trimmed) return [english];
  if (o.original.has(trimmed)) {
    o.onOriginal?.(trimmed);
    return [
      english,
      trimmed.length > BESIDE_MAX ? '\n' : '  ',
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
    out.push(line.trim().length <= BESIDE_MAX ? '  ' : '\n', mark(t.worded, TRANSLATION_COLOR));
  });
  return out;
}

function bilingualText(el: ReactElement<Props>, o: BilingualOptions, inherited: number): ReactNode {
  if (el.props.render) return el;
  const size = fontSizeOf(el.props.style as Style) ?? inherited;
  const children = flat(expandFunctions(el.props.children));
  const mark = (text: string, color: string) =>
    createElement(
      Text,
      {
        style: {
          fontFamily: FACTORY_FONT[o.lang],
          color,
          fontWeight: 'normal',
          fontSize: factorySize(size),
          lineHeight: FACTORY_LINE_HEIGHT[o.lang],
        },
      },
      text,
    );
  // a text whose whole is the designer's: printed as written, marked
  const whole = plainText(children).trim();
  if (whole && o.original.has(whole)) return cloneElement(el, {}, ...bilingualRun(whole, o, mark));
  // runs of plain text get their translation; a styled run inside (a bold label) is a text of its own
  const out: ReactNode[] = [];
  let run = '';
  const flush = () => {
    if (run) out.push(...bilingualRun(run, o, mark));
    run = '';
  };
  for (const c of children) {
    if (typeof c === 'string' || typeof c === 'number') run += String(c);
    else {
      flush();
      out.push(
        isValidElement(c) && c.type === Text
          ? bilingualText(withScaledStyle(c as ReactElement<Props>), o, size)
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
// the font size a style sets (the last one of a style list), else undefined: inherited from the parent
function fontSizeOf(style: Style): number | undefined {
  if (Array.isArray(style))
    return style.reduce<number | undefined>((acc, st) => fontSizeOf(st) ?? acc, undefined);
  return style && typeof style === 'object' && typeof style.fontSize === 'number'
    ? style.fontSize
    : undefined;
}
const DEFAULT_SIZE = 12; // react-pdf's own, where no page style sets one
// a table cell keeps 0.5 pt above and below its lines instead of 2: a row in two languages has two lines where the
// English had one, and the 3 pt saved per row keeps a long table (the cost sheet) on the English one's pages
const TABLE_CELL = [{ paddingVertical: 0.5 }];
function withScaledStyle(el: ReactElement<Props>): ReactElement<Props> {
  const style = el.props.style as Style;
  if (!style) return el;
  const cell = Array.isArray(style) && style.includes(s.cell);
  return cloneElement(el, { style: cell ? [...(scaled(style) as Style[]), ...TABLE_CELL] : scaled(style) });
}

const DRAWING_SCALE = 0.8;
type SvgProps = { width?: unknown; height?: unknown; style?: unknown };
function drawnSmaller(el: ReactElement<SvgProps>): ReactElement {
  const { width, height } = el.props;
  if (typeof width !== 'number' || typeof height !== 'number') return el;
  return cloneElement(el, { width: width * DRAWING_SCALE, height: height * DRAWING_SCALE });
}

function walk(node: ReactNode, o: BilingualOptions, size = DEFAULT_SIZE): ReactNode {
  if (Array.isArray(node)) return node.map((n) => walk(n, o, size));
  if (!isValidElement(node)) return node;
  const type = node.type as unknown;
  if (typeof type === 'function') return walk((type as (p: unknown) => ReactNode)(node.props), o, size);
  if (type === Fragment) return walk((node.props as Props).children, o, size);
  if (type === Text) return bilingualText(withScaledStyle(node as ReactElement<Props>), o, size);
  // drawings keep their own labels (codes and numbers on the flats), drawn a little smaller to leave room for the text
  if (type === 'SVG') return drawnSmaller(node as ReactElement<SvgProps>);
  if (type === 'IMAGE') return node;
  const el = withScaledStyle(node as ReactElement<Props>);
  const children = el.props.children;
  if (children === undefined) return el;
  return cloneElement(
    el,
    {},
    ...Children.toArray(walk(children, o, fontSizeOf(el.props.style as Style) ?? size) as ReactNode),
  );
}

/** The document `element` with every generated text followed by its factory-language text. */
export function bilingualDocument(element: ReactElement, o: BilingualOptions): ReactElement {
  return walk(element, o) as ReactElement;
}
