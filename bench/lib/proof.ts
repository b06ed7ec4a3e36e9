import type { BenchDatabase } from './databases.js';

/**
 * A figure stands only on the work it measured: `expectCount` throws when fewer (or more) things happened than were
 * asked for, so the section fails, named, and the run exits non-zero instead of printing a figure of nothing.
 */
export function expectCount(what: string, counted: number, expected: number): number {
  if (counted !== expected)
    throw new Error(`${what}: ${counted.toLocaleString('en')} of ${expected.toLocaleString('en')}`);
  return counted;
}

/** The positions stored in the database now, every partition counted. */
export async function storedPositions(database: Pick<BenchDatabase, 'raw'>): Promise<number> {
  const [row] = await database.raw('SELECT count(*)::bigint AS n FROM positions');
  return Number(row?.n ?? 0);
}

/** Runs `work` and proves it stored `expected` positions: the count after less the count before. */
export async function expectStored<T>(
  database: Pick<BenchDatabase, 'raw'>,
  what: string,
  expected: number,
  work: () => Promise<T>,
): Promise<T> {
  const before = await storedPositions(database);
  const result = await work();
  expectCount(`${what}: positions stored of reports sent`, (await storedPositions(database)) - before, expected);
  return result;
}
