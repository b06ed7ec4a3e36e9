import { appendFileSync } from 'node:fs';
import { SecretIndex, type Secret } from './secret-scan.js';

/**
 * The secrets one test app handed out or was given, kept to check its later answers against and appended to a file
 * (JSON lines) for the scan of the whole run's logs at its end (log-scan.ts). Responses that showed a secret or a
 * hash are kept as violations; the test app's close() fails on them.
 */
export class SecretLedger {
  readonly index = new SecretIndex();
  readonly violations: string[] = [];

  constructor(private readonly file: string) {}

  record(kind: string, value: unknown): void {
    if (typeof value !== 'string') return;
    const secret: Secret = { kind, value };
    if (this.index.add(secret)) appendFileSync(this.file, `${JSON.stringify(secret)}\n`);
  }

  /** The tokens of the links in mails (`?verify=…`, `?token=…`). */
  recordMailLinks(texts: string[]): void {
    for (const text of texts) {
      for (const [, token] of text.matchAll(/[?&](?:verify|token)=([A-Za-z0-9_-]+)/g)) this.record('mailed link token', token);
    }
  }

  violation(description: string): void {
    this.violations.push(description);
  }
}
