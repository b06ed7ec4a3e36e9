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

/** A check of a measured call's answer: it did the work, or the section fails naming itself and what was missing. */
export function prove(section: string, holds: boolean, what: string): void {
  if (!holds) throw new Error(`${section}: ${what}`);
}

/** The positions stored in the database now, every partition counted: all, or those of these devices. */
export async function storedPositions(database: Pick<BenchDatabase, 'raw'>, deviceIds?: string[]): Promise<number> {
  const [row] = deviceIds
    ? await database.raw('SELECT count(*)::bigint AS n FROM positions WHERE device_id = ANY($1::uuid[])', [deviceIds])
    : await database.raw('SELECT count(*)::bigint AS n FROM positions');
  return Number(row?.n ?? 0);
}

/**
 * Runs `work` and proves it stored `expected` positions: the count after less the count before, of every position or,
 * while something else deletes positions meanwhile, of the reporting devices'.
 */
export async function expectStored<T>(
  database: Pick<BenchDatabase, 'raw'>,
  what: string,
  expected: number,
  work: () => Promise<T>,
  deviceIds?: string[],
): Promise<T> {
  const before = await storedPositions(database, deviceIds);
  const result = await work();
  const stored = (await storedPositions(database, deviceIds)) - before;
  expectCount(`${what}: positions stored of reports sent`, stored, expected);
  return result;
}
