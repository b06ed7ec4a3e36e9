/** What scripts/e2e.mjs hands the tests: where the server is and the accounts it prepared. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\`.`);
  return value;
}

export const baseUrl = (): string => required('BASE_URL').replace(/\/$/, '');

/** The key of the server's development routes (the dev mailbox), which scripts/e2e.mjs read from its start. */
export const devRoutesKey = (): string => required('E2E_DEV_ROUTES_KEY');

/** The verified account with two-step sign-in that the admin CLI made before the server started. */
export const twoFactorUser = () => ({
  email: required('E2E_TWO_FACTOR_EMAIL'),
  password: required('E2E_TWO_FACTOR_PASSWORD'),
  name: required('E2E_TWO_FACTOR_NAME'),
  secret: required('E2E_TWO_FACTOR_SECRET'),
});

/** The sharedUser-role account the admin CLI made before the server started. */
export const sharedRoleUser = (): { email: string; password: string; name: string } => JSON.parse(required('E2E_SHARED_ROLE_USER'));

/** The account that owns the tracker E2E-GPS-SETTINGS and the lock E2E-LOCK-SETTINGS (made by scripts/e2e.mjs). */
export const settingsOwner = (): { email: string; password: string; name: string } => JSON.parse(required('E2E_SETTINGS_OWNER'));

/** The account without a country, which the portal asks for one (made by scripts/e2e.mjs). */
export const noCountryUser = (): { email: string; password: string; name: string } => JSON.parse(required('E2E_NO_COUNTRY_USER'));

export interface PlansOwner {
  key: 'trial' | 'active' | 'secure' | 'charge' | 'renewal' | 'credit' | 'due';
  email: string;
  password: string;
  name: string;
  deviceUUID: string;
}
/** Owners of a tracker that never had a plan, one per Update Plan journey (scripts/e2e.mjs). */
export const plansOwner = (key: PlansOwner['key']): PlansOwner =>
  (JSON.parse(required('E2E_PLANS_OWNERS')) as PlansOwner[]).find((owner) => owner.key === key)!;

/** The owner of eleven trackers that never had a plan, for the Payments page (made by scripts/e2e.mjs). */
export const paymentsOwner = (): { email: string; password: string; name: string; deviceUUIDs: string[] } =>
  JSON.parse(required('E2E_PAYMENTS_OWNER'));

/** The dealer with trackers allocated to the dealership, and a verified account to transfer one to (scripts/e2e.mjs). */
export const dealer = (): {
  email: string;
  password: string;
  name: string;
  stock: string[];
  receiver: { email: string; password: string; name: string };
} => JSON.parse(required('E2E_DEALER'));

export interface UnclaimedDevice {
  deviceUUID: string;
  deviceType: 'shield_gps' | 'shield_card' | 'smart_lock';
  passcode: string;
  /** The identifier it reports under over OsmAnd, as `device:create` printed it. */
  osmandId: string;
}

/**
 * Provisioned devices nobody owns yet, made with `device:create` and no owner; a test claims each at most once:
 * the first of a type, or the one with the given serial number.
 */
export function unclaimedDevice(deviceType: UnclaimedDevice['deviceType'], deviceUUID?: string): UnclaimedDevice {
  const devices = JSON.parse(required('E2E_UNCLAIMED_DEVICES')) as UnclaimedDevice[];
  const device = devices.find((candidate) => candidate.deviceType === deviceType && (!deviceUUID || candidate.deviceUUID === deviceUUID));
  if (!device) throw new Error(`No unclaimed ${deviceType} ${deviceUUID ?? ''} was prepared.`);
  return device;
}

/** The server's OsmAnd listener, where the tests report as a device would. */
export const ingestUrl = (): string => required('E2E_INGEST_URL');

/** The demo accounts that `demo:seed` creates. */
export const DEMO_USER = { email: 'demo@lodestar.local', password: 'Lodestar#2026' };
