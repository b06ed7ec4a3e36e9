import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { BenchDatabase, CapturedQuery } from './databases.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
}

/** What an EXPLAIN (ANALYZE, FORMAT JSON) says in brief: times, the scans per table and the indexes used. */
function digestPlan(explained: { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number }) {
  const scans: string[] = [];
  const indexes = new Set<string>();
  const visit = (node: PlanNode) => {
    if (node['Relation Name'])
      scans.push(
        `${node['Node Type']} on ${node['Relation Name']}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`,
      );
    if (node['Index Name']) indexes.add(node['Index Name']);
    node.Plans?.forEach(visit);
  };
  visit(explained.Plan);
  return {
    planningMs: +explained['Planning Time'].toFixed(3),
    executionMs: +explained['Execution Time'].toFixed(3),
    totalMs: +(explained['Planning Time'] + explained['Execution Time']).toFixed(3),
    top: explained.Plan['Node Type'],
    indexesUsed: [...indexes],
    scans: [...new Set(scans)],
  };
}

const digestOf = (value: unknown) =>
  digestPlan((typeof value === 'string' ? JSON.parse(value) : value)[0] as Parameters<typeof digestPlan>[0]);

/** EXPLAIN (ANALYZE, BUFFERS) of a query exactly as Drizzle sent it, in brief. */
export async function explain(database: BenchDatabase, query: CapturedQuery) {
  const [row] = await database.raw(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, query.params);
  return digestOf(row?.['QUERY PLAN']);
}

/** A captured query as a statement to send again, its parameters in place. */
function statementOf(query: CapturedQuery) {
  const parts = query.sql.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(query.params[Number(part) - 1]))));
}

/** A captured read sent again after the `settings` (SET LOCAL …) it was sent with, in a transaction of its own. */
export async function rerunWithSettings(database: BenchDatabase, query: CapturedQuery, settings: CapturedQuery[]) {
  const statement = statementOf(query);
  await database.db.transaction(async (tx) => {
    for (const setting of settings) await tx.execute(sql.raw(setting.sql));
    await tx.execute(statement);
  });
}

/**
 * The same for a query that changes rows, run after the `settings` (SET LOCAL …) it was sent with, in a transaction
 * that is rolled back: what it would have deleted stays.
 */
export async function explainRolledBack(database: BenchDatabase, query: CapturedQuery, settings: CapturedQuery[]) {
  const statement = statementOf(query);
  let digest: ReturnType<typeof digestPlan> | undefined;
  try {
    await database.db.transaction(async (tx) => {
      for (const setting of settings) await tx.execute(sql.raw(setting.sql));
      const result = await tx.execute(sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement}`);
      digest = digestOf((result as unknown as { rows: Record<string, unknown>[] }).rows[0]?.['QUERY PLAN']);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return digest;
}
