import { Readable } from 'node:stream';
import { UPLOAD_COLUMNS, UPLOAD_MAX_ROWS, uploadMessages } from '@lodestar/contract';
import ExcelJS from 'exceljs';
import { AppError, ValidationError } from '../../errors.js';

/** A cell as the upload reads it: its text, or why it has none. */
export type CellText = { text: string } | { formula: true } | { notText: true };

export interface SheetRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  row: number;
  name: CellText;
  serial: CellText;
}

const EMPTY: CellText = { text: '' };

/** What exceljs gives for a cell: a value, a formula with its result, rich text, a hyperlink, or an error. */
function cellText(value: unknown): CellText {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'string') return { text: value.trim() };
  if (typeof value === 'number') return Number.isSafeInteger(value) ? { text: String(value) } : { notText: true };
  if (typeof value !== 'object' || value instanceof Date) return { notText: true };
  if ('formula' in value || 'sharedFormula' in value) return { formula: true };
  if ('richText' in value && Array.isArray(value.richText))
    return {
      text: value.richText
        .map((run: { text?: string }) => run.text ?? '')
        .join('')
        .trim(),
    };
  if ('text' in value && typeof value.text === 'string') return { text: value.text.trim() };
  return { notText: true };
}

const isBlank = (cell: CellText) => 'text' in cell && cell.text === '';
const heading = (value: unknown) => {
  const cell = cellText(value);
  return 'text' in cell ? cell.text.toLowerCase() : '';
};

/**
 * The first worksheet's rows below its header, streamed from the workbook `unpackWorkbook` made (decision 0031): the header row must name Device Name and
 * Serial Number (any order, any case, more columns allowed); empty rows are skipped; reading stops as soon as there
 * are more than UPLOAD_MAX_ROWS devices, and the whole file is refused.
 */
export async function readSheetRows(workbook: Buffer): Promise<SheetRow[]> {
  const input = Readable.from(workbook);
  try {
    return await rowsOf(input);
  } finally {
    // Reading stops early (a refusal, or the first worksheet done): the rest of the file is not wanted.
    input.destroy();
  }
}

async function rowsOf(input: Readable): Promise<SheetRow[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let columns: { name: number; serial: number } | undefined;
  let sawAnything = false;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      const values = row.values as unknown[];
      sawAnything = true;
      if (!columns) {
        const headings = values.map(heading);
        const [name, serial] = UPLOAD_COLUMNS.map((column) => headings.indexOf(column.toLowerCase()));
        if (row.number !== 1 || name === undefined || serial === undefined || name < 1 || serial < 1)
          throw new ValidationError(uploadMessages.noColumns);
        columns = { name, serial };
        continue;
      }
      const found = { row: row.number, name: cellText(values[columns.name]), serial: cellText(values[columns.serial]) };
      if (isBlank(found.name) && isBlank(found.serial)) continue;
      if (rows.length === UPLOAD_MAX_ROWS) throw new AppError(413, uploadMessages.tooManyRows);
      rows.push(found);
    }
    break;
  }
  if (!sawAnything) throw new ValidationError(uploadMessages.empty);
  if (rows.length === 0) throw new ValidationError(uploadMessages.noRows);
  return rows;
}
