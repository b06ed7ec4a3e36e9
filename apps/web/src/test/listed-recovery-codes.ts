import { within } from '@testing-library/react';

/** The recovery codes a dialog lists, in their order. */
export function listedRecoveryCodes(dialog: HTMLElement) {
  const list = within(dialog).getByRole('list', { name: 'Recovery codes' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}
