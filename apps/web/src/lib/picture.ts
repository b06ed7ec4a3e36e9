import { pictureMediaType } from '@lodestar/contract';

/** Pictures arrive as base64 without a prefix; an <img> wants a data: URL. */
export function pictureDataUrl(base64: string): string | undefined {
  if (!base64) return undefined;
  if (base64.startsWith('data:')) return base64;
  return `data:${pictureMediaType(base64)};base64,${base64}`;
}
