import type { Price } from './model.js';

/** An amount in minor units as Stripe prints it on lines, e.g. `$9.99`, `€10.00`, `¥1,000`. */
export function money(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

function cadence(price: Price): string {
  const recurring = price.recurring;
  if (!recurring) return '';
  return recurring.interval_count === 1
    ? ` / ${recurring.interval}`
    : ` every ${recurring.interval_count} ${recurring.interval}s`;
}

/** "1 × Plan (at $9.99 / month)" */
export function planLine(name: string, price: Price, quantity: number): string {
  return `${quantity} × ${name} (at ${money(price.unit_amount ?? 0, price.currency)}${cadence(price)})`;
}

export function trialLine(name: string): string {
  return `Trial period for ${name}`;
}

function day(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function unusedLine(name: string, quantity: number, after: number): string {
  return `Unused time on ${quantity > 1 ? `${quantity} × ` : ''}${name} after ${day(after)}`;
}

export function remainingLine(name: string, quantity: number, after: number): string {
  return `Remaining time on ${quantity > 1 ? `${quantity} × ` : ''}${name} after ${day(after)}`;
}

export function oneTimeLine(name: string, quantity: number): string {
  return quantity > 1 ? `${quantity} × ${name}` : name;
}
