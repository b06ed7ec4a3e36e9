/** The language menus (the sign-in page, Account settings). */
export const language = {
  'language.label': 'Language',
  'language.saved': 'Language saved',
} as const;
