import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, runCliWithInput } from './helpers/cli.js';

let dataDir = '';

/** The admin CLI against an embedded database in a temporary DATA_DIR. */
const cli = (...args: string[]) => runCli({ DATA_DIR: dataDir, DATABASE_URL: '' }, ...args);

// The CLI opens the database itself; the PGlite project covers it, the PostgreSQL project would only repeat it.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('admin CLI', () => {
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'lodestar-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrate, then user:create makes a verified superAdmin, then refuses a duplicate', async () => {
    expect((await cli('migrate')).json).toEqual({ migrated: true, database: 'pglite' });
    const created = await cli('user:create', '--email', 'Root@Example.com', '--password', 'Admin-Pass-1', '--roles', 'superAdmin', '--country', 'NZ');
    expect(created.code).toBe(0);
    expect(created.json.user).toMatchObject({ email: 'root@example.com', roles: ['superAdmin'], currency: 'nzd', emailVerified: true });
    const duplicate = await cli('user:create', '--email', 'root@example.com', '--password', 'Admin-Pass-1');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('An account with this email address already exists.');
  }, 60_000);

  it('explains bad input and unknown commands', async () => {
    const weak = await cli('user:create', '--email', 'a@b.co', '--password', 'weak');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('password: Password must be minimum 8 characters');
    const badRole = await cli('user:create', '--email', 'a@b.co', '--password', 'Admin-Pass-1', '--roles', 'wizard');
    expect(badRole.stderr).toContain('roles');
    const unknown = await cli('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage: npm run cli');
  }, 60_000);

  it('demo:seed creates the demo accounts, devices and share once; --two-factor enrols a user', async () => {
    const first = await cli('demo:seed');
    expect(first.json).toMatchObject({ created: true, email: 'demo@lodestar.local', accounts: 3, devices: 13, shares: 1 });
    expect((await cli('demo:seed')).json).toMatchObject({ created: false, accounts: 0, devices: 0, shares: 0 });
    const twoStep = await cli('user:create', '--email', 'two@example.com', '--password', 'Admin-Pass-1', '--two-factor');
    expect(twoStep.json.user.twoFactorEnabled).toBe(true);
    expect(twoStep.json.twoFactor.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
  }, 60_000);

  it('device:create gives a device to an owner, or provisions it unowned, and prints its serial, passcode and OsmAnd identifier', async () => {
    expect((await cli('user:create', '--email', 'owner@example.com', '--password', 'Owner-Pass-1')).code).toBe(0);
    const owned = await cli(
      'device:create', '--owner', 'Owner@Example.com', '--type', 'shield_gps', '--uuid', 'SG-CLI-0001',
      '--imei', '356938035643890', '--name', 'Van',
    );
    expect(owned.code).toBe(0);
    expect(owned.json).toEqual({
      created: 'device',
      device: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        deviceUUID: 'SG-CLI-0001',
        name: 'Van',
        deviceType: 'shield_gps',
        imei: '356938035643890',
        owner: 'Owner@Example.com',
        dealer: null,
        passcode: expect.stringMatching(/^\d{6}$/),
        osmandId: expect.stringMatching(/^[0-9a-f]{24}$/),
      },
    });

    const unowned = await cli('device:create', '--type', 'smart_lock', '--uuid', 'LOCK-CLI-0001', '--passcode', '432109');
    expect(unowned.code).toBe(0);
    expect(unowned.json.device).toMatchObject({ deviceUUID: 'LOCK-CLI-0001', owner: null, passcode: '432109', imei: null, deviceType: 'smart_lock' });
    expect(unowned.json.device.name).toBe('Portable Smart Lock LOCK-CLI-0001');

    const stock = await cli('device:create', '--dealer', 'owner@example.com', '--type', 'shield_gps', '--uuid', 'SG-CLI-0002');
    expect(stock.json.device).toMatchObject({ deviceUUID: 'SG-CLI-0002', owner: null, dealer: 'owner@example.com' });
    const both = await cli('device:create', '--owner', 'owner@example.com', '--dealer', 'owner@example.com', '--type', 'shield_gps', '--uuid', 'SG-CLI-0003');
    expect(both.code).not.toBe(0);
  }, 60_000);

  it('device:create refuses an unknown owner, a bad type and a serial number in use, with exit code 1', async () => {
    const nobody = await cli('device:create', '--owner', 'nobody@example.com', '--type', 'shield_card', '--uuid', 'SC-CLI-0001');
    expect(nobody.code).toBe(1);
    expect(nobody.stderr).toContain('No account has the email nobody@example.com.');

    const toaster = await cli('device:create', '--type', 'toaster', '--uuid', 'SC-CLI-0002');
    expect(toaster.code).toBe(1);
    expect(toaster.stderr).toMatch(/^type: .*shield_gps/m);

    expect((await cli('device:create', '--type', 'shield_card', '--uuid', 'SC-CLI-0003')).code).toBe(0);
    const duplicate = await cli('device:create', '--type', 'shield_gps', '--uuid', 'SC-CLI-0003');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('A device with the serial number SC-CLI-0003 or this IMEI already exists.');
    expect(duplicate.stderr).toContain('Usage: npm run cli -- device:create');
  }, 60_000);

  it('batch runs many commands on one open database, answers each result in order, and stops at the first that fails', async () => {
    const batch = (commands: unknown) =>
      runCliWithInput({ DATA_DIR: dataDir, DATABASE_URL: '' }, JSON.stringify(commands), 'batch');
    const done = await batch([
      ['user:create', '--email', 'fleet@example.com', '--password', 'Fleet-Pass-1'],
      ['device:create', '--owner', 'fleet@example.com', '--type', 'shield_gps', '--uuid', 'SG-BATCH-01'],
      ['device:create', '--owner', 'fleet@example.com', '--type', 'shield_gps', '--uuid', 'SG-BATCH-02'],
    ]);
    expect(done.code).toBe(0);
    expect(done.json).toHaveLength(3);
    expect(done.json[0].user).toMatchObject({ email: 'fleet@example.com' });
    expect(done.json.slice(1).map((result: { device: { deviceUUID: string } }) => result.device.deviceUUID)).toEqual([
      'SG-BATCH-01',
      'SG-BATCH-02',
    ]);

    const stopped = await batch([
      ['device:create', '--type', 'shield_gps', '--uuid', 'SG-BATCH-03'],
      ['device:create', '--type', 'shield_gps', '--uuid', 'SG-BATCH-01'],
      ['device:create', '--type', 'shield_gps', '--uuid', 'SG-BATCH-04'],
    ]);
    expect(stopped.code).toBe(1);
    expect(stopped.stderr).toContain('Command 2 of the batch (device:create): ');
    const after = await batch([['device:create', '--type', 'shield_gps', '--uuid', 'SG-BATCH-03']]);
    expect(after.stderr).toContain('Command 1 of the batch (device:create): ');
    expect((await batch([['device:create', '--type', 'shield_gps', '--uuid', 'SG-BATCH-04']])).code).toBe(0);

    const refused = await runCliWithInput({ DATA_DIR: dataDir, DATABASE_URL: '' }, 'not json', 'batch');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The batch is not JSON');
  }, 90_000);

  it('device:passcode issues a new passcode to a device no account holds, and refuses an owned or unknown one', async () => {
    expect((await cli('device:create', '--type', 'smart_lock', '--uuid', 'LOCK-CLI-0002', '--passcode', '432109')).code).toBe(0);
    const reissued = await cli('device:passcode', '--uuid', 'LOCK-CLI-0002');
    expect(reissued.code).toBe(0);
    expect(reissued.json).toMatchObject({ device: { deviceUUID: 'LOCK-CLI-0002' }, passcode: expect.stringMatching(/^\d{6}$/) });

    expect((await cli('user:create', '--email', 'holder@example.com', '--password', 'Holder-Pass-1')).code).toBe(0);
    expect((await cli('device:create', '--owner', 'holder@example.com', '--type', 'shield_card', '--uuid', 'SC-CLI-0004')).code).toBe(0);
    const owned = await cli('device:passcode', '--uuid', 'SC-CLI-0004');
    expect(owned.code).toBe(1);
    expect(owned.stderr).toContain('The device belongs to an account');
    const unknown = await cli('device:passcode', '--uuid', 'NOPE-0001');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No device has the serial number NOPE-0001.');
  }, 60_000);
});
