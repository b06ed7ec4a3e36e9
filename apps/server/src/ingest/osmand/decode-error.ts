import type { DecodedReport, DecodeResult } from '../report.js';

/** A report the decoder refuses; its message goes back to the device as the 400 body. */
export class OsmandDecodeError extends Error {}

export function toDecodeResult(decode: () => DecodedReport): DecodeResult {
  try {
    return { ok: true, report: decode() };
  } catch (error) {
    if (error instanceof OsmandDecodeError) return { ok: false, message: error.message };
    throw error;
  }
}
