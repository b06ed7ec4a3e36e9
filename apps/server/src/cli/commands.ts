import { parseArgs } from 'node:util';
import { DEMO_ACCOUNT, seedDemo } from '../demo/demo-account.js';
import { createUserViews } from '../modules/users/index.js';
import { createInvitationsRepository } from '../modules/sharing/index.js';
import { newTwoFactorSecret } from '../modules/two-factor/index.js';
import { provisionDevice, provisionUser } from '../provisioning/index.js';
import { ValidationError } from '../errors.js';
import { backupDatabase, restoreDatabase } from '../db/backup.js';
import { DEVICE_AUTH_SCHEME, issueDeviceSecret } from '../ingest/device-secret.js';
import { createTelemetryRepository } from '../ingest/pipeline/telemetry.repository.js';
import type { Config } from '../config.js';
import type { CliContext } from './context.js';
import { simulateCommand } from './simulator/simulate-command.js';
import { billingCommands } from './billing-commands.js';

export interface DatabaseCommand {
  usage: string;
  /** Checks that must pass before the database is opened. */
  preflight?(args: string[], config: Config): Promise<void>;
  run(args: string[], context: CliContext): Promise<unknown>;
}

/** A command that handles the database files itself (backup and restore), without opening or migrating it first. */
export interface FileCommand {
  usage: string;
  runWithoutDatabase(args: string[], config: Config): Promise<unknown>;
}

export type Command = DatabaseCommand | FileCommand;

const list = (value: string | undefined) => value?.split(',').map((item) => item.trim()).filter(Boolean);

export const commands: Record<string, Command> = {
  'user:create': {
    usage: 'user:create --email E --password P [--name N] [--roles r1,r2] [--country AU] [--device-fee 25] [--unverified] [--two-factor]',
    async run(args, { users, clock, config, database }) {
      const { values } = parseArgs({
        args,
        strict: true,
        options: {
          email: { type: 'string' },
          password: { type: 'string' },
          name: { type: 'string' },
          roles: { type: 'string' },
          country: { type: 'string' },
          'device-fee': { type: 'string' },
          unverified: { type: 'boolean', default: false },
          'two-factor': { type: 'boolean', default: false },
        },
      });
      const user = await provisionUser(users, clock, {
        email: values.email ?? '',
        password: values.password ?? '',
        name: values.name,
        roles: list(values.roles) as never,
        country: values.country,
        ...(values['device-fee'] === undefined ? {} : { oneTimeDeviceFee: Number(values['device-fee']) }),
        verified: !values.unverified,
      }, createInvitationsRepository(database.db));
      const viewOf = createUserViews({ users, clock });
      if (!values['two-factor']) return { created: 'user', user: await viewOf(user) };
      const twoFactor = newTwoFactorSecret(user.email, config.PRODUCT_NAME);
      const enrolled = await users.update(user.id, { twoFactorEnabled: true, twoFactorSecret: twoFactor.secret });
      return { created: 'user', user: await viewOf(enrolled ?? user), twoFactor };
    },
  },
  'device:create': {
    usage: 'device:create [--owner E | --dealer E] --type shield_gps|shield_card|smart_lock --uuid SERIAL [--imei IMEI] [--name N] [--passcode P]',
    async run(args, { users, devices }) {
      const { values } = parseArgs({
        args,
        strict: true,
        options: {
          owner: { type: 'string' },
          dealer: { type: 'string' },
          type: { type: 'string' },
          uuid: { type: 'string' },
          imei: { type: 'string' },
          name: { type: 'string' },
          passcode: { type: 'string' },
        },
      });
      const device = await provisionDevice({ users, devices }, { ...values, type: values.type as never, uuid: values.uuid ?? '' });
      return {
        created: 'device',
        device: {
          _id: device.id,
          deviceUUID: device.deviceUUID,
          name: device.name,
          deviceType: device.deviceType,
          imei: device.imei,
          owner: values.owner ?? null,
          dealer: values.dealer ?? null,
          passcode: device.passcode,
          osmandId: device.osmandId,
        },
      };
    },
  },
  'device:secret': {
    usage: 'device:secret --uuid SERIAL   (issues a new secret for the native ingest call; the old one stops working)',
    async run(args, { database }) {
      const { values } = parseArgs({ args, strict: true, options: { uuid: { type: 'string' } } });
      const telemetry = createTelemetryRepository(database.db);
      const device = values.uuid ? await telemetry.findBySerialOrImei(values.uuid) : undefined;
      if (!device) throw new ValidationError(`No device has the serial number or IMEI ${values.uuid ?? '(none given)'}.`);
      const { secret, hash } = issueDeviceSecret();
      await telemetry.setSecretHash(device.id, hash);
      return { device: { _id: device.id, deviceUUID: device.deviceUUID }, authorization: `${DEVICE_AUTH_SCHEME} ${secret}` };
    },
  },
  'device:passcode': {
    usage: 'device:passcode --uuid SERIAL   (a device no account holds: issues a new passcode to claim it with, and tells the device to rekey)',
    async run(args, { devices, clock }) {
      const { values } = parseArgs({ args, strict: true, options: { uuid: { type: 'string' } } });
      const device = values.uuid ? await devices.findByUUID(values.uuid) : undefined;
      if (!device) throw new ValidationError(`No device has the serial number ${values.uuid ?? '(none given)'}.`);
      if (device.userId !== null) throw new ValidationError('The device belongs to an account: its owner changes the passcode in its Security settings.');
      const passcode = await devices.release(device.id, null, clock.now());
      if (passcode === undefined) throw new ValidationError('The device was claimed meanwhile: its owner changes the passcode in its Security settings.');
      return { device: { _id: device.id, deviceUUID: device.deviceUUID }, passcode };
    },
  },
  migrate: {
    usage: 'migrate',
    async run(_args, { database }) {
      return { migrated: true, database: database.kind };
    },
  },
  'demo:seed': {
    usage: 'demo:seed',
    async run(_args, { database, clock }) {
      const result = await seedDemo(database.db, clock);
      return { ...result, password: DEMO_ACCOUNT.password };
    },
  },
  simulate: simulateCommand,
  ...billingCommands,
  'db:backup': {
    usage: 'db:backup --out FILE   (PostgreSQL: pg_dump custom format; embedded: stop the server first)',
    async runWithoutDatabase(args, config) {
      const { values } = parseArgs({ args, strict: true, options: { out: { type: 'string' } } });
      if (!values.out) throw new ValidationError('Say where the backup goes: --out FILE.');
      return { backup: await backupDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, values.out) };
    },
  },
  'db:restore': {
    usage: 'db:restore --in FILE [--replace]   (stop the server first; --replace: the database holds data, which the backup replaces)',
    async runWithoutDatabase(args, config) {
      const { values } = parseArgs({ args, strict: true, options: { in: { type: 'string' }, replace: { type: 'boolean', default: false } } });
      if (!values.in) throw new ValidationError('Say which backup to restore: --in FILE.');
      return { restored: await restoreDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }, values.in, { replace: values.replace }) };
    },
  },
};
