import { OsmandDecodeError } from './decode-error.js';

export interface NumberRange {
  min?: number;
  max?: number;
  wholeNumber?: boolean;
  unit?: string;
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A finite decimal number, or null. Stricter than Number(), which also takes '', ' ', '0x1f' and 'Infinity'. */
export function parseDecimal(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function isInRange(value: number, range: NumberRange): boolean {
  return (
    (range.min === undefined || value >= range.min) &&
    (range.max === undefined || value <= range.max) &&
    (!range.wholeNumber || Number.isInteger(value))
  );
}

export function checkRange(value: number, name: string, range: NumberRange): number {
  if (!isInRange(value, range)) throw new OsmandDecodeError(rangeMessage(name, range));
  return value;
}

/** Parses a decimal text and checks its range; both failures give the same message. */
export function parseNumberInRange(text: string, name: string, range: NumberRange): number {
  const value = parseDecimal(text);
  if (value === null) throw new OsmandDecodeError(rangeMessage(name, range));
  return checkRange(value, name, range);
}

function rangeMessage(name: string, range: NumberRange): string {
  const kind = range.wholeNumber ? 'a whole number' : 'a number';
  const unit = range.unit === undefined ? '' : ` of ${range.unit}`;
  return `${name} must be ${kind}${unit}${boundsText(range)}.`;
}

function boundsText({ min, max }: NumberRange): string {
  if (min !== undefined && max !== undefined) return ` between ${formatBound(min)} and ${formatBound(max)}`;
  if (min !== undefined) return `, ${formatBound(min)} or more`;
  if (max !== undefined) return `, at most ${formatBound(max)}`;
  return '';
}

function formatBound(bound: number): string {
  return String(Math.round(bound * 10) / 10);
}
