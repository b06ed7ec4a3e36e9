import type { language as english } from '../en/language';

export const language = {
  'language.label': 'Sprache',
  'language.saved': 'Sprache gespeichert',
} satisfies Record<keyof typeof english, string>;
