import { NAME_CHARACTERS_MESSAGE } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { translateIn } from '../../../test/translate';
import { cardDetailsOf, cardFieldErrors, cardHolderName } from './card-details';

const t = translateIn();
/** Stripe.js's words for what it refuses before sending. */
const cardFieldMessages = {
  incompleteNumber: 'Your card number is incomplete.',
  invalidNumber: 'Your card number is invalid.',
  incompleteExpiry: "Your card's expiration date is incomplete.",
  invalidMonth: "Your card's expiration month is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  incompleteCvc: "Your card's security code is incomplete.",
  invalidCvc: "Your card's security code is invalid.",
};

const typed = {
  number: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  name: ' Dana Driver ',
  postalCode: '2000',
  country: 'AU',
};
const now = new Date(2026, 4, 20);

describe('the name on a card', () => {
  it('is sent trimmed', () => {
    expect(cardDetailsOf(typed, now, t).name).toBe('Dana Driver');
    expect(cardHolderName('Dana Driver\n', t)).toBe('Dana Driver');
  });

  it('is refused with a line break or a text-direction character inside, before anything is sent', () => {
    for (const name of ['Dana\nDriver', 'Dana\u202EDriver', 'Dana\u2066Driver'])
      expect(() => cardDetailsOf({ ...typed, name }, now, t)).toThrow(NAME_CHARACTERS_MESSAGE);
  });
});

describe('the card fields, checked before sending', () => {
  it('sends a valid card as the provider takes it', () => {
    expect(cardFieldErrors(typed, now, t)).toEqual({});
    expect(cardDetailsOf(typed, now, t)).toMatchObject({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    expect(cardDetailsOf({ ...typed, number: '3782 822463 10005', cvc: '1234' }, now, t).number).toBe(
      '378282246310005',
    );
  });

  it('asks for the card details when none are typed', () => {
    expect(cardFieldErrors({ ...typed, number: '', expiry: '', cvc: '' }, now, t)).toEqual({
      number: 'Please add card details',
    });
  });

  it("refuses a number too short for its network, of a length it never has, or failing Luhn's check", () => {
    expect(cardFieldErrors({ ...typed, number: '4242 4242 4242' }, now, t).number).toBe(
      cardFieldMessages.incompleteNumber,
    );
    expect(cardFieldErrors({ ...typed, number: '4242 4242 4242 42424' }, now, t).number).toBe(
      cardFieldMessages.invalidNumber,
    );
    expect(cardFieldErrors({ ...typed, number: '4242 4242 4242 4241' }, now, t).number).toBe(
      cardFieldMessages.invalidNumber,
    );
    expect(cardFieldErrors({ ...typed, number: '5555 5555 5555 4444' }, now, t).number).toBeUndefined();
  });

  it('refuses an expiry that is incomplete, not a month, or in the past; this month is still good', () => {
    const expiryError = (expiry: string) => cardFieldErrors({ ...typed, expiry }, now, t).expiry;
    expect(expiryError('12 / ')).toBe(cardFieldMessages.incompleteExpiry);
    expect(expiryError('13 / 30')).toBe(cardFieldMessages.invalidMonth);
    expect(expiryError('00 / 30')).toBe(cardFieldMessages.invalidMonth);
    expect(expiryError('04 / 26')).toBe(cardFieldMessages.expiryInPast);
    expect(expiryError('12 / 25')).toBe(cardFieldMessages.expiryInPast);
    expect(expiryError('05 / 26')).toBeUndefined();
  });

  it('wants 3 digits of security code, 4 for American Express', () => {
    const cvcError = (number: string, cvc: string) => cardFieldErrors({ ...typed, number, cvc }, now, t).cvc;
    expect(cvcError('4242424242424242', '12')).toBe(cardFieldMessages.incompleteCvc);
    expect(cvcError('4242424242424242', '1234')).toBe(cardFieldMessages.invalidCvc);
    expect(cvcError('378282246310005', '123')).toBe(cardFieldMessages.incompleteCvc);
    expect(cvcError('378282246310005', '1234')).toBeUndefined();
  });

  it('throws the first field in error, naming it', () => {
    expect(() => cardDetailsOf({ ...typed, expiry: '01 / 20', cvc: '1' }, now, t)).toThrow(
      expect.objectContaining({ message: cardFieldMessages.expiryInPast, field: 'expiry' }),
    );
  });
});
