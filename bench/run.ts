/**
 * `npm run bench [-- --quick] [-- --only=ingest,live,…] [-- --out=file.json]`: every benchmark in one run, each
 * figure next to its comparison point measured in the same run; `-- --check`, the test suite's run: the sections that
 * count their work, at tiny sizes, keeping no file. Prints one JSON object on stdout (the readable
 * table and progress go to stderr) and keeps it in bench/results/. Benchmarks print figures; the test suite asserts none of them.
 * See docs/performance.md for what each figure means and the latest ones.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchPglite, openBenchPostgres } from './lib/databases.js';
import { describeMachine, findPostgres } from './lib/machine.js';
import { formatTable, type TableRow } from './lib/report-table.js';
import type { SectionContext } from './lib/sections.js';
import { sections } from './sections.js';

const check = process.argv.includes('--check');
const quick = check || process.argv.includes('--quick');
const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const only = option('only')?.split(',');
const unknown = only?.filter((name) => !sections.some((section) => section.name === name)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown section ${unknown.join(', ')}; the sections are ${sections.map((section) => section.name).join(', ')}.`);
  process.exit(2);
}
const resultsFolder = fileURLToPath(new URL('./results', import.meta.url));
const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);

const postgres = await findPostgres();
progress(`PostgreSQL: ${postgres.url ? `${postgres.version} (${postgres.reason})` : postgres.reason}`);
const context: SectionContext = {
  databases: { pglite: () => openBenchPglite(), ...(postgres.url ? { postgres: () => openBenchPostgres(postgres.url!) } : {}) },
  postgresUrl: postgres.url,
  quick,
  check,
  progress,
};
const pglite = 'PGlite (embedded, in memory)';
const figures: Record<string, unknown> = {
  machine: describeMachine(
    postgres.url ? { primary: `PostgreSQL ${postgres.version}`, others: [pglite] } : { primary: pglite, others: [] },
  ),
  quick,
};

const started = performance.now();
const durations: Record<string, number> = {};
const table: TableRow[] = [];
const failed: string[] = [];
for (const section of sections) {
  const chosen = only ? only.includes(section.name) : check ? section.checked : !(quick && section.fullOnly);
  const nulls = Object.fromEntries(section.keys.map((key) => [key, null]));
  if (!chosen) {
    const skipped = only ? 'not in --only' : check ? 'not in --check runs' : 'not in --quick runs';
    if (section.keys.length > 0) figures[section.name] = { ...nulls, skipped };
    continue;
  }
  progress(`${section.name}…`);
  const sectionStart = performance.now();
  try {
    const result = await section.run(context);
    figures[section.name] = { ...nulls, ...result };
    table.push(...(section.table?.(result) ?? []));
  } catch (error) {
    failed.push(section.name);
    figures[section.name] = { ...nulls, error: error instanceof Error ? error.message : String(error) };
    progress(`${section.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  durations[section.name] = +((performance.now() - sectionStart) / 1000).toFixed(1);
}
figures.seconds = { total: +((performance.now() - started) / 1000).toFixed(1), ...durations };

process.stderr.write(`\n${formatTable(table)}\n\n`);
const json = JSON.stringify(figures, null, 2);
// Every run is kept, so that runs can be compared over time; --out names one more copy.
const kept = join(resultsFolder, `${new Date().toISOString().replace(/[:.]/g, '-')}${quick ? '-quick' : ''}.json`);
mkdirSync(resultsFolder, { recursive: true });
for (const file of [check ? undefined : kept, option('out')]) if (file) writeFileSync(file, `${json}\n`);
if (!check) progress(`figures kept in ${kept}`);
console.log(json);
if (failed.length > 0) {
  progress(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
