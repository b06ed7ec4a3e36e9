#!/usr/bin/env node
// `npm test`: type check and lint side by side, then unit, integration (on PostgreSQL when one answers, the engine's
// files on PGlite too; PGlite alone otherwise), component and end-to-end tests, stopping at the first failure.
//
//   npm test                 every tier
//   npm test -- --skip-e2e   every tier but the browser tests
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, run } from './lib/build.mjs';
import { CHROMIUM, chromiumVersion } from './lib/chromium.mjs';
import { findTestPostgres } from './lib/test-postgres.mjs';

const args = new Set(process.argv.slice(2));
const unknown = [...args].filter((arg) => arg !== '--skip-e2e');
if (unknown.length > 0) {
  process.stderr.write(`Unknown option ${unknown.join(' ')}. Usage: npm test [-- --skip-e2e]\n`);
  process.exit(2);
}

const postgres = await findTestPostgres();
if (postgres.url) process.env.TEST_DATABASE_URL = postgres.url;
else delete process.env.TEST_DATABASE_URL;
process.stdout.write(`Integration database: ${postgres.reason}\n`);

const reports = mkdtempSync(join(tmpdir(), 'lodestar-test-reports-'));
const reportFile = (name) => join(reports, `${name}.json`);

/** Counts from a Vitest JSON report, or undefined when it is missing. */
function vitestCounts(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts from a Playwright JSON report, or undefined when it is missing. */
function playwrightCounts(file) {
  if (!existsSync(file)) return undefined;
  const { stats = {} } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 };
}

