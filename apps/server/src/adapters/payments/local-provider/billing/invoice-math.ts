import type { AppliedDiscount } from './discounts.js';
import type { LineDraft, TaxRate } from './model.js';

export interface InvoiceAmounts {
  subtotal: number;
  /** Per line, the discount amounts by discount id. */
  lineDiscounts: Map<string, number>[];
  /** Per line, the tax amounts by tax rate id. */
  lineTaxes: Map<string, number>[];
  discountTotals: Map<string, number>;
  taxTotals: Map<string, { amount: number; taxable: number }>;
  total: number;
}

/** Rounds half away from zero, so a credit rounds like the charge it mirrors. */
export function roundMinor(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Splits `total` over `parts` in proportion; the last part takes the rounding rest so the shares add up exactly. */
function allocate(total: number, parts: number[]): number[] {
  const sum = parts.reduce((a, b) => a + b, 0);
  if (parts.length === 0) return [];
  if (sum === 0) return parts.map((_, index) => (index === parts.length - 1 ? total : 0));
  const shares = parts.map((part) => roundMinor((total * part) / sum));
  shares[shares.length - 1] = total - shares.slice(0, -1).reduce((a, b) => a + b, 0);
  return shares;
}

function appliesTo(discount: AppliedDiscount, line: LineDraft): boolean {
  const products = discount.coupon.applies_to?.products;
  return !products || products.length === 0 || (line.price !== null && products.includes(line.price.product));
}

/**
 * Discounts come off the invoice's eligible lines (percent: of their sum; amount: at most their sum), then each
 * exclusive tax rate is `round(subtotal after discounts × percentage / 100)` for the whole invoice, spread over lines.
 */
export function invoiceAmounts(lines: LineDraft[], discounts: AppliedDiscount[], taxRates: TaxRate[]): InvoiceAmounts {
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const lineDiscounts = lines.map(() => new Map<string, number>());
  const discountTotals = new Map<string, number>();
  for (const applied of discounts) {
    const eligible = lines.map((line, index) => ({ line, index })).filter(({ line }) => appliesTo(applied, line));
    const base = eligible.reduce((sum, { line }) => sum + line.amount, 0);
    const { percent_off: percent, amount_off: amountOff } = applied.coupon;
    const amount = percent != null ? roundMinor((base * percent) / 100) : Math.min(amountOff ?? 0, Math.max(0, base));
    const shares = allocate(
      amount,
      eligible.map(({ line }) => line.amount),
    );
    eligible.forEach(({ index }, position) => lineDiscounts[index]!.set(applied.discount.id, shares[position]!));
    discountTotals.set(applied.discount.id, amount);
  }
  const taxable = lines.map(
    (line, index) => line.amount - [...lineDiscounts[index]!.values()].reduce((a, b) => a + b, 0),
  );
  const taxableTotal = taxable.reduce((a, b) => a + b, 0);
  const lineTaxes = lines.map(() => new Map<string, number>());
  const taxTotals = new Map<string, { amount: number; taxable: number }>();
  for (const rate of taxRates) {
    const amount = roundMinor((taxableTotal * rate.percentage) / 100);
    allocate(amount, taxable).forEach((share, index) => lineTaxes[index]!.set(rate.id, share));
    taxTotals.set(rate.id, { amount, taxable: taxableTotal });
  }
  const discountSum = [...discountTotals.values()].reduce((a, b) => a + b, 0);
  const taxSum = [...taxTotals.values()].reduce((a, b) => a + b.amount, 0);
  return { subtotal, lineDiscounts, lineTaxes, discountTotals, taxTotals, total: subtotal - discountSum + taxSum };
}
