import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// A built app as the web build leaves it: each text file beside its Brotli and gzip copies (one asset without).
const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};`;
const page = `<!doctype html><title>Lodestar SPA</title>${'<!-- padding -->'.repeat(50)}`;
let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'lodestar-web-compressed-'));
beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  for (const [path, text] of [
    ['index.html', page],
    ['assets/app-abc123.js', script],
  ]) {
    writeFileSync(join(webDist, path!), text!);
    writeFileSync(join(webDist, `${path}.br`), brotliCompressSync(text!));
    writeFileSync(join(webDist, `${path}.gz`), gzipSync(text!));
  }
  writeFileSync(join(webDist, 'assets', 'tiny-def456.js'), 'export {};');
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed static files', () => {
  it('sends the Brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself, still varying on Accept-Encoding, without an accepted copy', async () => {
    for (const [url, acceptEncoding] of [
      ['/assets/app-abc123.js', undefined],
      ['/assets/app-abc123.js', 'identity'],
      ['/assets/tiny-def456.js', 'gzip, br'],
    ]) {
      const response = await get(url!, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toContain('immutable');
    }
    expect((await get('/assets/app-abc123.js')).body).toBe(script);
  });

  it('compresses the app page of every route too, never cached', async () => {
    const response = await get('/devices/activity', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });
});
