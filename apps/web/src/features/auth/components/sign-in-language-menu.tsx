import type { Language } from '@lodestar/contract';
import { LanguageSelect } from '../../../components/language-select';
import { changeLanguage, useShownLanguage } from '../../../lib/i18n/language-provider';

/** The sign-in pages' language menu: the choice is kept in this browser, and an account's saved one wins once signed in. */
export function SignInLanguageMenu() {
  const shown = useShownLanguage();
  return (
    <LanguageSelect
      size="small"
      value={shown}
      onChange={(language: Language | null) => void changeLanguage(language ?? shown)}
    />
  );
}
