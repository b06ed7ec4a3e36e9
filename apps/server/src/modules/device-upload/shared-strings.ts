import type { TextReader } from './cell-text.js';
import { MAX_SHARED_STRINGS, tooMuchContent } from './upload-limits.js';
import type { Workbook } from './workbook-check.js';

/**
 * The workbook's shared strings, streamed: each `<si>`'s text runs joined (its phonetic guides left out), or null
 * where the text was too long to keep. Reading stops past MAX_SHARED_STRINGS strings or the text reader's budget.
 */
export async function readSharedStrings(workbook: Workbook, texts: TextReader): Promise<(string | null)[]> {
  const strings: (string | null)[] = [];
  if (workbook.sharedStrings === null) return strings;
  const inside = { si: false, t: false, rPh: false };
  await workbook.read(workbook.sharedStrings, {
    open(name) {
      if (name === 'si') texts.start();
      if (name in inside) inside[name as keyof typeof inside] = true;
    },
    close(name) {
      if (name in inside) inside[name as keyof typeof inside] = false;
      if (name !== 'si') return;
      if (strings.length === MAX_SHARED_STRINGS) throw tooMuchContent();
      strings.push(texts.finish());
    },
    text(piece) {
      if (inside.si && inside.t && !inside.rPh) texts.add(piece);
    },
  });
  return strings;
}
