import { UPLOAD_COLUMNS } from '@lodestar/contract';

/** The template of Add Devices: its first row names the columns; the rows below are the dealer's to fill in. */
export async function uploadTemplate(): Promise<Buffer> {
  // Loaded when a template is asked for: the library is large, and every start of the server would pay for it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Devices');
  sheet.columns = UPLOAD_COLUMNS.map((header) => ({ header, width: 28 }));
  sheet.getRow(1).font = { bold: true };
  // Serial numbers are text: typed as numbers, leading zeros would be lost.
  sheet.getColumn(2).numFmt = '@';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
