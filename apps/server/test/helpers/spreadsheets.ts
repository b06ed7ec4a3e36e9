import { crc32, deflateRawSync } from 'node:zlib';
import type { UploadResponse } from '@lodestar/contract';
import ExcelJS from 'exceljs';
import type { TestApp } from './test-app.js';

/** An .xlsx of one worksheet with these rows (the first is the header), as Excel would save it. */
export async function sheetFile(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Devices');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ZipPart {
  name: string;
  data: Buffer;
  /** The size the zip claims the part unpacks to; its real size unless given. */
  claimedSize?: number;
}

/** A zip written by hand, deflated, so a test can make one that lies about its sizes or unpacks to far too much. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const packed = deflateRawSync(part.data);
    const size = part.claimedSize ?? part.data.length;
    const header = (signature: number, length: number) => {
      const buffer = Buffer.alloc(length);
      buffer.writeUInt32LE(signature, 0);
      return buffer;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(part.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(part.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;

/** An .xlsx-looking zip whose worksheet unpacks to `unpacked` bytes of blanks, claiming `claimedSize`. */
export function zipBomb(unpacked: number, claimedSize?: number): Buffer {
  return zipOf([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(unpacked, 0x20), ...(claimedSize ? { claimedSize } : {}) },
  ]);
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
