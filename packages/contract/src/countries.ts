import { z } from 'zod';
import { countries } from './country-list.js';

export { countries };
export type CountryCode = (typeof countries)[number]['code'];

/** The countries as people look for them in a list: by name (Åland next to Albania), not by code. */
export const countriesByName = [...countries].sort((a, b) => a.name.localeCompare(b.name, 'en'));

const countryCodes = countries.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export const countrySchema = z
  .string({ error: 'Country is required' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(countryCodes, { error: 'Country is required' }));

export const currencies = ['usd', 'aud', 'nzd', 'eur', 'gbp'] as const;
export const currencySchema = z.enum(currencies);
export type Currency = z.infer<typeof currencySchema>;

export const currencySymbols: Record<Currency, string> = { usd: '$', aud: '$', nzd: '$', eur: '€', gbp: '£' };

/**
 * Countries whose currency is the euro: the euro-area members (Bulgaria since 2026) and the states that use the
 * euro by agreement or in practice (Andorra, Monaco, San Marino, Vatican City, Montenegro) plus the French,
 * Portuguese and Spanish territories with their own ISO codes that use it.
 */
export const euroCountries: ReadonlySet<string> = new Set([
  'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT',
  'SI', 'SK', 'AD', 'MC', 'SM', 'VA', 'ME', 'AX', 'BL', 'GF', 'GP', 'MF', 'MQ', 'PM', 'RE', 'TF', 'YT',
]);

/** A euro country gives eur, Australia aud, New Zealand nzd, United Kingdom gbp, any other usd. */
export function currencyForCountry(country: string | null | undefined): Currency {
  const code = (country ?? '').toUpperCase();
  if (euroCountries.has(code)) return 'eur';
  if (code === 'AU') return 'aud';
  if (code === 'NZ') return 'nzd';
  if (code === 'GB') return 'gbp';
  return 'usd';
}

export function countryName(code: string | null | undefined): string {
  return countries.find((c) => c.code === code)?.name ?? '';
}
