import { expect, type Locator } from '@playwright/test';

/** Types a card into the local provider's card form (of the payment popup, or of Add payment method). */
export async function typeCard(payment: Locator, number: string) {
  await payment.getByRole('textbox', { name: 'Card number' }).fill(number);
  const nextYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  await payment.getByRole('textbox', { name: 'MM/YY' }).fill(`12/${nextYear}`);
  await payment.getByRole('textbox', { name: 'CVC' }).fill('123');
  await payment.getByRole('textbox', { name: 'Name on card' }).fill('Pat Cardholder');
  await payment.getByRole('textbox', { name: 'Postcode' }).fill('2000');
  await expect(payment.getByRole('combobox', { name: 'Country' })).toHaveValue('AU');
}
