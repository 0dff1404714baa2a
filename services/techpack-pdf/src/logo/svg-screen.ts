// An SVG logo is rasterised (logo-check.ts), never served or embedded as markup. Before librsvg sees it, the text is
// screened: anything that would make the parser or renderer reach outside the file, expand entities or run code is
// refused. A bare DOCTYPE without an internal subset (as drawing programs write it) is removed, not refused: without
// it the document means the same and no DTD is ever looked at.

export type SvgScreen = { ok: true; svg: Buffer } | { ok: false; reason: string };

const MAX_SCAN_CHARS = 5 * 1024 * 1024 + 1024;

// A document that is SVG text: UTF-8 without NUL bytes, whose first element is <svg>.
export function looksLikeSvg(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // prolog: XML declaration, comments, processing instructions, a DOCTYPE, whitespace; then the root element
  const prolog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>/]/i;
  return prolog.test(head);
}

const REFUSED: Array<[RegExp, string]> = [
  [/<!ENTITY/i, 'entity declaration'],
  [/<!DOCTYPE[^>]*\[/i, 'DOCTYPE with an internal subset'],
  [/<script[\s>/]/i, 'script element'],
  [/<foreignObject[\s>/]/i, 'foreignObject element'],
  [/<(?:[\w-]+:)?include[\s>/]/i, 'XInclude'],
  [/<\?xml-stylesheet/i, 'external stylesheet'],
  [/@import/i, 'stylesheet import'],
  // event handler attributes (onload=, onclick=, ...)
  [/[\s"'/]on[a-z]+\s*=/i, 'event handler attribute'],
  // every reference must point inside the document (#id): no http:, file:, data: or relative paths
  [/href\s*=\s*(["'])(?!\s*#)/i, 'external reference'],
  [/href\s*=\s*[^"'\s]/i, 'unquoted reference'],
  [/url\(\s*(?!["']?\s*#)/i, 'external url()'],
];

// The declared encoding must be UTF-8 (or ASCII): the screen reads the text as UTF-8, and so must the parser.
const ENCODING = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i;

export function screenSvg(bytes: Buffer): SvgScreen {
  if (bytes.length > MAX_SCAN_CHARS) return { ok: false, reason: 'too large' };
  const text = bytes.toString('utf8');
  // bytes that are not UTF-8 decode to U+FFFD: what the screen read would not be what a parser reads
  if (text.includes('\uFFFD') || text.includes('\u0000')) return { ok: false, reason: 'not UTF-8 text' };
  const encoding = ENCODING.exec(text)?.[1]?.toLowerCase();
  if (encoding && !['utf-8', 'utf8', 'us-ascii', 'ascii'].includes(encoding))
    return { ok: false, reason: `encoding ${encoding}` };
  for (const [pattern, reason] of REFUSED) if (pattern.test(text)) return { ok: false, reason };
  const withoutDoctype = text.replace(/<!DOCTYPE[^>[]*>/gi, '');
  if (/<!DOCTYPE/i.test(withoutDoctype)) return { ok: false, reason: 'DOCTYPE' };
  return { ok: true, svg: Buffer.from(withoutDoctype, 'utf8') };
}
