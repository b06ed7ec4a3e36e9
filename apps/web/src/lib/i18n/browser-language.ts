import { pickLanguage, type Language } from '@lodestar/contract';

/** The first of the browser's own languages that the portal speaks (else English), as a visitor's first page shows. */
export const browserLanguage = (): Language => pickLanguage(navigator.languages ?? [navigator.language]);
