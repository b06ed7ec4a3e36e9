import { describe, expect, it } from 'vitest';
import { can } from './roles.js';
import { countries, countriesByName, currencyForCountry, currencySymbols } from './countries.js';
import { errorMessageFrom, GENERIC_ERROR } from './common.js';
import { failedPasswordRules, isStrongPassword, passwordRules } from './password.js';
import { pageTitle, routeTable } from './routes.js';
import { signupRequestSchema } from './sign-up.js';
import { cancelChargesFirstPeriod, TRIAL_FREE_CANCEL_NOTICE_SECONDS } from './subscriptions.js';

describe('password rules', () => {
  it('names each unmet rule with its live message', () => {
    expect(failedPasswordRules('')).toEqual(['lowercase', 'uppercase', 'number', 'symbol', 'length']);
    expect(failedPasswordRules('abcdefgh')).toEqual(['uppercase', 'number', 'symbol']);
    expect(failedPasswordRules('Abcdef1!')).toEqual([]);
    expect(passwordRules.map((r) => r.message)).toEqual([
      'Must have at least one lowercase letter.',
      'Must have at least one uppercase letter.',
      'Must have at least one number.',
      'Must have at least one symbol.',
      'Must be 8 characters or more.',
    ]);
  });
  it('counts a space as no symbol and accepts any other punctuation', () => {
    expect(isStrongPassword('Abcdef1 x')).toBe(false);
    expect(isStrongPassword('Abcdef1_x')).toBe(true);
    expect(isStrongPassword('Äbcdéf1€')).toBe(false);
  });
});

describe('currency from country', () => {
  it.each([
    ['AU', 'aud'], ['NZ', 'nzd'], ['GB', 'gbp'], ['DE', 'eur'], ['IE', 'eur'], ['HR', 'eur'], ['BG', 'eur'],
    ['MC', 'eur'], ['CH', 'usd'], ['US', 'usd'], ['JP', 'usd'], ['au', 'aud'],
  ])('%s → %s', (country, currency) => expect(currencyForCountry(country)).toBe(currency));
  it('defaults to usd without a country', () => expect(currencyForCountry(undefined)).toBe('usd'));
  it('has a symbol for each currency', () => expect(currencySymbols).toEqual({ usd: '$', aud: '$', nzd: '$', eur: '€', gbp: '£' }));
  it('lists every ISO country once', () => {
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(countries.length).toBe(249);
  });
  it('offers the countries by name, not by code', () => {
    const names = countriesByName.map((c) => c.name);
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names.at(-1)).toBe('Zimbabwe');
    expect(names.indexOf('United Arab Emirates')).toBeGreaterThan(names.indexOf('Ukraine'));
    expect(countriesByName).toHaveLength(countries.length);
  });
});

describe('display rule', () => {
  it('prefers the first error, then the message, then the fallback, then the generic text', () => {
    expect(errorMessageFrom({ errors: ['first', 'second'], message: 'm' }, 'f')).toBe('first');
    expect(errorMessageFrom({ errors: [], message: 'm' }, 'f')).toBe('m');
    expect(errorMessageFrom({}, 'f')).toBe('f');
    expect(errorMessageFrom(undefined)).toBe(GENERIC_ERROR);
    expect(GENERIC_ERROR).toBe('Something went wrong');
  });
});

describe('roles', () => {
  it('gates the menu sections', () => {
    expect(can('groups', ['user'])).toBe(false);
    expect(can('groups', ['enterpriseNoApi'])).toBe(true);
    expect(can('enterpriseMenu', ['enterprise'])).toBe(false);
    expect(can('enterpriseMenu', ['enterprise', 'dealership'])).toBe(true);
    expect(can('transferDevices', ['k9'])).toBe(true);
    expect(can('batteryGauge', ['superAdmin'])).toBe(true);
    expect(can('batteryGauge', ['dealership'])).toBe(false);
  });
});

describe('route table', () => {
  it('has unique names and paths, and titles pages with the product name', () => {
    expect(new Set(routeTable.map((r) => r.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
    expect(pageTitle('Lodestar', 'Sign in')).toBe('Lodestar | Sign in');
  });
});

describe('sign-up schema', () => {
  it('normalises email and country, and names missing fields', () => {
    const parsed = signupRequestSchema.parse({ name: ' Ada ', email: ' Ada@Example.COM ', country: 'au', password: 'Abcdef1!' });
    expect(parsed).toMatchObject({ name: 'Ada', email: 'ada@example.com', country: 'AU' });
    const missing = signupRequestSchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.message)).toContain('Country is required');
  });
});

describe('canceling a trial', () => {
  const trialEnd = 1_800_000_000;
  const sourceData = {
    status: 'trialing',
    cancel_at_period_end: false,
    pause_collection: null,
    schedule: null,
    trial_end: trialEnd,
    ended_at: null,
    cancellation_reason: null,
  };
  const before = (seconds: number) => trialEnd - seconds;

  it('costs nothing up to 24 hours before the end; after that it charges the first period', () => {
    const trial = { status: 'trialing' as const, sourceData };
    expect(cancelChargesFirstPeriod(trial, before(TRIAL_FREE_CANCEL_NOTICE_SECONDS))).toBe(false);
    expect(cancelChargesFirstPeriod(trial, before(TRIAL_FREE_CANCEL_NOTICE_SECONDS - 1))).toBe(true);
    expect(cancelChargesFirstPeriod({ status: 'active', sourceData }, before(60))).toBe(false);
  });
});
