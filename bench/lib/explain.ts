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

/** EXPLAIN (ANALYZE, BUFFERS) of a query exactly as Drizzle sent it, in brief. */
export async function explain(database: BenchDatabase, query: CapturedQuery) {
  const [row] = await database.raw(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`, query.params);
  const value = row?.['QUERY PLAN'];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as Parameters<typeof digestPlan>[0][];
  return digestPlan(plan[0]!);
}
