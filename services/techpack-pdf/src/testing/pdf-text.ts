// A PDF's text, one string per page (pdfjs), for tests that read what a factory would read.
export async function pageTexts(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++)
    out.push(
      (await (await doc.getPage(i)).getTextContent()).items
        .map((it) => ('str' in it ? it.str : ''))
        .join(' '),
    );
  await doc.destroy();
  return out;
}
