#!/usr/bin/env node
// `npm run cli -- <command> [options]`: builds the contract and the server when missing or stale, then runs the
// admin CLI with the same environment as the server. The CLI's JSON goes to stdout; build messages go to stderr.
import { buildThenRun } from './lib/child.mjs';

process.exitCode = await buildThenRun(['contract', 'server'], 'apps/server/dist/cli/index.js', process.argv.slice(2));
