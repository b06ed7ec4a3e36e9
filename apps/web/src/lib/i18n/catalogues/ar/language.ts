import type { language as english } from '../en/language';

export const language = {
  'language.label': 'اللغة',
  'language.saved': 'تم حفظ اللغة',
} satisfies Record<keyof typeof english, string>;
