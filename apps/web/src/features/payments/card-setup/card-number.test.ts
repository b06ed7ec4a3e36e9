import { describe, expect, it } from 'vitest';
import { passesLuhn } from '@lodestar/contract';
import { cardBrandOf, formatCardNumber, formatCvc, formatExpiry } from './card-number';

describe('the card number as typed', () => {
  it('is grouped in fours, American Express 4-6-5 and a 14-digit Diners card 4-6-4, cut at its longest length', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('3782 8224 6310 005')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005');
    expect(formatCardNumber('36227206271667')).toBe('3622 720627 1667');
    expect(formatCardNumber('5555-5555-5555-4444-1')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('abc')).toBe('');
  });

  it("tells the network by the number's first digits", () => {
    expect(cardBrandOf('4242').brand).toBe('visa');
    expect(cardBrandOf('2223').brand).toBe('mastercard');
    expect(cardBrandOf('37').brand).toBe('amex');
    expect(cardBrandOf('9999').brand).toBe('unknown');
  });

  it("passes Luhn's check for Stripe's test cards only", () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});

describe('the expiry as typed', () => {
  it('reads MM / YY, the separator added once the month is whole', () => {
    expect(formatExpiry('1', false)).toBe('1');
    expect(formatExpiry('12', false)).toBe('12 / ');
    expect(formatExpiry('12 / 3', false)).toBe('12 / 3');
    expect(formatExpiry('1234', false)).toBe('12 / 34');
    expect(formatExpiry('12/345', false)).toBe('12 / 34');
  });

  it('makes a month of a first digit above 1, and of 1 followed by more than 2', () => {
    expect(formatExpiry('4', false)).toBe('04 / ');
    expect(formatExpiry('13', false)).toBe('01 / 3');
  });

  it('lets the separator be deleted', () => {
    expect(formatExpiry('12 /', true)).toBe('12');
  });
});

it('keeps only the digits of the security code, at most four', () => {
  expect(formatCvc('1a2b3c45')).toBe('1234');
});
