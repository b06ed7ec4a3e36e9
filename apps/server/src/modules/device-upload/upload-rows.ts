import { DEVICE_NAME_MAX, isPlainName, SERIAL_NUMBER_PATTERN, uploadRowErrors } from '@lodestar/contract';
import type { SheetRow } from './sheet-rows.js';
import type { CellText } from './cell-text.js';

/** A row read and checked: the name and serial number as typed, and why it cannot add a device, if it cannot. */
export interface CheckedRow {
  row: number;
  name: string;
  serial: string;
  error: string | null;
}

const textOf = (cell: CellText) => ('text' in cell ? cell.text : '');

function serialError(cell: CellText): string | null {
  if ('formula' in cell) return uploadRowErrors.formula;
  if ('notText' in cell) return uploadRowErrors.serialInvalid;
  if (cell.text === '') return uploadRowErrors.serialMissing;
  return SERIAL_NUMBER_PATTERN.test(cell.text) ? null : uploadRowErrors.serialInvalid;
}

function nameError(cell: CellText): string | null {
  if ('formula' in cell) return uploadRowErrors.formula;
  if ('notText' in cell) return uploadRowErrors.nameInvalid;
  return cell.text.length <= DEVICE_NAME_MAX && isPlainName(cell.text) ? null : uploadRowErrors.nameInvalid;
}

/**
 * Checks each row on its own (a serial number of 4 to 64 letters, digits or dashes; a plain name, or none, which
 * names the device after its type and serial number) and against the rows above it (a serial number only once).
 */
export function checkRows(rows: SheetRow[], defaultName: (serial: string) => string): CheckedRow[] {
  const firstRowOf = new Map<string, number>();
  return rows.map(({ row, name, serial }) => {
    const serialText = textOf(serial);
    const nameText = textOf(name) || (serialText ? defaultName(serialText) : '');
    const earlier = firstRowOf.get(serialText);
    const error =
      serialError(serial) ?? nameError(name) ?? (earlier === undefined ? null : uploadRowErrors.repeated(earlier));
    if (!error) firstRowOf.set(serialText, row);
    return { row, name: nameText, serial: serialText, error };
  });
}
