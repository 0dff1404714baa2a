import ExcelJS from 'exceljs';
import { LANGUAGE_NAMES, originalTextMark, translate, type FactoryLanguage } from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';
import { designerTexts } from '../pdf/factory-language/designer-text';

// The workbook with the factory language beside the English: after every column that holds words, a column with the
// same cells from the glossary (designer-written text: "original text", never translated). Numbers, codes and sizes
// keep their own columns, unchanged.
export async function withFactoryLanguageColumns(
  xlsx: Buffer,
  pack: TechPack,
  lang: FactoryLanguage,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(xlsx as unknown as ArrayBuffer);
  const original = designerTexts(pack);
  const suffix = ` (${LANGUAGE_NAMES[lang]})`;
  const inLanguage = (v: unknown, header: boolean): string => {
    if (typeof v !== 'string' || !v.trim()) return '';
    if (!header && original.has(v.trim())) return `[${originalTextMark(lang)}]`;
    const t = translate(v, lang);
    return t.segments ? t.worded : '';
  };
  wb.eachSheet((ws) => {
    // the header row is the frozen one (a title may stand above it)
    const headerRow = (ws.views?.[0] as { ySplit?: number } | undefined)?.ySplit || 1;
    const width = ws.columnCount;
    const widened: number[] = [];
    for (let c = width; c >= 1; c--) {
      const values: string[] = [];
      ws.getColumn(c).eachCell({ includeEmpty: true }, (cell, row) => {
        values[row - 1] = inLanguage(cell.value, row <= headerRow);
      });
      if (!values.slice(headerRow).some((v) => v)) continue;
      const head = ws.getRow(headerRow).getCell(c).value;
      values[headerRow - 1] =
        typeof head === 'string' ? `${inLanguage(head, true) || head}${suffix}` : LANGUAGE_NAMES[lang];
      ws.spliceColumns(c + 1, 0, values);
      ws.getColumn(c + 1).width = ws.getColumn(c).width ?? 24;
      ws.getRow(headerRow).getCell(c + 1).font = { bold: true };
      widened.push(c);
    }
    movedFormulas(ws, widened);
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * exceljs moves cells when columns are inserted but leaves formula text as written: each reference to a column is
 * moved by the language columns inserted before it (a cost line's ROUND(D5*F5,2) becomes ROUND(G5*K5,2)).
 */
function movedFormulas(ws: ExcelJS.Worksheet, widened: number[]): void {
  if (!widened.length) return;
  const moved = (letter: string) => {
    const col = ws.getColumn(letter).number;
    return ws.getColumn(col + widened.filter((w) => w < col).length).letter;
  };
  ws.eachRow((row) =>
    row.eachCell((cell) => {
      const v = cell.value as ExcelJS.CellFormulaValue | null;
      if (!v || typeof v !== 'object' || typeof v.formula !== 'string') return;
      const formula = v.formula.replace(
        /\b([A-Z]{1,3})(\d+)\b/g,
        (_, l: string, r: string) => `${moved(l)}${r}`,
      );
      cell.value = { ...v, formula };
    }),
  );
}
