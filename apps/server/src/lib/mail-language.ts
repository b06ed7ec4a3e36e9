import { asLanguage, DEFAULT_LANGUAGE, type Language } from '@lodestar/contract';

/** The languages an account's mails can follow: the one it chose, else the one its browser last showed. */
export interface LanguagesOfAccount {
  language: Language | null;
  browserLanguage: Language | null;
}

/** The language an account reads its mails in: the one it chose, else its browser's, else English. */
export const mailLanguageOf = (account: LanguagesOfAccount): Language =>
  asLanguage(account.language) ?? asLanguage(account.browserLanguage) ?? DEFAULT_LANGUAGE;
