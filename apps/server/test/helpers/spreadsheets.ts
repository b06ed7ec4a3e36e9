import type { UploadResponse } from '@lodestar/contract';
import ExcelJS from 'exceljs';
import { zipArchive } from './zip-archive.js';
import type { TestApp } from './test-app.js';

/** An .xlsx of one worksheet with these rows (the first is the header), as Excel would save it. */
export async function sheetFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Devices');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORKBOOK = `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets><sheet name="Devices" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/**
 * A deflated .xlsx written by hand: the first worksheet's `<sheetData>` content and, if given, the shared strings'
 * `<sst>` content, as they are (hostile files are made of what no spreadsheet program writes).
 */
export function handWrittenSheet({ sheetData, sharedStrings }: { sheetData: string; sharedStrings?: string }): Buffer {
  return zipArchive(
    [
      { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
      { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
      { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: Buffer.from(`<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`),
      },
      ...(sharedStrings === undefined
        ? []
        : [{ name: 'xl/sharedStrings.xml', data: Buffer.from(`<sst xmlns="${MAIN}">${sharedStrings}</sst>`) }]),
    ],
    { deflate: true },
  );
}

/** An .xlsx whose first worksheet unpacks to `unpacked` bytes of blanks, claiming `claimedSize`. */
export function zipBomb(unpacked: number, claimedSize?: number): Buffer {
  return zipArchive(
    [
      { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
      { name: 'xl/workbook.xml', data: Buffer.from(WORKBOOK) },
      { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(WORKBOOK_RELS) },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(unpacked, 0x20), ...(claimedSize ? { claimedSize } : {}) },
    ],
    { deflate: true },
  );
}

/** A header row of inline strings naming the template's columns, as row 1 of `handWrittenSheet`. */
export const INLINE_HEADER =
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Device Name</t></is></c><c r="B1" t="inlineStr"><is><t>Serial Number</t></is></c></row>';

/** About 100 KB that unpacks to `count` shared strings (a header row uses the first two). */
export function sharedStringsBomb(count: number): Buffer {
  const header = '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>';
  return handWrittenSheet({
    sheetData: header,
    sharedStrings: `<si><t>Device Name</t></si><si><t>Serial Number</t></si>${'<si><t>x</t></si>'.repeat(count - 2)}`,
  });
}

/** Rows below the header with `cellsPerRow` numbers each beside the device columns: no row names a device. */
export function cellsBomb(rows: number, cellsPerRow: number): Buffer {
  const row = `<row>${'<c r="C1"><v>1</v></c>'.repeat(cellsPerRow)}</row>`;
  return handWrittenSheet({ sheetData: INLINE_HEADER + row.repeat(rows) });
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
