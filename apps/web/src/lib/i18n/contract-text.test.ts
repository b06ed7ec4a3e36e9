import { billingMessages, messages } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { translateIn } from '../../test/translate';
import { loadCatalogue } from './catalogue';
import { contractText } from './contract-text';

const german = translateIn('de', await loadCatalogue('de'));

describe("the contract's texts in the shown language", () => {
  it('finds a text of the contract, as the server answered it', () => {
    expect(contractText(german, messages.permissionDenied)).toBe(german('messages.permissionDenied'));
    expect(contractText(german, messages.permissionDenied)).not.toBe(messages.permissionDenied);
  });

  it('finds sentences of the contract that the server joined with a space', () => {
    const joined = `${billingMessages.paymentNotAuthenticated} ${billingMessages.nothingBought}`;
    expect(contractText(german, joined)).toBe(
      `${german('billingMessages.paymentNotAuthenticated')} ${german('billingMessages.nothingBought')}`,
    );
  });

  it('keeps a text the contract does not hold, as written', () => {
    expect(contractText(german, 'No device has the serial number LS-1.')).toBe('No device has the serial number LS-1.');
    expect(contractText(german, `${messages.permissionDenied} LS-1`)).toBe(`${messages.permissionDenied} LS-1`);
  });

  it('writes English as the contract does', () => {
    expect(contractText(translateIn('en'), messages.permissionDenied)).toBe(messages.permissionDenied);
  });
});
