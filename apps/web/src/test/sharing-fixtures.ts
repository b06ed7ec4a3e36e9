import type { Invitation, Share } from '@lodestar/contract';

/** Test data: a pending Unrestricted share of `deviceFixture()` with someone who has no account yet. */
export const shareFixture = (overrides: Partial<Share> = {}): Share => ({
  _id: '6f1c2d4e-0000-4000-8000-000000000001',
  userId: null,
  deviceUUID: 'GPS-0001',
  isOwnerFlag: 0,
  accessRightsFlag: 1,
  securityLevel: 1,
  sharedUserWithEmail: 'grace@example.test',
  sharerName: 'Ada Lovelace',
  isAcceptedFlag: 0,
  startDate: '2026-05-01T10:00:00.000Z',
  expiryDate: null,
  message: '',
  user: null,
  ...overrides,
});

/** Test data: a pending device invitation to the signed-in user. */
export const invitationFixture = (overrides: Partial<Invitation> = {}): Invitation => ({
  _id: '7a1c2d4e-0000-4000-8000-000000000001',
  kind: 'device',
  from: { name: 'Charles Babbage', email: 'charles@example.test' },
  device: { deviceUUID: 'GPS-0001', name: 'Blue backpack', deviceType: 'shield_gps' },
  privilege: 1,
  sharerName: 'Charles',
  message: '',
  expiryDate: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});
