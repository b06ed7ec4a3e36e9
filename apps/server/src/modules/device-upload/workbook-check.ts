import type { Readable } from 'node:stream';
import { UPLOAD_MAX_UNPACKED_BYTES, uploadMessages } from '@lodestar/contract';
import yauzl from 'yauzl';
import { AppError } from '../../errors.js';
import { zipArchive, type ZipPart } from '../../lib/zip-archive.js';

/** An .xlsx holds a few dozen parts; thousands of entries are no workbook of ours. */
const MAX_ENTRIES = 500;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORKBOOK_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

export const notXlsx = () => new AppError(415, uploadMessages.notXlsx);
const unpacksTooLarge = () => new AppError(413, uploadMessages.unpacksTooLarge);

/** Inflates a part to its end, counting what comes out, and stops as soon as the total passes the cap. */
async function drain(stream: Readable, counted: { bytes: number }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    counted.bytes += chunk.length;
    if (counted.bytes > UPLOAD_MAX_UNPACKED_BYTES) {
      stream.destroy();
      throw unpacksTooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The parts the streaming reader needs before any worksheet, so it never sets a worksheet aside in a file. */
const READ_FIRST = ['xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml'];
const EMPTY_SHARED_STRINGS = Buffer.from(
  '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);
const rank = (name: string) => (READ_FIRST.includes(name) ? READ_FIRST.indexOf(name) : READ_FIRST.length);

/** The zip's next entry, or null at its end (yauzl's `lazyEntries`: one at a time, when asked). */
function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const settle = (entry: yauzl.Entry | null, error?: Error) => {
      zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
      if (error) reject(error);
      else resolve(entry);
    };
    const onEntry = (entry: yauzl.Entry) => settle(entry);
    const onEnd = () => settle(null);
    const onError = (error: Error) => settle(null, error);
    zip.on('entry', onEntry).on('end', onEnd).on('error', onError);
    zip.readEntry();
  });
}

/**
 * Decision 0031: a file is read only if it is an .xlsx by its content (a zip holding a spreadsheet's main part, named
 * by its content types), whatever its name says, and unpacks to at most UPLOAD_MAX_UNPACKED_BYTES. Every part is
 * inflated here once and counted as it comes out, never trusting the sizes the zip declares, so a zip bomb is stopped
 * after at most the cap. Answers the workbook made again of exactly the parts inflated here, stored, the parts the
 * reader needs first in front: the spreadsheet reader never sees the upload itself, so nothing the zip hides from its
 * central directory (an entry only its local headers name) can reach it.
 */
export async function unpackWorkbook(file: Buffer): Promise<Buffer> {
  if (file.length < ZIP_MAGIC.length || !file.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw notXlsx();
  const zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, validateEntrySizes: true }).catch(() => {
    throw notXlsx();
  });
  const counted = { bytes: 0 };
  const parts: ZipPart[] = [];
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      if (parts.length >= MAX_ENTRIES || entry.isEncrypted() || !entry.canDecodeFileData()) throw notXlsx();
      if (entry.fileName.endsWith('/')) continue;
      parts.push({ name: entry.fileName, data: await drain(await zip.openReadStreamPromise(entry), counted) });
    }
  } catch (error) {
    throw error instanceof AppError ? error : notXlsx();
  } finally {
    zip.close();
  }
  const named = (name: string) => parts.find((part) => part.name === name);
  const contentTypes = named('[Content_Types].xml')?.data.toString('utf8') ?? '';
  if (!named('xl/workbook.xml') || !contentTypes.includes(WORKBOOK_TYPE)) throw notXlsx();
  if (!named('xl/sharedStrings.xml')) parts.push({ name: 'xl/sharedStrings.xml', data: EMPTY_SHARED_STRINGS });
  return zipArchive(parts.sort((a, b) => rank(a.name) - rank(b.name)));
}
