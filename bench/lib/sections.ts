import type { BenchDatabase } from './databases.js';
import type { TableRow } from './report-table.js';

/** What every section is given: the databases it may open (PostgreSQL when one answers), the run's size, progress. */
export interface SectionContext {
  databases: { pglite: () => Promise<BenchDatabase>; postgres?: () => Promise<BenchDatabase> };
  postgresUrl?: string;
  quick: boolean;
  /** The counting run of the test suite (`--check`): tiny sizes, only the sections that prove their work; quick too. */
  check: boolean;
  progress: (line: string) => void;
}

export interface Section {
  name: string;
  /** The summary keys the JSON always carries for this section (null when the section failed or was not run). */
  keys: string[];
  /** Left out of --quick runs (still run with --only). */
  fullOnly?: boolean;
  /** Run by `--check`: its figures count the work they measured (positions stored, events received, rows exported). */
  checked?: boolean;
  run(context: SectionContext): Promise<Record<string, unknown>>;
  /** The section's lines of the readable table. */
  table?(figures: Record<string, unknown>): TableRow[];
}
