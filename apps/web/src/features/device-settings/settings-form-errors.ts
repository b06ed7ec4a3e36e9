import type { Translate } from '../../lib/i18n/translate';

interface Issue {
  code: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * Readable texts, in the shown language, for the issues the contract's schemas leave to zod's defaults (an emptied
 * number field reads as NaN, a level outside the range); the schemas' own messages win over these.
 */
export const settingsFormError =
  (t: Translate) =>
  (issue: Issue): string | undefined => {
    if (issue.code === 'invalid_type') return t('messages.fieldRequired');
    if (issue.code === 'too_small' && typeof issue.minimum === 'number')
      return t('deviceSettings.mustBeAtLeast', { minimum: issue.minimum });
    if (issue.code === 'too_big' && typeof issue.maximum === 'number')
      return t('deviceSettings.mustBeAtMost', { maximum: issue.maximum });
    return undefined;
  };
