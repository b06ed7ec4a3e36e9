import type { DecodeResult } from '../report.js';
import { decodeJsonReport } from './decode-json.js';
import { decodeParamsReport } from './decode-params.js';
import { toDecodeResult } from './decode-error.js';

/** Query-string or urlencoded-form parameters (already merged: body wins over query). */
export function decodeOsmandParams(params: Record<string, string>, now: Date): DecodeResult {
  return toDecodeResult(() => decodeParamsReport(params, now));
}

/** The JSON body form. */
export function decodeOsmandJson(body: unknown, now: Date): DecodeResult {
  return toDecodeResult(() => decodeJsonReport(body, now));
}
