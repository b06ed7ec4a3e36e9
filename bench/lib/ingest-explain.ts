import type { BenchDatabase, CapturedQuery } from './databases.js';
import { explain } from './explain.js';

/** The statements of a pipeline commit, by how each begins. */
const commitStatements = {
  lockDevicesAndViewers: /^select \(SELECT array_remove/i,
  insertPositions: /^\s*INSERT INTO positions/,
  updateDeviceStates: /^\s*UPDATE devices AS d/,
  takeDueCommands: /^\s*UPDATE device_commands AS c/,
};

/** How much a query carries: its parameters, an array counting each element. */
const sizeOf = (query: CapturedQuery) =>
  query.params.reduce<number>((sum, param) => sum + (Array.isArray(param) ? param.length : 1), 0);

/**
 * EXPLAIN ANALYZE, in brief, of each statement of the largest commit in the query log (so run a load just before,
 * with the log cleared): which indexes the commit's statements use and what they cost in the database itself.
 */
export async function explainCommit(database: BenchDatabase) {
  const digests: Record<string, Awaited<ReturnType<typeof explain>> & { rows: number }> = {};
  for (const [name, pattern] of Object.entries(commitStatements)) {
    const largest = database.log.filter((query) => pattern.test(query.sql)).sort((a, b) => sizeOf(b) - sizeOf(a))[0];
    if (largest) digests[name] = { rows: sizeOf(largest), ...(await explain(database, largest)) };
  }
  return digests;
}
