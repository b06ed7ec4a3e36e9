import type { languages as english } from '../en/languages';

export const languages = {
  'languages.label': 'Sprache',
  'languages.followBrowser': 'Wie mein Browser ({language})',
  'languages.accountDescription':
    'Die Sprache des Portals und der E-Mails, die wir dir senden. Bis du eine wählst, folgen beide deinem Browser.',
} satisfies Record<keyof typeof english, string>;
