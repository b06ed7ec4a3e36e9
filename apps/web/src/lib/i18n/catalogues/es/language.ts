import type { language as english } from '../en/language';

export const language = {
  'language.label': 'Idioma',
  'language.saved': 'Idioma guardado',
} satisfies Record<keyof typeof english, string>;
