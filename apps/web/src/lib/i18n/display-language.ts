import { DEFAULT_LANGUAGE, type Language } from '@lodestar/contract';

let current: Language = DEFAULT_LANGUAGE;

/**
 * The language the portal shows now, for the code that formats outside React (dates in lists, toasts); the language
 * provider sets it as it renders.
 */
export const displayLanguage = (): Language => current;

export function setDisplayLanguage(language: Language): void {
  current = language;
}
