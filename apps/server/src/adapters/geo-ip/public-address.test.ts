import { describe, expect, it } from 'vitest';
import { publicAddressOf } from './public-address.js';

describe('publicAddressOf', () => {
  it.each([
    ['1.1.1.1', '1.1.1.1'],
    ['::ffff:81.2.69.160', '81.2.69.160'],
    ['2001:4860:4860::8888', '2001:4860:4860::8888'],
  ])('keeps the public address %s as %s', (ip, address) => {
    expect(publicAddressOf(ip)).toBe(address);
  });

  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.1.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::ffff:127.0.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    'not an address',
    '',
  ])('answers null for %j', (ip) => {
    expect(publicAddressOf(ip)).toBeNull();
  });
});
