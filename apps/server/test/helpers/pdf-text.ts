import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The metrics of the 14 standard fonts, which the reader needs for a PDF that uses them (as pdfkit's do). */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text runs of a PDF, page after page, as a PDF reader extracts them (empty runs left out). */
export async function pdfTextRuns(file: Buffer): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(file),
    isEvalSupported: false,
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  const runs: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') runs.push(item.str.trim());
  }
  await document.destroy();
  return runs;
}
