import type { languages as english } from '../en/languages';

export const languages = {
  'languages.label': 'اللغة',
  'languages.followBrowser': 'مثل متصفحي ({language})',
  'languages.accountDescription':
    'لغة البوابة ولغة الرسائل التي نرسلها إليك. إلى أن تختار لغة، يتبعان لغة متصفحك.',
} satisfies Record<keyof typeof english, string>;
