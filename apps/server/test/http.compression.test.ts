import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESSED_FROM_BYTES } from '../src/http/api-compression.js';
import { positions } from '../src/db/schema/index.js';
import { createVerifiedUser } from './helpers/accounts.js';
import { insertDevice } from './helpers/devices.js';
import { useTestApp } from './helpers/test-app.js';

const t = useTestApp();

const get = (url: string, authorization: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('the API compresses its larger answers', () => {
  it('sends the list of every device in Brotli or gzip, as asked, decoding to the same answer; as it is to others', async () => {
    const { user, authHeader } = await createVerifiedUser(t);
    for (let i = 0; i < 30; i += 1) await insertDevice(t, user._id, { name: `Van ${i}` });
    const url = `/api/devices/find/${user._id}?page=0&perPage=999&type=all`;
    const plain = await get(url, authHeader);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSED_FROM_BYTES);

    const gzipped = await get(url, authHeader, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gzipped.headers['x-total-count']).toBe('30');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const brotli = await get(url, authHeader, 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it("streams the history's CSV export in gzip to a browser, never in Brotli (its window per stream), decoding to the same file", async () => {
    const { user, authHeader } = await createVerifiedUser(t);
    const device = await insertDevice(t, user._id);
    await t.database.db.insert(positions).values(
      Array.from({ length: 400 }, (_, i) => ({
        deviceId: device.id,
        userId: user._id,
        fixTime: new Date(Date.UTC(2026, 10, 20) + i * 60_000),
        receivedAt: new Date(Date.UTC(2026, 10, 20) + i * 60_000),
        latitude: -33.8688,
        longitude: 151.2093,
        type: 'gps' as const,
        address: 'George St, Sydney NSW 2000',
      })),
    );
    const url = `/api/v2/history/${device.id}/csv`;
    const plain = await get(url, authHeader);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.split('\r\n')).toHaveLength(402);

    const browser = await get(url, authHeader, 'gzip, deflate, br, zstd');
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(browser.rawPayload).toString()).toBe(plain.body);
    expect((await get(url, authHeader, 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const { authHeader } = await createVerifiedUser(t);
    const me = await get('/api/users/me', authHeader, 'br, gzip');
    expect(me.statusCode).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json()).toHaveProperty('email');
  });
});
