import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, tileSource } from './content-security-policy.js';

describe('tileSource', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles-{s}.maps.example.com/{z}/{x}/{y}', 'https://*.maps.example.com'],
    ['http://127.0.0.1:8088/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:8088'],
    ['/tiles/{z}/{x}/{y}.png', undefined],
  ])('admits %s as %s', (template, source) => {
    expect(tileSource(template)).toBe(source);
  });
});

describe('contentSecurityPolicy', () => {
  it('lets images come from the tile hosts, itself, data and blob URLs only', () => {
    const policy = contentSecurityPolicy({
      captcha: 'altcha',
      secure: false,
      publicUrl: 'http://localhost:8080',
      tileUrls: [
        'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        '/tiles/{z}/{x}/{y}.png',
      ],
    });
    expect(policy.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  });

  it.each([
    ['http://localhost:8080', 'ws://localhost:8080'],
    ['https://portal.example.com', 'wss://portal.example.com'],
    ['https://portal.example.com:8443/app', 'wss://portal.example.com:8443'],
  ])('lets scripts open WebSockets to %s only (%s), never to any host', (publicUrl, origin) => {
    const policy = contentSecurityPolicy({ captcha: 'none', secure: publicUrl.startsWith('https'), publicUrl, tileUrls: [] });
    expect(policy.connectSrc).toEqual(["'self'", origin]);
    expect(policy.connectSrc).not.toContain('ws:');
    expect(policy.connectSrc).not.toContain('wss:');
  });
});
