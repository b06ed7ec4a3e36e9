import { describe, expect, it } from 'vitest';
import { shellRouteOf } from './shell-route';

const origin = 'https://portal.example';
const shellFiles = new Set(['/index.html', '/assets/index-abc123.js', '/icons/icon-192.png']);
const request = (path: string, { method = 'GET', mode = 'cors' as RequestMode, base = origin } = {}) => ({
  method,
  mode,
  url: new URL(path, base).toString(),
});
const routeOf = (...args: Parameters<typeof request>) => shellRouteOf(request(...args), origin, shellFiles);

describe('how the service worker answers a request', () => {
  it('answers the files of the build from the shell', () => {
    expect(routeOf('/assets/index-abc123.js')).toBe('shell-file');
    expect(routeOf('/icons/icon-192.png', { mode: 'no-cors' })).toBe('shell-file');
    expect(routeOf('/index.html', { mode: 'navigate' })).toBe('shell-file');
  });

  it('answers a navigation to a route of the app from the network, the app page standing by', () => {
    for (const path of ['/', '/device/GPS-0001', '/login?verify=abc', '/group/devices']) {
      expect(routeOf(path, { mode: 'navigate' })).toBe('page');
    }
  });

  it('leaves every server call to the network, a navigation to one too, whatever its spelling', () => {
    for (const path of [
      '/api/users/me',
      '/api',
      '/API/devices/find/1',
      '/socket.io/?EIO=4&transport=polling',
      '/ingest',
      '/dev/mailbox',
      '/local-stripe/v1/setup_intents/seti_1/confirm',
    ]) {
      expect(routeOf(path)).toBe('network');
      expect(routeOf(path, { mode: 'navigate' })).toBe('network');
    }
  });

  it('leaves to the network what is not a GET, another origin, or no file of the build', () => {
    expect(routeOf('/assets/index-abc123.js', { method: 'HEAD' })).toBe('network');
    expect(routeOf('/', { method: 'POST', mode: 'navigate' })).toBe('network');
    expect(routeOf('/assets/index-abc123.js', { base: 'https://tile.example' })).toBe('network');
    expect(routeOf('/', { mode: 'navigate', base: 'https://tile.example' })).toBe('network');
    expect(routeOf('/assets/gone-old123.js')).toBe('network');
  });
});
