import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  data: Buffer;
  /** The size the archive claims the part unpacks to; its real size unless given (tests write lying archives). */
  claimedSize?: number;
}

const STORED = 0;
const DEFLATED = 8;

function record(signature: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  buffer.writeUInt32LE(signature, 0);
  return buffer;
}

/**
 * A zip of the parts in this order (the spreadsheets of the upload tests, honest or hostile), stored as they are or deflated, with every size in its local header and its
 * central directory alike (no data descriptors), so any reader finds the same entries whichever of the two it walks.
 */
export function zipArchive(parts: ZipPart[], { deflate = false }: { deflate?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const body = deflate ? deflateRawSync(part.data) : part.data;
    const fields = {
      method: deflate ? DEFLATED : STORED,
      crc: crc32(part.data),
      size: part.claimedSize ?? part.data.length,
    };
    const local = record(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(fields.method, 8);
    local.writeUInt32LE(fields.crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(fields.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = record(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(fields.method, 10);
    central.writeUInt32LE(fields.crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(fields.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(0x06054b50, 22);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
