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

/** The invoice's default rates, then any rate a line has of its own. */
function ratesOf(lines: LineDraft[], defaults: TaxRate[]): Map<string, TaxRate> {
  const rates = new Map(defaults.map((rate) => [rate.id, rate]));
  for (const rate of lines.flatMap((line) => line.taxRates ?? [])) rates.set(rate.id, rate);
  return rates;
}

/**
 * Discounts come off the invoice's eligible lines (percent: of their sum; amount: at most their sum), then each
 * exclusive tax rate is `round(taxable sum of the lines it applies to × percentage / 100)`, spread over those lines. A
 * line's own rates replace the invoice's default ones.
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
  const lineTaxes = lines.map(() => new Map<string, number>());
  const taxTotals = new Map<string, { amount: number; taxable: number }>();
  for (const rate of ratesOf(lines, taxRates).values()) {
    const applies = lines.map((line) => (line.taxRates ?? taxRates).some((own) => own.id === rate.id));
    const base = taxable.map((amount, index) => (applies[index] ? amount : 0));
    const baseTotal = base.reduce((a, b) => a + b, 0);
    const amount = roundMinor((baseTotal * rate.percentage) / 100);
    allocate(amount, base).forEach((share, index) => {
      if (applies[index]) lineTaxes[index]!.set(rate.id, share);
    });
    taxTotals.set(rate.id, { amount, taxable: baseTotal });
  }
  const discountSum = [...discountTotals.values()].reduce((a, b) => a + b, 0);
  const taxSum = [...taxTotals.values()].reduce((a, b) => a + b.amount, 0);
  return { subtotal, lineDiscounts, lineTaxes, discountTotals, taxTotals, total: subtotal - discountSum + taxSum };
}
