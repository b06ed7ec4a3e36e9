import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { UPLOAD_MAX_UNPACKED_BYTES, uploadMessages } from '@lodestar/contract';
import yauzl from 'yauzl';
import { AppError, ValidationError } from '../../errors.js';
import { createXmlReader, XmlRefused, type XmlHandlers } from '../../lib/xml-stream.js';
import { MAX_ELEMENTS_PER_PART, tooMuchContent } from './upload-limits.js';

/** An .xlsx holds a few dozen parts; thousands of entries are no workbook of ours. */
const MAX_ENTRIES = 500;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const WORKBOOK_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

const notXlsx = () => new AppError(415, uploadMessages.notXlsx);
const unreadable = () => new ValidationError(uploadMessages.unreadable);

/** A workbook's parts, read one at a time as XML events; `null` where there is no such part. */
export interface Workbook {
  /** The first worksheet of the workbook's tabs, or null when it lists none. */
  firstSheet: string | null;
  sharedStrings: string | null;
  read(part: string, handlers: XmlHandlers): Promise<void>;
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

async function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
    if (entries.size >= MAX_ENTRIES || entry.isEncrypted() || !entry.canDecodeFileData()) throw notXlsx();
    if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
  }
  return entries;
}

/** Feeds the inflated part to the XML reader as it comes out, counting bytes and elements against the caps. */
async function streamPart(stream: Readable, handlers: XmlHandlers, counted: { bytes: number }): Promise<void> {
  let elements = 0;
  const reader = createXmlReader({
    ...handlers,
    open(name, attributes) {
      elements += 1;
      if (elements > MAX_ELEMENTS_PER_PART) throw tooMuchContent();
      handlers.open(name, attributes);
    },
  });
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      counted.bytes += chunk.length;
      if (counted.bytes > UPLOAD_MAX_UNPACKED_BYTES) throw new AppError(413, uploadMessages.unpacksTooLarge);
      reader.write(decoder.write(chunk));
    }
    reader.write(decoder.end());
    reader.end();
  } catch (error) {
    if (error instanceof XmlRefused) throw unreadable();
    throw error instanceof AppError ? error : notXlsx();
  } finally {
    stream.destroy();
  }
}

/** A relationship's target as a part name: relative to the workbook's folder, or from the package root. */
const partNameOf = (target: string) =>
  target.startsWith('/') ? posix.normalize(target.slice(1)) : posix.normalize(posix.join('xl', target));

/**
 * Decision 0040: a file is read only if it is an .xlsx by its content (a zip holding a spreadsheet's main part, named
 * by its content types), whatever its name says. Only the parts the upload needs are ever inflated (the content types,
 * the workbook and its relationships, the shared strings and the first worksheet), each streamed through the XML
 * reader as it comes out and counted, never trusting the sizes the zip declares: past UPLOAD_MAX_UNPACKED_BYTES in all,
 * or past MAX_ELEMENTS_PER_PART elements in one part, reading stops. Entries are those of the central directory: a
 * part only the local headers name is never read.
 */
export async function openWorkbook(file: Buffer): Promise<Workbook> {
  if (file.length < ZIP_MAGIC.length || !file.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw notXlsx();
  const zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, validateEntrySizes: true }).catch(() => {
    throw notXlsx();
  });
  const entries = await entriesOf(zip).catch((error: unknown) => {
    throw error instanceof AppError ? error : notXlsx();
  });
  const counted = { bytes: 0 };
  const read = async (part: string, handlers: XmlHandlers) => {
    const entry = entries.get(part);
    if (!entry) throw unreadable();
    const stream = await zip.openReadStreamPromise(entry).catch(() => {
      throw notXlsx();
    });
    await streamPart(stream, handlers, counted);
  };
  const ignore = { close: () => {}, text: () => {} };

  let spreadsheet = false;
  if (entries.has('[Content_Types].xml'))
    await read('[Content_Types].xml', {
      ...ignore,
      open: (_name, attributes) => (spreadsheet ||= attributes.ContentType === WORKBOOK_TYPE),
    });
  if (!spreadsheet || !entries.has('xl/workbook.xml')) throw notXlsx();

  let sheetId: string | undefined;
  await read('xl/workbook.xml', {
    ...ignore,
    open: (name, attributes) => (sheetId ??= name === 'sheet' ? attributes.id : undefined),
  });
  let firstSheet: string | null = null;
  let sharedStrings = entries.has(SHARED_STRINGS) ? SHARED_STRINGS : null;
  if (entries.has('xl/_rels/workbook.xml.rels'))
    await read('xl/_rels/workbook.xml.rels', {
      ...ignore,
      open: (name, { Id, Target, Type }) => {
        if (name !== 'Relationship' || Target === undefined) return;
        if (Id === sheetId) firstSheet = partNameOf(Target);
        if (Type?.endsWith('/sharedStrings')) sharedStrings = partNameOf(Target);
      },
    });
  // A workbook that names a worksheet it does not hold is damaged; one that names none is empty.
  if (sheetId !== undefined && firstSheet === null) throw unreadable();
  return { firstSheet, sharedStrings, read };
}
