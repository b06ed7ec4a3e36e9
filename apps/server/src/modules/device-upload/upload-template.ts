import { UPLOAD_COLUMNS } from '@lodestar/contract';

/**
 * The template of Add Devices: its first row names the columns, and the rows below hold the serial numbers of the
 * dealer's stock not added yet, for the dealer to name (or to delete the rows of trackers they keep back).
 */
export async function uploadTemplate(serials: readonly string[]): Promise<Buffer> {
  // Loaded when a template is asked for: the library is large, and every start of the server would pay for it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Devices');
  sheet.columns = UPLOAD_COLUMNS.map((header) => ({ header, width: 28 }));
  sheet.getRow(1).font = { bold: true };
  // Serial numbers are text: typed as numbers, leading zeros would be lost.
  sheet.getColumn(2).numFmt = '@';
  for (const serial of serials) sheet.addRow(['', serial]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
