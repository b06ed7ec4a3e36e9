import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './catalogue';

/** An argument of a rich message: an element set in the text, or a function that wraps a `<tag>…</tag>` of it. */
type RichValue = ReactNode | ((chunks: ReactNode[]) => ReactNode);

/** `useT` for a message that holds elements (a link, an emphasised address): it answers them in the text's order. */
export function useRichT(): (id: MessageId, values: Record<string, RichValue>) => ReactNode {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
