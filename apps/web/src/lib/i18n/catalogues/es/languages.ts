import type { languages as english } from '../en/languages';

export const languages = {
  'languages.label': 'Idioma',
  'languages.followBrowser': 'Como mi navegador ({language})',
  'languages.accountDescription':
    'El idioma del portal y de los correos que te enviamos. Hasta que elijas uno, ambos siguen a tu navegador.',
} satisfies Record<keyof typeof english, string>;
