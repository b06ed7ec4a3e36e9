import TextField from '@mui/material/TextField';
import { languageNames, languages, type Language } from '@lodestar/contract';
import { useT } from '../lib/i18n/use-t';

/** The value of the choice that follows the browser's languages. */
const FOLLOW_BROWSER = '';

interface LanguageSelectProps {
  value: Language | null;
  onChange: (language: Language | null) => void;
  /** The browser's own language, named in a first choice that follows it; without it, a language must be chosen. */
  browserLanguage?: Language;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/** A native select of the portal's languages, each named in itself, so a reader finds theirs in any language. */
export function LanguageSelect({ value, onChange, browserLanguage, disabled = false, size }: LanguageSelectProps) {
  const t = useT();
  return (
    <TextField
      select
      label={t('languages.label')}
      value={value ?? FOLLOW_BROWSER}
      disabled={disabled}
      size={size}
      onChange={(event) => onChange(event.target.value === FOLLOW_BROWSER ? null : (event.target.value as Language))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {browserLanguage && (
        <option value={FOLLOW_BROWSER}>
          {t('languages.followBrowser', { language: languageNames[browserLanguage] })}
        </option>
      )}
      {languages.map((language) => (
        <option key={language} value={language} lang={language}>
          {languageNames[language]}
        </option>
      ))}
    </TextField>
  );
}
