import { alertSentence, alertTypes, eventSentence, notificationEventKinds } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../lib/i18n/catalogue';
import { translateIn } from '../../test/translate';
import { notificationSentence } from './notification-sentence';

const english = translateIn('en');
const spanish = translateIn('es', await loadCatalogue('es'));

describe('what a notification says, in the shown language', () => {
  it.each(alertTypes)('an alert (%s) reads in English exactly as the server stored it', (kind) => {
    const message = alertSentence(kind, 'Bike (blue)');
    expect(notificationSentence(english, { kind, message })).toBe(message);
  });

  it.each(notificationEventKinds)('an event (%s) reads in English exactly as the server stored it', (kind) => {
    const message = eventSentence(kind, 'Van 7', 'Ada Lovelace');
    expect(notificationSentence(english, { kind, message })).toBe(message);
  });

  it("writes the names found in the stored sentence into the language's own", () => {
    expect(notificationSentence(spanish, { kind: 'sos', message: alertSentence('sos', 'Bike (blue)') })).toBe(
      'Bike (blue) envió un SOS.',
    );
    expect(
      notificationSentence(spanish, { kind: 'deviceShared', message: eventSentence('deviceShared', 'Van 7', 'Ada') }),
    ).toBe('Ada compartió Van 7 contigo.');
  });

  it('shows a sentence that is not the contract’s as it was stored', () => {
    expect(notificationSentence(spanish, { kind: 'sos', message: 'Something else' })).toBe('Something else');
    expect(notificationSentence(spanish, { kind: 'paymentDue', message: 'Your card was declined.' })).toBe(
      'Your card was declined.',
    );
  });
});
