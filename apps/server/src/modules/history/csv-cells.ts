// The cells and lines of the CSV files the history exports.

/** Excel reads a file without a byte order mark as the local code page, which garbles the degree sign. */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A text cell as RFC 4180 wants it (quoted when it holds a comma, quote or line break; quotes doubled), and never
 * taken for a formula by a spreadsheet: text starting with = + - @ or a tab gets a leading apostrophe.
 */
export function textCell(text: string | null): string {
  if (text === null) return '';
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

export const numberCell = (value: number | null) => (value === null ? '' : String(value));
export const line = (cells: string[]) => `${cells.join(',')}\r\n`;
