import type { Readable } from 'node:stream';
import { UPLOAD_MAX_UNPACKED_BYTES, uploadMessages } from '@lodestar/contract';
import yauzl from 'yauzl';
import { AppError } from '../../errors.js';

/** An .xlsx holds a few dozen parts; thousands of entries are no workbook of ours. */
const MAX_ENTRIES = 500;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORKBOOK_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

export const notXlsx = () => new AppError(415, uploadMessages.notXlsx);
const unpacksTooLarge = () => new AppError(413, uploadMessages.unpacksTooLarge);

/** Inflates a part to its end, counting what comes out, and stops as soon as the total passes the cap. */
async function drain(stream: Readable, counted: { bytes: number }, keep: boolean): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    counted.bytes += chunk.length;
    if (counted.bytes > UPLOAD_MAX_UNPACKED_BYTES) {
      stream.destroy();
      throw unpacksTooLarge();
    }
    if (keep) chunks.push(chunk);
  }
  return keep ? Buffer.concat(chunks) : undefined;
}

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
 * after at most the cap; only then does the spreadsheet reader see the file.
 */
export async function checkWorkbook(file: Buffer): Promise<void> {
  if (file.length < ZIP_MAGIC.length || !file.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw notXlsx();
  const zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, validateEntrySizes: true }).catch(() => {
    throw notXlsx();
  });
  const counted = { bytes: 0 };
  let entries = 0;
  let contentTypes = '';
  let hasWorkbook = false;
  try {
    for (;;) {
      const entry = await nextEntry(zip);
      if (!entry) break;
      entries += 1;
      if (entries > MAX_ENTRIES || entry.isEncrypted() || !entry.canDecodeFileData()) throw notXlsx();
      if (entry.fileName.endsWith('/')) continue;
      const isContentTypes = entry.fileName === '[Content_Types].xml';
      const data = await drain(await zip.openReadStreamPromise(entry), counted, isContentTypes);
      if (isContentTypes) contentTypes = data?.toString('utf8') ?? '';
      if (entry.fileName === 'xl/workbook.xml') hasWorkbook = true;
    }
  } catch (error) {
    throw error instanceof AppError ? error : notXlsx();
  } finally {
    zip.close();
  }
  if (!hasWorkbook || !contentTypes.includes(WORKBOOK_TYPE)) throw notXlsx();
}
