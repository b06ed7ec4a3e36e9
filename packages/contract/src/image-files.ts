/**
 * Whether a file that starts like a JPEG, PNG, GIF or WebP image is one through to its end: its structure is read
 * (chunk and segment lengths, the end marker) without decoding the pixels, so that a file with an image's first
 * bytes and anything after them, or one cut short in transit, is told apart from a picture. The bytes are a
 * binary string, one character per byte, as `atob` gives them.
 */
export type RasterImageKind = 'jpeg' | 'png' | 'gif' | 'webp';

const byteAt = (bytes: string, at: number) => bytes.charCodeAt(at);
const u16be = (bytes: string, at: number) => (byteAt(bytes, at) << 8) | byteAt(bytes, at + 1);
const u32be = (bytes: string, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: string, at: number) =>
  byteAt(bytes, at) + byteAt(bytes, at + 1) * 0x100 + byteAt(bytes, at + 2) * 0x10000 + byteAt(bytes, at + 3) * 0x1000000;

/** PNG: IHDR first, chunks that fit, image data, and IEND ending the file. */
function isWholePng(bytes: string): boolean {
  let sawData = false;
  for (let at = 8, first = true; at + 12 <= bytes.length; first = false) {
    const length = u32be(bytes, at);
    const type = bytes.slice(at + 4, at + 8);
    const end = at + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > bytes.length || (first && (type !== 'IHDR' || length !== 13))) return false;
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && end === bytes.length;
    at = end;
  }
  return false;
}

const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: marker segments that fit, a frame header before the first scan, and the end-of-image marker last. */
function isWholeJpeg(bytes: string): boolean {
  let sawFrame = false;
  for (let at = 2; at + 4 <= bytes.length; ) {
    const marker = byteAt(bytes, at + 1);
    if (byteAt(bytes, at) !== 0xff || marker === 0xd9) return false;
    if (marker === 0xff || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += marker === 0xff ? 1 : 2;
      continue;
    }
    const end = at + 2 + u16be(bytes, at + 2);
    if (end <= at + 3 || end > bytes.length) return false;
    if (isFrameHeader(marker)) sawFrame = true;
    // The entropy-coded data after the scan header runs to the end-of-image marker.
    if (marker === 0xda) return sawFrame && bytes.length >= end + 2 && bytes.endsWith('\xff\xd9');
    at = end;
  }
  return false;
}

/** GIF: the header and screen descriptor, and the trailer byte ending the file. */
const isWholeGif = (bytes: string) => /^GIF8[79]a/.test(bytes) && bytes.length > 13 && bytes.endsWith(';');

/** WebP: a RIFF container whose size is the file's, holding chunks that fit, the first an image chunk. */
function isWholeWebp(bytes: string): boolean {
  if (u32le(bytes, 4) + 8 !== bytes.length || !['VP8 ', 'VP8L', 'VP8X'].includes(bytes.slice(12, 16))) return false;
  let at = 12;
  while (at + 8 <= bytes.length) at += 8 + u32le(bytes, at + 4) + (u32le(bytes, at + 4) % 2);
  return at === bytes.length;
}

export const isWholeImage: Record<RasterImageKind, (bytes: string) => boolean> = {
  jpeg: isWholeJpeg,
  png: isWholePng,
  gif: isWholeGif,
  webp: isWholeWebp,
};
