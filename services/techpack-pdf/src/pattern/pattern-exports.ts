import { Injectable } from '@nestjs/common';
import type { TechPack } from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import { patternDxf } from './dxf';
import { markerSvg, nestMarker, type Marker } from './marker';
import type { PatternResult } from './pattern';
import { PAPERS, patternPdf, type Paper } from './pdf-tiles';
import { patternSvg } from './svg';

// the answer names the failing query field: { message, code, fields }
const withFields = (e: AppError, field: string) => Object.assign(e, { body: { fields: [field] } });
const invalid = (field: string, message: string) =>
  withFields(new AppError(400, 'PATTERN.INVALID_QUERY', message), field);

function sizeIn(r: PatternResult, raw: unknown): string {
  if (raw === undefined || raw === '') return r.baseSize;
  const size = String(raw);
  if (!r.sizes.includes(size))
    throw withFields(
      new AppError(
        400,
        'PATTERN.UNKNOWN_SIZE',
        `Unknown size "${size}": this pack's sizes are ${r.sizes.join(', ')}`,
      ),
      'size',
    );
  return size;
}

/** The main fabric's usable width (cm) from the BOM's fabric line ("m (150 cm width)"), 150 when it names none. */
export function fabricWidthOf(pack: TechPack): number {
  const line = pack.bom.find((l) => l.category === 'fabric');
  const w = /(\d{2,3})\s*cm\s*width/i.exec(line?.unit ?? '')?.[1];
  return w ? Number(w) : 150;
}

const fileBase = (r: PatternResult) =>
  `${r.styleNumber}-rev${r.revision}-pattern`.replace(/[^A-Za-z0-9._-]/g, '_');

@Injectable()
export class PatternExports {
  svg(r: PatternResult, size: string | undefined) {
    const s = String(size) === 'all' ? 'all' : sizeIn(r, size);
    return { body: patternSvg(r, s), fileName: `${fileBase(r)}-${s}.svg` };
  }

  async pdf(r: PatternResult, size: string | undefined, paper: string | undefined) {
    const p = String(paper ?? 'a4').toLowerCase();
    if (!(p in PAPERS)) throw invalid('paper', `Unknown paper "${paper}": choose a4, letter or plotter`);
    const s = sizeIn(r, size);
    return { body: await patternPdf(r, s, p as Paper), fileName: `${fileBase(r)}-${s}-${p}.pdf` };
  }

  dxf(r: PatternResult, sizes: string | undefined) {
    const text = sizes === undefined ? '' : String(sizes);
    const list =
      !text || text === 'all'
        ? r.sizes
        : [
            ...new Set(
              text
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            ),
          ];
    if (!list.length)
      throw invalid(
        'sizes',
        `Sizes must be "all" or sizes of this pack separated by commas (${r.sizes.join(', ')})`,
      );
    for (const s of list) sizeIn(r, s);
    return {
      body: patternDxf(r, list),
      fileName: `${fileBase(r)}-${!text || text === 'all' ? 'all' : list.join('_')}.dxf`,
    };
  }

  marker(
    pack: TechPack,
    r: PatternResult,
    size: string | undefined,
    width: string | undefined,
  ): { answer: Marker & { size: string; revision: number }; svg: string } {
    const s = sizeIn(r, size);
    let w = fabricWidthOf(pack);
    if (width !== undefined && width !== '') {
      w = Number(width);
      if (!Number.isFinite(w) || w < 50 || w > 330)
        throw invalid('width', 'Fabric width must be a number of centimetres from 50 to 330');
    }
    const m = nestMarker(r.bySize.find((q) => q.size === s)!.pieces, w);
    return {
      answer: { size: s, revision: r.revision, ...m },
      svg: markerSvg(m, `${r.styleNumber} size ${s} marker, revision ${r.revision}`),
    };
  }
}
