import { describe, expect, it } from 'vitest';
import { pickLanguage, textDirectionOf } from './languages.js';

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
