// The flat's neutral primitives (px) and their SVG string; ./render.ts draws the garment into them.

export interface Stroke {
  stroke: string;
  strokeWidth: number;
  dash?: string;
  fill?: string;
  fillOpacity?: number;
}
export type FlatPrim =
  | ({ type: 'path'; d: string; role: string } & Stroke)
  | ({ type: 'circle'; cx: number; cy: number; r: number; role: string } & Stroke)
  | ({ type: 'line'; x1: number; y1: number; x2: number; y2: number; role: string } & Stroke)
  | {
      type: 'text';
      x: number;
      y: number;
      text: string;
      size: number;
      anchor: 'start' | 'middle' | 'end';
      fill: string;
      bold?: boolean;
      role: string;
    };

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function toSvg(prims: FlatPrim[], width: number, height: number, title = 'Technical flat'): string {
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}">`,
    `<title>${esc(title)}</title>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#FFFFFF"/>`,
    `<g stroke-linejoin="round" stroke-linecap="round">`,
  ];
  const stroke = (p: Stroke) =>
    `stroke="${p.stroke}" stroke-width="${p.strokeWidth}"${p.dash ? ` stroke-dasharray="${p.dash}"` : ''} fill="${p.fill ?? 'none'}"${p.fillOpacity !== undefined ? ` fill-opacity="${p.fillOpacity}"` : ''}`;
  for (const p of prims) {
    if (p.type === 'path') out.push(`<path d="${p.d}" ${stroke(p)} data-role="${p.role}"/>`);
    else if (p.type === 'line')
      out.push(
        `<line x1="${p.x1}" y1="${p.y1}" x2="${p.x2}" y2="${p.y2}" ${stroke(p)} data-role="${p.role}"/>`,
      );
    else if (p.type === 'circle')
      out.push(`<circle cx="${p.cx}" cy="${p.cy}" r="${p.r}" ${stroke(p)} data-role="${p.role}"/>`);
    else
      out.push(
        `<text x="${p.x}" y="${p.y}" font-family="Helvetica, Arial, sans-serif" font-size="${p.size}"${p.bold ? ' font-weight="bold"' : ''} text-anchor="${p.anchor}" fill="${p.fill}" data-role="${p.role}">${esc(p.text)}</text>`,
      );
  }
  out.push('</g></svg>');
  return out.join('');
}
