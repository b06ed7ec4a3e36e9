import { describe, expect, it } from 'vitest';
import { asLanguage, pickLanguage, spokenLanguageOf, textDirectionOf } from './languages.js';

describe('the portal language of a browser', () => {
  it('takes the first preferred language the portal speaks, by its primary subtag', () => {
    expect(pickLanguage(['fr-FR', 'es-MX', 'de'])).toBe('es');
    expect(pickLanguage(['DE_at'])).toBe('de');
    expect(pickLanguage(['ar-EG', 'en'])).toBe('ar');
  });

  it('falls back to English', () => {
    expect(pickLanguage(['fr', 'it'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('writes Arabic right to left, the others left to right', () => {
    expect(['en', 'es', 'de', 'ar'].map((language) => textDirectionOf(language as 'en'))).toEqual(['ltr', 'ltr', 'ltr', 'rtl']);
  });
});

describe('languages the portal speaks, or none', () => {
  it('tells when no preferred language is one the portal speaks, rather than answering English', () => {
    expect(spokenLanguageOf(['fr-FR', '*'])).toBeNull();
    expect(spokenLanguageOf(['fr-FR', 'en-GB'])).toBe('en');
  });

  it('reads a stored value as a language only when it is one', () => {
    expect(asLanguage('de')).toBe('de');
    expect(asLanguage('fr')).toBeNull();
    expect(asLanguage(null)).toBeNull();
  });
});
