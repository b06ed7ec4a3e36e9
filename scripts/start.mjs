#!/usr/bin/env node
// `npm start`: builds whatever is missing or stale, then runs the server in the foreground.
import { ensureBuilt } from './lib/build.mjs';
import { runForwardingSignals } from './lib/child.mjs';

try {
  await ensureBuilt(['contract', 'server', 'web']);
} catch (error) {
  process.stderr.write(`\n${error.message}\n`);
  process.exit(1);
}

process.exitCode = await runForwardingSignals(process.execPath, ['apps/server/dist/main.js']);
