#!/usr/bin/env node
// `npm run cli -- <command> [options]`: builds the contract and the server when missing or stale, then runs the
// admin CLI with the same environment as the server. The CLI's JSON goes to stdout; build messages go to stderr.
import { ensureBuilt } from './lib/build.mjs';
import { runForwardingSignals } from './lib/child.mjs';

try {
  await ensureBuilt(['contract', 'server']);
} catch (error) {
  process.stderr.write(`\n${error.message}\n`);
  process.exit(1);
}

process.exitCode = await runForwardingSignals(process.execPath, ['apps/server/dist/cli/index.js', ...process.argv.slice(2)]);
