#!/usr/bin/env node
// The lint step's structure check (decision 0046): module and feature cycles with type imports counted, the module
// map's completeness, and citations of documents outside the repository. Prints each problem; fails on any.
import { fileURLToPath } from 'node:url';
import { structureProblems } from './lib/structure.mjs';

const problems = structureProblems(fileURLToPath(new URL('..', import.meta.url)));
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`\nstructure: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('structure: no module cycles, the module map is complete, no outside citations');
