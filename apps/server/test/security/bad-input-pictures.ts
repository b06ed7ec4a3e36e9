import { crc32 } from 'node:zlib';

/** Real 2×2 pictures as Chromium's canvas encodes them (`toDataURL`), and the classic 1×1 GIF. */
export const WHOLE_PICTURES = {
  jpeg:
    '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAaEAADAQADAAAAAAAAAAAAAAABAgMAESFB/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABcRAAMBAAAAAAAAAAAAAAAAAAABAjH/2gAMAwEAAhEDEQA/AJbVpez1s7Uq7FndzyWJ7JJ9OZmTziDNaz//2Q==',
  png: 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAF0lEQVR4AWL6DwRuTVv+M7k3b2UAAQAAAAD//2JNnIIAAAAGSURBVAMAY20H+7rQ1qMAAAAASUVORK5CYII=',
  webp: 'UklGRiICAABXRUJQVlA4WAoAAAAgAAAAAQAAAQAASUNDUMgBAAAAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADZWUDggNAAAANABAJ0BKgIAAgABQCYlmAJ0ugACsw6gAPawxW8/KBIUuVx5s5M/3BmfV2OH/cdgbrvEAAA=',
  gif: 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
};

const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');
const bytesOf = (picture: string) => Buffer.from(picture, 'base64');

/** Files that are not pictures at all, as a client would send them in a picture field. */
export const NOT_PICTURES = {
  'a PDF': base64('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  'plain text': base64('Hello, this is not a picture at all.\n'),
  'an SVG with a script': base64('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
  'an HTML page': base64('<!doctype html><html><body onload="alert(1)"></body></html>'),
};

/** Files that start like a picture and are not one. */
export const DAMAGED_PICTURES = {
  'PNG magic bytes, then garbage': base64(Buffer.concat([bytesOf(WHOLE_PICTURES.png).subarray(0, 8), Buffer.from('garbage '.repeat(40))])),
  'a JPEG cut short': base64(bytesOf(WHOLE_PICTURES.jpeg).subarray(0, 500)),
  'a PNG cut short': base64(bytesOf(WHOLE_PICTURES.png).subarray(0, 60)),
  'a WebP cut short': base64(bytesOf(WHOLE_PICTURES.webp).subarray(0, 300)),
  'a GIF cut short': base64(bytesOf(WHOLE_PICTURES.gif).subarray(0, 30)),
  'a JPEG with a ZIP archive after it': base64(Buffer.concat([bytesOf(WHOLE_PICTURES.jpeg), Buffer.from('PK\x03\x04 hidden archive')])),
};

/** A whole PNG padded with a private ancillary chunk to about `length` base64 characters. */
export function pngOfBase64Length(length: number): string {
  const png = bytesOf(WHOLE_PICTURES.png);
  const padding = Math.ceil((length * 3) / 4) - png.length - 12;
  const chunk = Buffer.alloc(12 + padding, 'a');
  chunk.writeUInt32BE(padding, 0);
  chunk.write('paDd', 4, 'latin1');
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + padding)), 8 + padding);
  const afterHeader = 8 + 25;
  return base64(Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]));
}
