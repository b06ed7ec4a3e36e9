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
      payments: 'local',
    });
    expect(policy.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  });

  it.each([
    ['http://localhost:8080', 'ws://localhost:8080'],
    ['https://portal.example.com', 'wss://portal.example.com'],
    ['https://portal.example.com:8443/app', 'wss://portal.example.com:8443'],
  ])('lets scripts open WebSockets to %s only (%s), never to any host', (publicUrl, origin) => {
    const policy = contentSecurityPolicy({ captcha: 'none', secure: publicUrl.startsWith('https'), publicUrl, tileUrls: [], payments: 'local' });
    expect(policy.connectSrc).toEqual(["'self'", origin]);
    expect(policy.connectSrc).not.toContain('ws:');
    expect(policy.connectSrc).not.toContain('wss:');
  });

  it('admits Stripe.js, its frames and its API only when payments go through Stripe', () => {
    const base = { captcha: 'none' as const, secure: true, publicUrl: 'https://portal.example.com', tileUrls: [] };
    const local = contentSecurityPolicy({ ...base, payments: 'local' });
    expect([...local.scriptSrc, ...local.connectSrc, ...local.frameSrc].join(' ')).not.toContain('stripe');
    expect(local.frameSrc).toEqual(["'none'"]);
    const stripe = contentSecurityPolicy({ ...base, payments: 'stripe' });
    expect(stripe.scriptSrc).toEqual(["'self'", 'https://js.stripe.com']);
    expect(stripe.frameSrc).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(stripe.connectSrc).toContain('https://api.stripe.com');
  });
});
