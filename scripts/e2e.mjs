#!/usr/bin/env node
// The end-to-end tier: builds everything, starts the real server on a free port with a fresh embedded database,
// runs Playwright in Debian's Chromium against it, then stops the server and deletes the database whatever happens.
// Extra arguments go to `playwright test` (for example `npm run test:e2e -- --grep "wrong password"`).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, root } from './lib/build.mjs';
import { CHROMIUM } from './lib/chromium.mjs';
import { freePort, prepareTestServer, readDevRoutesKey, spawnServer, stop, waitForHealth } from './lib/server.mjs';

const HEALTH_TIMEOUT_MS = 90_000;

/** The account with two-step sign-in that the 2FA test signs in with; made by the admin CLI before the server starts. */
const TWO_FACTOR_USER = { email: 'two-step@e2e.lodestar.test', password: 'TwoStep#2026', name: 'Tess Two-Step' };

/** A user with the sharedUser role, who never sees Share or Remove. */
const SHARED_ROLE_USER = { email: 'shared-role@e2e.lodestar.test', password: 'SharedRole#2026', name: 'Sam Shared' };

/**
 * An account that owns a tracker and a lock from the start, for the settings tests: made here rather than in a
 * test's beforeAll, so a retried test finds them as they were (a device can be claimed once).
 */
const SETTINGS_OWNER = { email: 'settings-owner@e2e.lodestar.test', password: 'Settings#2026', name: 'Sid Settings' };
const SETTINGS_DEVICES = [
  ['shield_gps', 'E2E-GPS-SETTINGS', 'Settings tracker'],
  ['smart_lock', 'E2E-LOCK-SETTINGS', 'Side gate'],
];

/** Owners of a tracker that never had a plan, one per journey of the Update Plan tests (each buys a plan once). */
const PLANS_OWNERS = ['trial', 'active', 'secure', 'charge', 'renewal', 'credit', 'due'].map((key) => ({
  key,
  email: `plans-${key}@e2e.lodestar.test`,
  password: `Plans#2026-${key}`,
  name: `Pat ${key[0].toUpperCase()}${key.slice(1)}`,
  deviceUUID: `E2E-GPS-PLANS-${key.toUpperCase()}`,
}));

/** An owner of eleven trackers, whose eleven plans fill more than one page of the payment history. */
const PAYMENTS_OWNER = {
  email: 'payments-owner@e2e.lodestar.test',
  password: 'Payments#2026',
  name: 'Pia Payments',
  deviceUUIDs: Array.from({ length: 11 }, (_, index) => `E2E-GPS-PAY-${String(index + 1).padStart(2, '0')}`),
};

/** A dealer (k9, dealership, enterprise) with a $25 device fee and trackers allocated to the dealership. */
const DEALER = {
  email: 'dealer@e2e.lodestar.test',
  password: 'Dealer#2026',
  name: 'Dana Dealer',
  stock: ['E2E-GPS-STOCK-01', 'E2E-GPS-STOCK-02'],
  receiver: { email: 'receiver@e2e.lodestar.test', password: 'Receiver#2026', name: 'Casey Receiver' },
};

/** Provisioned devices no account owns yet; tests claim them as the phone app would. */
const UNCLAIMED_DEVICES = [
  ['shield_gps', 'E2E-GPS-0001'],
  ['smart_lock', 'E2E-LOCK-0001'],
  ['shield_card', 'E2E-CARD-0001'],
  ['shield_gps', 'E2E-GPS-LIVE'],
  ['shield_gps', 'E2E-GPS-HISTORY'],
  ['shield_gps', 'E2E-GPS-FENCE'],
  ['shield_gps', 'E2E-GPS-REPLAY'],
  ['shield_gps', 'E2E-GPS-TRIPS'],
  ['shield_gps', 'E2E-GPS-LIVELINK'],
  ['shield_gps', 'E2E-GPS-SHARE'],
  ['shield_card', 'E2E-CARD-SHARE'],
];

/** An account made without a country, which the portal asks for at sign-in (the address of a
 * local browser has no country). Every other account made here has one, so the country popup stays out of their way. */
const NO_COUNTRY_USER = { email: 'no-country@e2e.lodestar.test', password: 'NoCountry#2026', name: 'Nico Nowhere' };

const log = (line) => process.stdout.write(`[e2e] ${line}\n`);

/** Runs a command to completion and answers { code, stdout } (stderr is passed through). */
function capture(command, args, env, input = '') {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(input);
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, stdout }));
  });
}

if (!existsSync(CHROMIUM)) {
  process.stderr.write(
    `${CHROMIUM} is missing. The browser tests use Debian's Chromium (never a downloaded browser):\n` +
      '    sudo apt-get update && sudo apt-get install -y chromium\n',
  );
  process.exit(1);
}

let dataDir;
let server;
let playwright;
let exitCode;
let cleaningUp = false;

