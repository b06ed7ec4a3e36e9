import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { Translate } from './translate';

/** The message `id` of the shown language, its ICU arguments filled in (plurals, numbers and dates by the language). */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}
