import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// The files the installable app adds to a build: the service worker (with its Brotli copy), the manifest and icons.
const worker = `self.addEventListener('fetch', () => {});${' '.repeat(200)}`;
const manifest = { name: 'Lodestar', short_name: 'Lodestar', start_url: '/', display: 'standalone' };
let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'lodestar-web-shell-'));
beforeAll(async () => {
  mkdirSync(join(webDist, 'icons'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Lodestar SPA</title>');
  writeFileSync(join(webDist, 'sw.js'), worker);
  writeFileSync(join(webDist, 'sw.js.br'), brotliCompressSync(worker));
  writeFileSync(join(webDist, 'manifest.webmanifest'), JSON.stringify(manifest));
  writeFileSync(join(webDist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the files that make the portal installable', () => {
  it('serves the manifest as a web app manifest, checked again at each use', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(manifest);
  });

  it("names the app after the installation's PRODUCT_NAME, so it installs under the name it shows", async () => {
    const renamed = await createTestApp({ WEB_DIST_DIR: webDist, PRODUCT_NAME: 'Acme Track' });
    try {
      const response = await renamed.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
      expect(response.json()).toEqual({ ...manifest, name: 'Acme Track', short_name: 'Acme Track' });
    } finally {
      await renamed.close();
    }
  });

  it('serves the service worker never cached, so a new build is picked up, compressed or not', async () => {
    for (const acceptEncoding of ['br', 'identity']) {
      const response = await get('/sw.js', { 'accept-encoding': acceptEncoding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
      expect(response.headers['content-encoding']).toBe(acceptEncoding === 'br' ? 'br' : undefined);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['service-worker-allowed']).toBeUndefined();
    }
  });

  it('serves the icons and the app page by their own paths, for the worker to keep', async () => {
    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    const page = await get('/index.html');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
