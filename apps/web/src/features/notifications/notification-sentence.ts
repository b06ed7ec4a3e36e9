import {
  alertSentence,
  alertTypes,
  eventSentence,
  notificationEventKinds,
  type AlertType,
  type Notification,
  type NotificationEventKind,
} from '@lodestar/contract';
import { contractText } from '../../lib/i18n/contract-text';
import type { Translate } from '../../lib/i18n/translate';

const DEVICE = '\u0001';
const PERSON = '\u0002';

const isAlert = (kind: string): kind is AlertType => (alertTypes as readonly string[]).includes(kind);
const isEvent = (kind: string): kind is NotificationEventKind =>
  (notificationEventKinds as readonly string[]).includes(kind);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The contract's sentence of a kind, its names left as marks, as a pattern that finds those names in a sentence. */
function patternOf(kind: Notification['kind']): RegExp | null {
  const sentence = isAlert(kind)
    ? alertSentence(kind, DEVICE)
    : isEvent(kind)
      ? eventSentence(kind, DEVICE, PERSON)
      : null;
  if (sentence === null) return null;
  const pattern = escapeRegExp(sentence).replace(DEVICE, '(?<device>.+)').replace(PERSON, '(?<person>.+)');
  return new RegExp(`^${pattern}$`, 's');
}

const patterns = new Map<Notification['kind'], RegExp | null>();

/**
 * What a notification says, in the shown language: the server stores the contract's English sentence with the
 * device's (and the other person's) name in it, which are found by the same sentence and written into the language's.
 * A sentence that is not the contract's (an old one, the payer's notice) is shown as the contract's text or as stored.
 */
export function notificationSentence(t: Translate, { kind, message }: Pick<Notification, 'kind' | 'message'>): string {
  if (!patterns.has(kind)) patterns.set(kind, patternOf(kind));
  const names = patterns.get(kind)?.exec(message)?.groups;
  return names ? t(`notifications.sentence.${kind}` as Parameters<Translate>[0], names) : contractText(t, message);
}
