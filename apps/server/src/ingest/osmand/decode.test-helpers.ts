import type { DecodedPosition, DecodeResult } from '../report.js';

/** The decoders' clock in their tests. */
export const now = new Date('2025-06-01T12:00:00Z');

export function positionOf(result: DecodeResult): DecodedPosition {
  if (!result.ok) throw new Error(`expected a report, got: ${result.message}`);
  if (!result.report.position) throw new Error('expected a position');
  return result.report.position;
}

export function messageOf(result: DecodeResult): string {
  if (result.ok) throw new Error('expected the report to be refused');
  return result.message;
}
