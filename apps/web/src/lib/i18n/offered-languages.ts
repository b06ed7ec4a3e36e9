import type { Language } from '@lodestar/contract';

/**
 * The languages the portal offers: those whose catalogue covers every screen. Spanish, German and Arabic catalogues
 * exist and are checked, but a language is offered only once no screen would show it half in English.
 */
export const offeredLanguages: readonly Language[] = ['en'];

export const isOffered = (language: Language): boolean => offeredLanguages.includes(language);
