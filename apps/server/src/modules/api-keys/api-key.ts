import { API_KEY_PREFIX } from '@lodestar/contract';
import { newOpaqueToken } from '../../lib/secrets.js';

/** The prefix and 43 base64url characters (256 random bits): never the 43-character shape of a session token. */
const API_KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

export function newApiKey(): string {
  return API_KEY_PREFIX + newOpaqueToken();
}

/** Whether the text has a key's exact shape; anything else (an over-long header too) is refused before hashing. */
export function isApiKey(text: string): boolean {
  return API_KEY_SHAPE.test(text);
}

/** What the screen shows once the key is gone from it: `lsk_AbCd…wxyz`. */
export function hintOf(key: string): string {
  const secret = key.slice(API_KEY_PREFIX.length);
  return `${API_KEY_PREFIX}${secret.slice(0, 4)}…${secret.slice(-4)}`;
}

/** The principal's session id for a user's key: its live sockets share that room, closed when the key changes. */
export const apiKeySessionId = (userId: string) => `api-key:${userId}`;
