import { OsmandDecodeError } from './decode-error.js';

const DEVICE_KEY = /^[A-Za-z0-9_.:-]{1,64}$/;

/** The device's identifier, trimmed; `name` is the field it came in, for the message. */
export function parseDeviceKey(value: string, name: string): string {
  const key = value.trim();
  if (!DEVICE_KEY.test(key)) {
    throw new OsmandDecodeError(`${name} must be 1 to 64 characters: letters, digits, _ . : or -.`);
  }
  return key;
}

/**
 * Whether `device`, found under `key`, reports under the key the server issued it rather than under its IMEI or
 * serial number (which its owner may accept, and which anyone may guess).
 */
export function isIssuedKey(device: { imei: string | null; deviceUUID: string }, key: string): boolean {
  return key !== device.imei && key !== device.deviceUUID;
}
