import type { DeviceSummary, PublicConfig, User } from '@lodestar/contract';

export const configFixture = (captcha: Partial<PublicConfig['captcha']> = {}): PublicConfig => ({
  productName: 'Lodestar',
  captcha: { provider: 'none', siteKey: null, challengeUrl: null, ...captcha },
  devMailbox: false,
  links: {
    support: 'https://help.example.test/',
    contact: 'https://example.test/contact',
    privacy: 'https://example.test/privacy',
    terms: 'https://example.test/terms',
    appStore: 'https://apps.example.test/ios',
    playStore: 'https://apps.example.test/android',
  },
});

export const userFixture = (overrides: Partial<User> = {}): User => ({
  _id: 'user-1',
  email: 'ada@example.test',
  name: 'Ada Lovelace',
  roles: ['user'],
  timeCreated: '2026-01-01T00:00:00.000Z',
  country: 'AU',
  currency: 'aud',
  timezone: null,
  failedLoginAttempts: 0,
  emailVerified: true,
  twoFactorEnabled: false,
  is2FAVerified: false,
  profilePicture: '',
  updateToEmail: '',
  keyGenerated: false,
  keyActive: false,
  cellScanLimit: 150,
  OneTimeDeviceFee: 0,
  hidePaymentTabs: false,
  ...overrides,
});

export const deviceFixture = (overrides: Partial<DeviceSummary> = {}): DeviceSummary => ({
  _id: 'device-1',
  deviceUUID: 'GPS-0001',
  name: 'Blue backpack',
  deviceType: 'shield_gps',
  userId: 'user-1',
  color: null,
  lastSeenTime: null,
  ...overrides,
});
