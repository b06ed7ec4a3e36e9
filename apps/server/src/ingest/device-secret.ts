import { createHash, randomBytes } from 'node:crypto';

/** The scheme of the Authorization header of the native call: `Device <secret>`. */
export const DEVICE_AUTH_SCHEME = 'Device';

/** Only a hash is stored: the secret is shown once, when it is issued. */
export const hashDeviceSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function issueDeviceSecret(): { secret: string; hash: string } {
  const secret = `lsd_${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashDeviceSecret(secret) };
}

/** The secret of a `Device <secret>` header, else undefined. */
export function secretFromHeader(authorization: string | undefined): string | undefined {
  const match = authorization?.match(/^Device\s+(\S{16,200})$/);
  return match?.[1];
}
