import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const publicFile = (path: string) => readFileSync(join(webRoot, 'public', path));
const manifest = JSON.parse(publicFile('/manifest.webmanifest').toString()) as {
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
};
const appPage = readFileSync(join(webRoot, 'index.html'), 'utf8');

/** A PNG's width and height, from its IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

describe('the web app manifest', () => {
  it('has the colours of the theme, as the app page does', () => {
    expect(manifest.theme_color).toBe(theme.palette.primary.main);
    expect(manifest.background_color).toBe(theme.palette.background.default);
    expect(appPage).toContain(`<meta name="theme-color" content="${theme.palette.primary.main}" />`);
  });

  it('names icons of 192 and 512 pixels and a maskable one, each of the size it says', () => {
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) expect(pngSize(publicFile(icon.src))).toBe(icon.sizes);
  });

  it('is linked from the app page, beside the icon for Apple home screens', () => {
    expect(appPage).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(pngSize(publicFile('/icons/apple-touch-icon.png'))).toBe('180x180');
    expect(appPage).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });
});
