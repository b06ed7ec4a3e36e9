import { cardBrandName, type PaymentMethod } from '@lodestar/contract';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/** A saved method as the list shows it: Visa •••• 4242, exp 04/29; a Link account by its email; a bank by name. */
export function methodLabel({ type, card, link, bank }: PaymentMethod): string {
  if (type === 'card' && card)
    return `${cardBrandName(card.brand)} •••• ${card.last4}, exp ${twoDigits(card.exp_month)}/${twoDigits(card.exp_year)}`;
  if (type === 'link') return `Link ${link?.email ?? ''}`.trim();
  return `${bank?.bank_name ?? 'Bank'} •••• ${bank?.last4 ?? ''}`;
}
