/** The language menus: the sign-in page's (kept in this browser) and the account's (saved with it). */
export const languages = {
  'languages.label': 'Language',
  'languages.followBrowser': 'As my browser ({language})',
  'languages.accountDescription':
    'The language of the portal and of the emails we send you. Until you choose one, both follow your browser.',
} as const;
