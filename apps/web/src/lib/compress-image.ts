import { base64ByteLength, fitWithin } from './image-size';

/** An uploaded photo is compressed to about 0.06 MB and at most 1024 px. */
export const PICTURE_LIMITS = { maxSide: 1024, maxBytes: 0.06 * 1024 * 1024 } as const;

const JPEG_QUALITIES = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3];
/** When even the lowest quality is too large, the image shrinks by this factor and the qualities are tried again. */
const SHRINK = 0.75;
const MIN_SIDE = 64;

export class NotAnImageError extends Error {
  constructor() {
    super('The file is not an image.');
    this.name = 'NotAnImageError';
  }
}

async function decode(file: File): Promise<ImageBitmap> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError();
  try {
    return await createImageBitmap(file);
  } catch {
    throw new NotAnImageError();
  }
}

function jpegAt(image: ImageBitmap, width: number, height: number, quality: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The browser cannot draw images.');
  // JPEG has no transparency: transparent areas would turn black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const dataUrl = canvas.toDataURL('image/jpeg', quality);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/**
 * Compresses an image file in the browser: scaled to fit `maxSide`, then saved as JPEG at falling qualities until it
 * fits `maxBytes` (shrinking further if it must). Answers base64 without the data: prefix; throws NotAnImageError for
 * a file the browser cannot read as an image.
 */
export async function compressImage(file: File, limits = PICTURE_LIMITS): Promise<string> {
  const image = await decode(file);
  try {
    let size = fitWithin(image.width, image.height, limits.maxSide);
    for (;;) {
      let smallest = '';
      for (const quality of JPEG_QUALITIES) {
        smallest = jpegAt(image, size.width, size.height, quality);
        if (base64ByteLength(smallest) <= limits.maxBytes) return smallest;
      }
      const longer = Math.max(size.width, size.height);
      if (longer * SHRINK < MIN_SIDE) return smallest;
      size = fitWithin(size.width, size.height, Math.floor(longer * SHRINK));
    }
  } finally {
    image.close();
  }
}
