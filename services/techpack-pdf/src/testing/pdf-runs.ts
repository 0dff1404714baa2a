// A PDF's text runs with the font each is set in and where it stands (pdfjs): what a bilingual page prints in the
// factory language's font is told apart from the English beside it.
export interface TextRun {
  page: number;
  str: string;
  font: string;
  /** distance from the page's bottom edge, pt */
  y: number;
}

export async function textRuns(pdf: Buffer): Promise<TextRun[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const out: TextRun[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    await page.getOperatorList(); // loads the fonts, so their names can be read
    for (const it of (await page.getTextContent()).items) {
      if (!('str' in it) || !it.str.trim()) continue;
      const font = (page.commonObjs.get(it.fontName) as { name?: string } | undefined)?.name ?? it.fontName;
      out.push({ page: i, str: it.str, font: font.replace(/^[A-Z]{6}\+/, ''), y: it.transform[5] as number });
    }
  }
  await doc.destroy();
  return out;
}

/** The numbers of a text as written, in order (52, 0.3937, 24 1/8 as 24, 1, 8). */
export const numbersIn = (text: string): string[] => text.match(/\d+(?:\.\d+)?/g) ?? [];
