const signatures: [prefix: string, mime: string][] = [
  ['/9j/', 'image/jpeg'],
  ['iVBOR', 'image/png'],
  ['R0lG', 'image/gif'],
  ['UklGR', 'image/webp'],
  ['PHN2Zy', 'image/svg+xml'],
];

/** Pictures arrive as base64 without a prefix; an <img> wants a data: URL. */
export function pictureDataUrl(base64: string): string | undefined {
  if (!base64) return undefined;
  if (base64.startsWith('data:')) return base64;
  const mime = signatures.find(([prefix]) => base64.startsWith(prefix))?.[1] ?? 'image/png';
  return `data:${mime};base64,${base64}`;
}
