import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressImage, NotAnImageError, PICTURE_LIMITS } from './compress-image';
import { base64ByteLength } from './image-size';

/** Each JPEG the fake canvas makes: its size and quality. */
let encoded: { width: number; height: number; quality: number }[] = [];

/** A JPEG of about `bytesPerPixel × quality` bytes per pixel, as base64 without its prefix. */
function fakeJpeg(width: number, height: number, quality: number, bytesPerPixel: number) {
  const bytes = Math.round(width * height * bytesPerPixel * quality);
  return `data:image/jpeg;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
}

function installFakes(image: { width: number; height: number }, bytesPerPixel: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ ...image, close: vi.fn() })),
  );
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    _type,
    quality,
  ) {
    encoded.push({ width: this.width, height: this.height, quality: Number(quality) });
    return fakeJpeg(this.width, this.height, Number(quality), bytesPerPixel);
  });
}

const photo = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });

describe('compressImage', () => {
  beforeEach(() => {
    encoded = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scales a large photo to 1024 px and lowers the JPEG quality until it is about 0.06 MB', async () => {
    installFakes({ width: 4000, height: 3000 }, 0.09);
    const base64 = await compressImage(photo);
    expect(base64).not.toMatch(/^data:/);
    expect(base64ByteLength(base64)).toBeLessThanOrEqual(PICTURE_LIMITS.maxBytes);
    expect(encoded.map(({ width, height }) => [width, height])).toEqual(encoded.map(() => [1024, 768]));
    // 1024 × 768 × 0.09 × quality fits 0.06 MB (62,914 bytes) from quality 0.8 down.
    expect(encoded.map(({ quality }) => quality)).toEqual([0.9, 0.8]);
  });

  it('shrinks the photo further when even the lowest quality is too large', async () => {
    installFakes({ width: 1024, height: 1024 }, 1);
    const base64 = await compressImage(photo);
    expect(base64ByteLength(base64)).toBeLessThanOrEqual(PICTURE_LIMITS.maxBytes);
    expect(encoded.at(-1)?.width).toBeLessThan(1024);
  });

  it('refuses a file that is not an image, by its type or because it cannot be read as one', async () => {
    await expect(compressImage(new File(['hi'], 'notes.txt', { type: 'text/plain' }))).rejects.toBeInstanceOf(
      NotAnImageError,
    );
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new DOMException('bad image'))),
    );
    await expect(compressImage(photo)).rejects.toBeInstanceOf(NotAnImageError);
  });
});
