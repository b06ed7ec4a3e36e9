#!/usr/bin/env node
// `npm start`: builds whatever is missing or stale, then runs the server in the foreground.
import { buildThenRun } from './lib/child.mjs';

process.exitCode = await buildThenRun(['contract', 'server', 'web'], 'apps/server/dist/main.js');
