import { createHash, randomBytes } from 'node:crypto';

/** A link's token: 32 random bytes, base64url (43 characters), as hard to guess as a session's. */
export const newLiveLinkToken = () => randomBytes(32).toString('base64url');

/** What is kept of a token: its SHA-256 (hex). A token is random enough that no salt or slow hash is needed. */
export const liveLinkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
