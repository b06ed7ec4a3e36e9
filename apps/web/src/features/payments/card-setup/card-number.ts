/** A card network as the number's first digits tell it: the lengths its numbers have and how they are grouped. */
export interface CardBrand {
  brand: string;
  lengths: readonly number[];
  /** The digits of each group as the card prints them; the last group takes the rest. */
  groups: readonly number[];
  cvcLength: number;
}

const FOURS = [4, 4, 4, 4, 4];

// The networks Stripe accepts, by their numbers' prefixes (Stripe.js checks numbers the same way before sending).
const BRANDS: readonly (CardBrand & { prefix: RegExp })[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], groups: [4, 6, 5], cvcLength: 4 },
  { brand: 'diners', prefix: /^3(0[0-5]|[689])/, lengths: [14, 16, 19], groups: [4, 6, 4], cvcLength: 3 },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], groups: FOURS, cvcLength: 3 },
  {
    brand: 'mastercard',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/,
    lengths: [16],
    groups: FOURS,
    cvcLength: 3,
  },
  { brand: 'discover', prefix: /^(6011|65|64[4-9])/, lengths: [16, 19], groups: FOURS, cvcLength: 3 },
  { brand: 'jcb', prefix: /^35/, lengths: [16, 17, 18, 19], groups: FOURS, cvcLength: 3 },
  { brand: 'unionpay', prefix: /^62/, lengths: [16, 17, 18, 19], groups: FOURS, cvcLength: 3 },
];
const UNKNOWN: CardBrand = { brand: 'unknown', lengths: [16, 17, 18, 19], groups: FOURS, cvcLength: 3 };

export const digitsOf = (typed: string) => typed.replace(/\D/g, '');

/** The network of a number (its digits), or `unknown` with the common lengths. */
export function cardBrandOf(digits: string): CardBrand {
  return BRANDS.find((brand) => brand.prefix.test(digits)) ?? UNKNOWN;
}

/** A 14-digit Diners number is grouped 4-6-4; its longer numbers, as every other, in fours. */
function groupsOf(digits: string): readonly number[] {
  const { brand, groups } = cardBrandOf(digits);
  return brand === 'diners' && digits.length > 14 ? FOURS : groups;
}

/** The number as typed, grouped as the card prints it (4242 4242 4242 4242; Amex 3782 822463 10005), cut at its longest length. */
export function formatCardNumber(typed: string): string {
  const digits = digitsOf(typed).slice(0, Math.max(...cardBrandOf(digitsOf(typed)).lengths));
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsOf(digits)) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/**
 * The expiry as typed, written MM / YY: a first digit above 1 is a month of its own (4 → 04 / ; 13 → 01 / 3), and
 * the separator comes once the month is whole, except while the person is deleting.
 */
export function formatExpiry(typed: string, deleting: boolean): string {
  let digits = digitsOf(typed);
  if (/^([2-9]|1[3-9])/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
  return digits.length === 2 && !deleting ? `${digits} / ` : digits;
}

/** The security code as typed: digits only, at most four. */
export const formatCvc = (typed: string) => digitsOf(typed).slice(0, 4);
