import type { PaymentMethod } from '@lodestar/contract';

const twoDigits = (value: number) => String(value % 100).padStart(2, '0');

/** The card networks' own names, as the provider's brand codes stand for them. */
const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};
const brandName = (brand: string) => BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);

/** A saved method as the list shows it: Visa •••• 4242, exp 04/29; a Link account by its email; a bank by name. */
export function methodLabel({ type, card, link, bank }: PaymentMethod): string {
  if (type === 'card' && card)
    return `${brandName(card.brand)} •••• ${card.last4}, exp ${twoDigits(card.exp_month)}/${twoDigits(card.exp_year)}`;
  if (type === 'link') return `Link ${link?.email ?? ''}`.trim();
  return `${bank?.bank_name ?? 'Bank'} •••• ${bank?.last4 ?? ''}`;
}
