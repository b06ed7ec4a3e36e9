import { createHash } from 'node:crypto';

/** A secret the server handed out or was given, by what it is ("password", "session token", ...). */
export interface Secret {
  kind: string;
  value: string;
}

/** Where a secret showed: its kind, and the text around it with every secret found there masked. */
export interface Sighting {
  kind: string;
  excerpt: string;
}

/**
 * Shorter values would turn up by chance. Digits only (passcodes, authenticator codes) count from 6, and only as a
 * whole token; anything else (passwords, tokens, keys, recovery codes) from 8, anywhere in the text.
 */
const MIN_DIGITS = 6;
const MIN_LENGTH = 8;
const DIGITS = /^\d+$/;

export const isSecretShaped = (value: string) => (DIGITS.test(value) ? value.length >= MIN_DIGITS : value.length >= MIN_LENGTH);

/** Any argon2 hash: no text the server shows or logs may hold one, whosever it is. */
const ARGON2_HASH = /\$argon2(?:id|i|d)\$[^\s"'\\]*/g;

interface Needle {
  kind: string;
  text: string;
  /** Must stand alone: no letter, digit or decimal point right before or after it (inside a number, a UUID...). */
  wholeToken: boolean;
}

/** Three characters' codes as one number (48 bits), the key candidates are filed under. */
const keyAt = (text: string, at: number) =>
  (text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1)) * 0x10000 + text.charCodeAt(at + 2);
const tokenChar = /[A-Za-z0-9.]/;

/**
 * Finds known secrets, their SHA-256 (hex, as tokens are stored) and argon2 hashes in text. Candidates are filed
 * under their first three characters, so a scan is one map probe per position whatever the number of secrets.
 */
export class SecretIndex {
  private readonly byPrefix = new Map<number, Needle[]>();
  private readonly known = new Set<string>();

  get size() {
    return this.known.size;
  }

  /** Adds a secret (and its SHA-256); answers false when it is known already or too short to tell from chance. */
  add({ kind, value }: Secret): boolean {
    if (!isSecretShaped(value) || this.known.has(value)) return false;
    this.known.add(value);
    this.file({ kind, text: value, wholeToken: DIGITS.test(value) });
    this.file({ kind: `SHA-256 of a ${kind}`, text: createHash('sha256').update(value).digest('hex'), wholeToken: false });
    return true;
  }

  private file(needle: Needle) {
    const key = keyAt(needle.text, 0);
    const list = this.byPrefix.get(key);
    if (list) list.push(needle);
    else this.byPrefix.set(key, [needle]);
  }

  /** Every secret, secret's hash and argon2 hash in `text`, each once, with an excerpt where all of them are masked. */
  find(text: string): Sighting[] {
    const hits: Array<{ kind: string; at: number; length: number }> = [];
    for (let at = 0; at + 2 < text.length; at += 1) {
      for (const needle of this.byPrefix.get(keyAt(text, at)) ?? []) {
        if (!text.startsWith(needle.text, at)) continue;
        const end = at + needle.text.length;
        if (needle.wholeToken && (tokenChar.test(text.charAt(at - 1)) || tokenChar.test(text.charAt(end)))) continue;
        hits.push({ kind: needle.kind, at, length: needle.text.length });
      }
    }
    for (const match of text.matchAll(ARGON2_HASH)) hits.push({ kind: 'argon2 hash', at: match.index, length: match[0].length });
    const kinds = new Map<string, number>();
    for (const hit of hits) if (!kinds.has(hit.kind)) kinds.set(hit.kind, hit.at);
    return [...kinds].map(([kind, at]) => ({ kind, excerpt: maskedExcerpt(text, at, hits) }));
  }
}

const EXCERPT_RADIUS = 80;

/** The text around `at`, every hit in it replaced by `[kind]`. */
function maskedExcerpt(text: string, at: number, hits: Array<{ kind: string; at: number; length: number }>): string {
  const from = Math.max(0, at - EXCERPT_RADIUS);
  const to = Math.min(text.length, at + EXCERPT_RADIUS);
  let excerpt = '';
  let cursor = from;
  for (const hit of [...hits].sort((a, b) => a.at - b.at)) {
    if (hit.at + hit.length <= cursor || hit.at >= to) continue;
    excerpt += text.slice(cursor, Math.max(cursor, hit.at)) + `[${hit.kind}]`;
    cursor = hit.at + hit.length;
  }
  excerpt += text.slice(Math.min(cursor, to), to);
  return `${from > 0 ? '…' : ''}${excerpt.trim()}${to < text.length ? '…' : ''}`;
}
