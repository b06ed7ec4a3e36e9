import { UPLOAD_COLUMNS, UPLOAD_MAX_ROWS, uploadMessages } from '@lodestar/contract';
import { AppError, ValidationError } from '../../errors.js';
import { cellOfText, createTextReader, EMPTY, type CellText } from './cell-text.js';
import { readSharedStrings } from './shared-strings.js';
import { MAX_CELLS, tooMuchContent } from './upload-limits.js';
import { openWorkbook } from './workbook-check.js';

export interface SheetRow {
  /** The row's number in the spreadsheet (the header is row 1). */
  row: number;
  name: CellText;
  serial: CellText;
}

/** Excel's last row and column (XFD). */
const MAX_ROW_NUMBER = 1_048_576;
const MAX_COLUMN = 16_384;
const CELL_REFERENCE = /^([A-Z]{1,3})(\d+)$/;
const HEADINGS = UPLOAD_COLUMNS.map((column) => column.toLowerCase());

const unreadable = () => new ValidationError(uploadMessages.unreadable);

function columnOf(reference: string): number {
  const letters = CELL_REFERENCE.exec(reference)?.[1];
  if (!letters) throw unreadable();
  const column = [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
  if (column > MAX_COLUMN) throw unreadable();
  return column;
}

function rowNumberOf(reference: string): number {
  const row = Number(reference);
  if (!Number.isInteger(row) || row < 1 || row > MAX_ROW_NUMBER) throw unreadable();
  return row;
}

/** A cell by its type (`t`), its value or inline text, and whether it holds a formula. */
function cellOf(
  cell: { type: string; formula: boolean; value: string | null | undefined },
  strings: (string | null)[],
): CellText {
  if (cell.formula) return { formula: true };
  if (cell.value === undefined) return EMPTY;
  switch (cell.type) {
    case 's': {
      const index = Number(cell.value);
      return Number.isInteger(index) && index >= 0 && index < strings.length
        ? cellOfText(strings[index]!)
        : { notText: true };
    }
    case 'inlineStr':
    case 'str':
      return cellOfText(cell.value);
    case 'n': {
      const number = cell.value === null ? Number.NaN : Number(cell.value);
      return Number.isSafeInteger(number) ? { text: String(number) } : { notText: true };
    }
    // Booleans, errors and dates (of any year, representable or not) are no names or serial numbers.
    default:
      return { notText: true };
  }
}

const isBlank = (cell: CellText) => 'text' in cell && cell.text === '';

/**
 * The first worksheet's rows below its header, streamed from the upload (decisions 0031 and 0040): the header row must
 * name Device Name and Serial Number (any order, any case, more columns allowed); empty rows are skipped. Only the
 * two columns' cells are kept; reading stops as soon as there are more than UPLOAD_MAX_ROWS devices (413), more than
 * MAX_CELLS cells or too much text (413, upload-limits.ts), and the whole file is refused.
 */
export async function readSheetRows(file: Buffer): Promise<SheetRow[]> {
  const workbook = await openWorkbook(file);
  if (workbook.firstSheet === null) throw new ValidationError(uploadMessages.empty);
  const texts = createTextReader();
  const strings = await readSharedStrings(workbook, texts);

  const rows: SheetRow[] = [];
  let columns: { name: number; serial: number } | undefined;
  let rowNumber = 0;
  let found = new Map<number, CellText>();
  let column = 0;
  let cell = { type: 'n', formula: false, value: undefined as string | null | undefined };
  let cells = 0;
  const inside = { v: false, is: false, t: false, rPh: false };

  const header = new Map<string, number>();

  function endRow() {
    if (!columns) {
      const [name, serial] = HEADINGS.map((heading) => header.get(heading));
      if (rowNumber !== 1 || name === undefined || serial === undefined)
        throw new ValidationError(uploadMessages.noColumns);
      columns = { name, serial };
      return;
    }
    const row = { row: rowNumber, name: found.get(columns.name) ?? EMPTY, serial: found.get(columns.serial) ?? EMPTY };
    if (isBlank(row.name) && isBlank(row.serial)) return;
    if (rows.length === UPLOAD_MAX_ROWS) throw new AppError(413, uploadMessages.tooManyRows);
    rows.push(row);
  }

  await workbook.read(workbook.firstSheet, {
    open(name, attributes) {
      if (name in inside) inside[name as keyof typeof inside] = true;
      if (name === 'row') {
        rowNumber = attributes.r === undefined ? rowNumber + 1 : rowNumberOf(attributes.r);
        [found, column] = [new Map(), 0];
      } else if (name === 'c') {
        cells += 1;
        if (cells > MAX_CELLS) throw tooMuchContent();
        column = attributes.r === undefined ? column + 1 : columnOf(attributes.r);
        cell = { type: attributes.t ?? 'n', formula: false, value: undefined };
      } else if (name === 'f') cell.formula = true;
      else if (name === 'v' || name === 'is') texts.start();
    },
    close(name) {
      if (name in inside) inside[name as keyof typeof inside] = false;
      if (name === 'v' || name === 'is') cell.value = texts.finish();
      else if (name === 'c') {
        // Of the header only the columns' names are kept; of a device row, its two cells.
        const text = cellOf(cell, strings);
        if (!columns) {
          const heading = 'text' in text ? text.text.toLowerCase() : '';
          if (HEADINGS.includes(heading) && !header.has(heading)) header.set(heading, column);
        } else if (column === columns.name || column === columns.serial) found.set(column, text);
      } else if (name === 'row') endRow();
    },
    text(piece) {
      if (inside.v || (inside.is && inside.t && !inside.rPh)) texts.add(piece);
    },
  });
  if (rowNumber === 0) throw new ValidationError(uploadMessages.empty);
  if (rows.length === 0) throw new ValidationError(uploadMessages.noRows);
  return rows;
}
