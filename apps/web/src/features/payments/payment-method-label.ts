import { cardBrandName, type PaymentMethod } from '@lodestar/contract';
import { ownDirection } from '../../lib/i18n/bidi-text';
import type { Translate } from '../../lib/i18n/translate';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/** A saved method as the list shows it: Visa •••• 4242, exp 04/29; a Link account by its email; a bank by name. */
export function methodLabel({ type, card, link, bank }: PaymentMethod, t: Translate): string {
  if (type === 'card' && card)
    return t('payments.method.card', {
      brand: cardBrandName(card.brand),
      last4: card.last4,
      month: twoDigits(card.exp_month),
      year: twoDigits(card.exp_year),
    });
  if (type === 'link') return `Link ${link?.email ?? ''}`.trim();
  // Set apart in Arabic, so that the bank's name, the dots and the digits keep their order.
  return ownDirection(`${bank?.bank_name ?? t('payments.method.bank')} •••• ${bank?.last4 ?? ''}`);
}
