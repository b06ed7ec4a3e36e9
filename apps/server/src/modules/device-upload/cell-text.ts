import { CELL_TEXT_KEPT, MAX_TEXT_CHARACTERS, tooMuchContent } from './upload-limits.js';

/** A cell as the upload reads it: its text, or why it has none. */
export type CellText = { text: string } | { formula: true } | { notText: true };

export const EMPTY: CellText = { text: '' };

/** A text kept whole (trimmed), or, when it was too long to keep, none: no name or serial number is that long. */
export const cellOfText = (text: string | null): CellText =>
  text === null ? { notText: true } : { text: text.trim() };

/**
 * Reads the texts of one upload one at a time, from the pieces the XML reader hands over: each is kept up to
 * CELL_TEXT_KEPT characters, and every character of every text counts against MAX_TEXT_CHARACTERS.
 */
export function createTextReader() {
  let total = 0;
  let kept = '';
  let tooLong = false;
  return {
    start() {
      kept = '';
      tooLong = false;
    },
    add(piece: string) {
      total += piece.length;
      if (total > MAX_TEXT_CHARACTERS) throw tooMuchContent();
      if (tooLong) return;
      if (kept.length + piece.length > CELL_TEXT_KEPT) [kept, tooLong] = ['', true];
      else kept += piece;
    },
    /** The text read since `start`, or null when it was too long to keep. */
    finish(): string | null {
      return tooLong ? null : kept;
    },
  };
}

export type TextReader = ReturnType<typeof createTextReader>;
