import { useCallback } from 'react';
import type { MessageId } from './catalogue';
import { contract } from './catalogues/en/contract';
import type { Translate } from './translate';
import { useT } from './use-t';

const fromIcuLiteral = (message: string) => message.replace(/'([{}])'/g, '$1').replace(/''/g, "'");

const idByText = new Map<string, MessageId>(
  (Object.entries(contract) as [MessageId, string][]).reverse().map(([id, message]) => [fromIcuLiteral(message), id]),
);

/** The text in the shown language if it is one of the contract's, or several of them joined by spaces. */
function translated(t: Translate, text: string): string | undefined {
  const id = idByText.get(text);
  if (id) return t(id);
  for (let space = text.indexOf(' '); space !== -1; space = text.indexOf(' ', space + 1)) {
    const head = idByText.get(text.slice(0, space));
    const rest = head && translated(t, text.slice(space + 1));
    if (head && rest !== undefined) return `${t(head)} ${rest}`;
  }
  return undefined;
}

/**
 * A text of the contract (a server's answer, a shared schema's refusal; the server joins two sentences with a space,
 * "The card was declined. Nothing was bought.") in the shown language; a text the contract does not hold (one the
 * server wrote a name or a number into) stays as the server wrote it.
 */
export function contractText(t: Translate, text: string): string {
  return translated(t, text) ?? text;
}

/** `contractText` in the shown language. */
export function useContractText(): (text: string) => string {
  const t = useT();
  return useCallback((text: string) => contractText(t, text), [t]);
}