async function cleanUp() {
  if (cleaningUp) return;
  cleaningUp = true;
  await stop(playwright);
  await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: stopping the server and removing ${dataDir ?? 'the temporary data'}`);
    void cleanUp().then(() => process.exit(130));
  });
}

try {
  await ensureBuilt(['contract', 'server', 'web'], { log });

  dataDir = mkdtempSync(join(tmpdir(), 'lodestar-e2e-'));
  const ingestPort = await freePort();
  const { baseUrl, env } = await prepareTestServer({
    dataDir,
    overrides: { NODE_ENV: 'test', CAPTCHA_PROVIDER: 'altcha', ALTCHA_MAX_NUMBER: '2000', INGEST_PORT: String(ingestPort) },
  });

  // The embedded database allows one process at a time, so what the admin CLI makes is made before the server starts:
  // every command in one batch (one process, one opening of the database), their results in the same order.
  const commands = [
    [
      'user:create',
      '--email',
      TWO_FACTOR_USER.email,
      '--password',
      TWO_FACTOR_USER.password,
      '--name',
      TWO_FACTOR_USER.name,
      '--country',
      'AU',
      '--two-factor',
    ],
    ['demo:seed'],
    ['user:create', '--email', SHARED_ROLE_USER.email, '--password', SHARED_ROLE_USER.password, '--name', SHARED_ROLE_USER.name, '--roles', 'sharedUser', '--country', 'AU'],
    ['user:create', '--email', SETTINGS_OWNER.email, '--password', SETTINGS_OWNER.password, '--name', SETTINGS_OWNER.name, '--country', 'AU'],
    ['user:create', '--email', NO_COUNTRY_USER.email, '--password', NO_COUNTRY_USER.password, '--name', NO_COUNTRY_USER.name],
    ...PLANS_OWNERS.flatMap((owner) => [
      ['user:create', '--email', owner.email, '--password', owner.password, '--name', owner.name, '--country', 'AU'],
      ['device:create', '--owner', owner.email, '--type', 'shield_gps', '--uuid', owner.deviceUUID, '--name', `${owner.name}'s tracker`],
    ]),
    // Support's goodwill credit for the owner who buys with it.
    ['credit:add', '--email', 'plans-credit@e2e.lodestar.test', '--amount', '2000', '--currency', 'aud', '--description', 'Goodwill credit'],
    ['user:create', '--email', PAYMENTS_OWNER.email, '--password', PAYMENTS_OWNER.password, '--name', PAYMENTS_OWNER.name, '--country', 'AU'],
    ...PAYMENTS_OWNER.deviceUUIDs.map((uuid) => ['device:create', '--owner', PAYMENTS_OWNER.email, '--type', 'shield_gps', '--uuid', uuid, '--name', `Tracker ${uuid.slice(-2)}`]),
    ['user:create', '--email', DEALER.email, '--password', DEALER.password, '--name', DEALER.name, '--roles', 'k9,dealership,enterprise', '--country', 'AU', '--device-fee', '25'],
    ['user:create', '--email', DEALER.receiver.email, '--password', DEALER.receiver.password, '--name', DEALER.receiver.name, '--country', 'AU'],
    ...DEALER.stock.map((uuid) => ['device:create', '--dealer', DEALER.email, '--type', 'shield_gps', '--uuid', uuid]),
    ...SETTINGS_DEVICES.map(([type, uuid, name]) => ['device:create', '--owner', SETTINGS_OWNER.email, '--type', type, '--uuid', uuid, '--name', name]),
    ...UNCLAIMED_DEVICES.map(([type, uuid]) => ['device:create', '--type', type, '--uuid', uuid]),
  ];
  log(`creating the two-step account ${TWO_FACTOR_USER.email}, the demo data and devices to claim with the admin CLI`);
  const batch = await capture(process.execPath, ['apps/server/dist/cli/index.js', 'batch'], env, JSON.stringify(commands));
  if (batch.code !== 0) throw new Error(`The admin CLI's batch failed (exit code ${batch.code}).`);
  const results = JSON.parse(batch.stdout);
  const secret = results[0].twoFactor?.secret;
  if (typeof secret !== 'string') throw new Error('The admin CLI did not answer twoFactor.secret for --two-factor.');
  const unclaimed = results.slice(-UNCLAIMED_DEVICES.length).map((result) => result.device);

  log(`starting the server at ${baseUrl} on the embedded database in ${dataDir}`);
  server = spawnServer(env, { stdout: 'pipe' });
  const devRoutesKey = readDevRoutesKey(server, { timeoutMs: HEALTH_TIMEOUT_MS });
  await waitForHealth(baseUrl, server, { timeoutMs: HEALTH_TIMEOUT_MS });

  log('running Playwright in Debian Chromium');
  playwright = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      // The dev mailbox's key, as the server printed it at its start.
      E2E_DEV_ROUTES_KEY: await devRoutesKey,
      E2E_TWO_FACTOR_EMAIL: TWO_FACTOR_USER.email,
      E2E_TWO_FACTOR_PASSWORD: TWO_FACTOR_USER.password,
      E2E_TWO_FACTOR_NAME: TWO_FACTOR_USER.name,
      E2E_TWO_FACTOR_SECRET: secret,
      E2E_SHARED_ROLE_USER: JSON.stringify(SHARED_ROLE_USER),
      E2E_SETTINGS_OWNER: JSON.stringify(SETTINGS_OWNER),
      E2E_NO_COUNTRY_USER: JSON.stringify(NO_COUNTRY_USER),
      E2E_PLANS_OWNERS: JSON.stringify(PLANS_OWNERS),
      E2E_PAYMENTS_OWNER: JSON.stringify(PAYMENTS_OWNER),
      E2E_DEALER: JSON.stringify(DEALER),
      E2E_UNCLAIMED_DEVICES: JSON.stringify(unclaimed),
      E2E_INGEST_URL: `http://127.0.0.1:${ingestPort}`,
    },
  });
  exitCode = await new Promise((resolve, reject) => {
    playwright.on('error', reject);
    playwright.on('exit', (code) => resolve(code ?? 1));
  });
} catch (error) {
  process.stderr.write(`\n[e2e] ${error.message}\n`);
  exitCode = 1;
} finally {
  await cleanUp();
}

process.exit(exitCode);
