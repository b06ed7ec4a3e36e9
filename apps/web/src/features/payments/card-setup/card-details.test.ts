import { NAME_CHARACTERS_MESSAGE } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { cardDetailsOf, cardHolderName } from './card-details';

const typed = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: ' Dana Driver ', postalCode: '2000', country: 'AU' };

describe('the name on a card', () => {
  it('is sent trimmed', () => {
    expect(cardDetailsOf(typed).name).toBe('Dana Driver');
    expect(cardHolderName('Dana Driver\n')).toBe('Dana Driver');
  });

  it('is refused with a line break or a text-direction character inside, before anything is sent', () => {
    for (const name of ['Dana\nDriver', 'Dana\u202EDriver', 'Dana\u2066Driver'])
      expect(() => cardDetailsOf({ ...typed, name })).toThrow(NAME_CHARACTERS_MESSAGE);
  });
});
