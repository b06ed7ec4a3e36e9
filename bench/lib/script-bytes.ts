/**
 * What a page loaded as JavaScript, and its size: raw, as Chromium received it, and gzipped as the server serves
 * it to a client that accepts only gzip.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { BrowserPerformance } from './served-app.js';

export interface ScriptBytes {
  files: number;
  /** Decoded size. */
  rawKB: number;
  /** Bytes of the bodies as Chromium received them, in the encodings the server chooses for it (`chromiumEncodings`). */
  receivedKB: number;
  chromiumEncodings: string[];
  /** Gzipped size: as the server answers `Accept-Encoding: gzip`, or gzip -9 here of a file it sent uncompressed. */
  gzipKB: number;
  /** How many files were measured each way. */
  gzipMeasuredAs: { servedGzipped: number; gzippedHere: number };
}

const kB = (bytes: number) => +(bytes / 1024).toFixed(1);

/** What Chromium sends as Accept-Encoding. */
const CHROMIUM_ACCEPTS = 'gzip, deflate, br, zstd';

/** The body of GET `url` as sent (node:http does not decode it) to a client that accepts `accepts`, and its encoding. */
function getEncoded(url: string, accepts: string): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': accepts } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url} answered ${res.statusCode}`));
        else resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] ?? 'identity' });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every script of `baseUrl` the page has loaded so far (resource timing), measured as above. */
export async function scriptBytes(page: Page, baseUrl: string): Promise<ScriptBytes> {
  // Runs in the page; typed by hand because this package's TypeScript has no DOM library.
  const entries = await page.evaluate(() =>
    (performance as unknown as BrowserPerformance).getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      encoded: entry.encodedBodySize ?? 0,
      decoded: entry.decodedBodySize ?? 0,
    })),
  );
  const scripts = entries.filter((entry) => entry.name.startsWith(baseUrl) && /\.m?js(\?|$)/.test(entry.name));
  const chromiumEncodings = new Set<string>();
  let gzip = 0;
  let servedGzip = 0;
  for (const script of scripts) {
    const { body, encoding } = await getEncoded(script.name, 'gzip');
    if (encoding === 'gzip') {
      gzip += body.length;
      servedGzip += 1;
    } else gzip += gzipSync(body, { level: 9 }).length;
    chromiumEncodings.add((await getEncoded(script.name, CHROMIUM_ACCEPTS)).encoding);
  }
  const sum = (of: (entry: (typeof scripts)[number]) => number) => scripts.reduce((total, e) => total + of(e), 0);
  return {
    files: scripts.length,
    rawKB: kB(sum((entry) => entry.decoded)),
    receivedKB: kB(sum((entry) => entry.encoded)),
    chromiumEncodings: [...chromiumEncodings],
    gzipKB: kB(gzip),
    gzipMeasuredAs: { servedGzipped: servedGzip, gzippedHere: scripts.length - servedGzip },
  };
}
