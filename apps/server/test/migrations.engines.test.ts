import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/client.js';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A copy of the migrations that stops before the one tagged `tag`, to stand for a database of an earlier release. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'lodestar-migrations-'));
  folders.push(folder);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end) }));
  return folder;
}

describe('migration 0006', () => {
  it('switches off the keys of existing users: the keys they had are not carried over', async () => {
    const pglite = await PGlite.create();
    const db = drizzle(pglite);
    try {
      await migrate(db, { migrationsFolder: migrationsBefore('0006_account_security') });
      await pglite.exec(
        `insert into users (email, name, password_hash, key_generated, key_active) values ('old@example.com', 'Old', 'x', true, true)`,
      );
      await migrate(db, { migrationsFolder });
      const { rows } = await pglite.query(`select key_active from users where email = 'old@example.com'`);
      expect(rows).toEqual([{ key_active: false }]);
    } finally {
      await pglite.close();
    }
  });
});
