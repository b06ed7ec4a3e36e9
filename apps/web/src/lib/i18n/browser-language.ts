import { DEFAULT_LANGUAGE, pickLanguage, type Language } from '@lodestar/contract';
import { isOffered } from './offered-languages';

/** The first of the browser's own languages that the portal offers, as the sign-in page and a new account start from. */
export function browserLanguage(): Language {
  const picked = pickLanguage(navigator.languages ?? [navigator.language]);
  return isOffered(picked) ? picked : DEFAULT_LANGUAGE;
}