const vitest = (project, title, alsoProjects = []) => ({
  name: project,
  title,
  command: [
    'npx',
    'vitest',
    'run',
    ...[project, ...alsoProjects].flatMap((name) => ['--project', name]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile(project)}`,
  ],
  counts: () => vitestCounts(reportFile(project)),
});

const steps = [
  // Each is single-threaded: side by side, they take the time of the longer one.
  {
    together: [
      { name: 'typecheck', title: 'Type check', command: ['npx', 'tsc', '-b'] },
      { name: 'lint', title: 'Lint and the structure check', command: ['npm', 'run', '--silent', 'lint'] },
    ],
  },
  vitest('unit', "Unit tests, and the bench's counting run", ['bench']),
  // With PostgreSQL, both engines' files share one run, so the long files of one fill the idle end of the other.
  process.env.TEST_DATABASE_URL
    ? vitest('integration', 'Integration tests: every file on PostgreSQL, the engine files on PGlite too', ['integration-postgres'])
    : vitest('integration', 'Integration tests on the embedded database (PGlite)'),
  vitest('component', 'Component tests (jsdom)', ['component-isolated']),
  ...(args.has('--skip-e2e')
    ? []
    : [
        { name: 'chromium', title: "Debian's Chromium for the browser tests", action: ensureChromium },
        {
          name: 'e2e',
          title: 'End-to-end tests (Playwright in Chromium against the built app)',
          command: ['node', 'scripts/e2e.mjs'],
          env: { E2E_JSON_REPORT: reportFile('e2e') },
          counts: () => playwrightCounts(reportFile('e2e')),
        },
      ]),
];

/** Installs Chromium from Debian when it is missing and we are root; otherwise says how. Answers an exit code. */
async function ensureChromium() {
  if (existsSync(CHROMIUM)) {
    process.stdout.write(`${CHROMIUM}: ${chromiumVersion() ?? 'present'}\n`);
    return 0;
  }
  if (process.getuid?.() !== 0) {
    process.stderr.write(
      `\n${CHROMIUM} is missing. The browser tests use Debian's Chromium; install it with:\n\n` +
        '    sudo apt-get update && sudo apt-get install -y chromium\n\n' +
        'then run npm test again (or `npm test -- --skip-e2e` to run every other tier).\n',
    );
    return 1;
  }
  process.stdout.write(`${CHROMIUM} is missing; installing Debian's chromium: apt-get update && apt-get install -y chromium\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const command of [['apt-get', 'update'], ['apt-get', 'install', '-y', 'chromium']]) {
    const code = await run(command[0], command.slice(1), { env });
    if (code !== 0) return code;
  }
  process.stdout.write(`${CHROMIUM}: ${chromiumVersion() ?? 'installed'}\n`);
  return existsSync(CHROMIUM) ? 0 : 1;
}

const rule = '═'.repeat(78);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const suiteStarted = Date.now();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The children share our process group and get the signal themselves; just stop after the current step.
    interrupted = true;
  });
}

/** Runs a step's command or action; answers its exit code, and what it printed when `capture` is set. */
async function runStep(step, { capture = false } = {}) {
  try {
    if (step.action) return { code: await step.action(), output: '' };
    const env = { ...process.env, ...step.env };
    if (!capture) return { code: await run(step.command[0], step.command.slice(1), { env }), output: '' };
    return await new Promise((resolve, reject) => {
      const child = spawn(step.command[0], step.command.slice(1), { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      const keep = (chunk) => (output += chunk);
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', reject);
      child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    });
  } catch (error) {
    return { code: 1, output: `${error.message}\n` };
  }
}

const flatSteps = steps.flatMap((step) => step.together ?? [step]);
const header = (step) => {
  const index = flatSteps.indexOf(step);
  const shown = step.command ? step.command.join(' ') : 'check';
  return `\n${rule}\n  [${index + 1}/${flatSteps.length}] ${step.title}\n  $ ${shown}\n${rule}\n\n`;
};

for (const step of steps) {
  if (interrupted) break;
  const group = step.together ?? [step];
  const together = group.length > 1;
  if (!together) process.stdout.write(header(step));
  const started = Date.now();
  // Side by side, each one's output is held back and printed whole when it ends.
  const outcomes = await Promise.all(
    group.map(async (member) => {
      const outcome = await runStep(member, { capture: together });
      const duration = Date.now() - started;
      if (together) process.stdout.write(`${header(member)}${outcome.output}`);
      return { member, code: outcome.code, duration };
    }),
  );
  for (const { member, code, duration } of outcomes)
    results.push({ step: member, ok: code === 0 && !interrupted, duration, counts: member.counts?.() });
  if (outcomes.some(({ code }) => code !== 0) || interrupted) break;
}

rmSync(reports, { recursive: true, force: true });

const width = Math.max(...flatSteps.map((step) => step.name.length));
process.stdout.write(`\n${rule}\n  Summary\n${rule}\n`);
for (const step of flatSteps) {
  const result = results.find((r) => r.step === step);
  const status = !result ? 'SKIP' : result.ok ? 'PASS' : 'FAIL';
  const time = result ? seconds(result.duration).padStart(8) : ''.padStart(8);
  const { counts } = result ?? {};
  const detail = counts
    ? `  ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`
    : !result
      ? '  (not run)'
      : '';
  process.stdout.write(`  ${status}  ${step.name.padEnd(width)}  ${time}${detail}\n`);
}
const total = results.reduce(
  (sum, { counts }) => ({
    passed: sum.passed + (counts?.passed ?? 0),
    failed: sum.failed + (counts?.failed ?? 0),
    skipped: sum.skipped + (counts?.skipped ?? 0),
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
process.stdout.write(`  ${'     '}  ${'all'.padEnd(width)}  ${seconds(Date.now() - suiteStarted).padStart(8)}\n`);
const allOk = results.length === flatSteps.length && results.every((r) => r.ok);
process.stdout.write(`${rule}\n`);
process.stdout.write(allOk ? 'npm test: every step passed.\n' : `npm test: FAILED at ${results.at(-1)?.step.name ?? 'start'}.\n`);
// The last line, in the plain form CI reads: "Tests: N passed, N failed[, N skipped]".
process.stdout.write(`Tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`);
process.exitCode = allOk ? 0 : 1;
