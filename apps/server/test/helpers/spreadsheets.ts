import type { UploadResponse } from '@lodestar/contract';
import ExcelJS from 'exceljs';
import { zipArchive } from '../../src/lib/zip-archive.js';
import type { TestApp } from './test-app.js';

/** An .xlsx of one worksheet with these rows (the first is the header), as Excel would save it. */
export async function sheetFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Devices');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;

/** An .xlsx-looking zip whose worksheet unpacks to `unpacked` bytes of blanks, claiming `claimedSize`. */
export function zipBomb(unpacked: number, claimedSize?: number): Buffer {
  return zipArchive(
    [
      { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(unpacked, 0x20), ...(claimedSize ? { claimedSize } : {}) },
    ],
    { deflate: true },
  );
}

/** Posts the file as Add Devices does: multipart `file` (named `fileName`) and `deviceType`. */
export async function uploadSheet(
  t: TestApp,
  authorization: string,
  file: Buffer | null,
  { deviceType, fileName = 'devices.xlsx' }: { deviceType?: string; fileName?: string } = {},
) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file)]), fileName);
  if (deviceType !== undefined) form.append('deviceType', deviceType);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v2/upload-excel',
    headers: { authorization },
    payload: form,
  });
  return { status: answer.statusCode, body: answer.json() as UploadResponse & { message: string } };
}

/**
 * The workbook with a part slipped in that only its local headers name: a deflated worksheet of `unpacked` blanks just
 * before the central directory, which does not list it (a reader that walks local headers would inflate it).
 */
export function withHiddenPart(workbook: Buffer, unpacked: number): Buffer {
  const endAt = workbook.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const directoryAt = workbook.readUInt32LE(endAt + 16);
  const hidden = zipArchive([{ name: 'xl/worksheets/sheet9.xml', data: Buffer.alloc(unpacked, 0x20) }], {
    deflate: true,
  });
  const hiddenEntry = hidden.subarray(0, hidden.readUInt32LE(hidden.length - 22 + 16));
  const end = Buffer.from(workbook.subarray(endAt));
  end.writeUInt32LE(directoryAt + hiddenEntry.length, 16);
  return Buffer.concat([workbook.subarray(0, directoryAt), hiddenEntry, workbook.subarray(directoryAt, endAt), end]);
}
