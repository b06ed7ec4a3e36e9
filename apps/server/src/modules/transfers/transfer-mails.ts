import type { Language } from '@lodestar/contract';
import {
  composeMail,
  greeting,
  mailTextsIn,
  type Mailer,
  type MailContext,
  type MailMessage,
} from '../../adapters/mail/index.js';
import { dateOf } from '../../lib/day-of.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import { mailLanguageOf, type LanguagesOfAccount } from '../../lib/mail-language.js';
import type { NotificationsService } from '../notifications/index.js';
import { planNameIn } from '../payments/index.js';
import { transferMailTexts } from './transfer-mail-texts.js';

export interface Party extends LanguagesOfAccount {
  id: string;
  email: string;
  name: string;
  /** The time zone the party's mails write dates in. */
  timezone: string | null;
}

/**
 * To a person a seller made an account for: the link that sets their password, which also proves their address. It
 * is written in the seller's language (the new account has none yet).
 */
export function receiverWelcomeMail(
  ctx: MailContext,
  { to, name, language }: { to: string; name: string; language: Language },
  token: string,
  seller: Pick<Party, 'name' | 'email'>,
): MailMessage {
  const t = mailTextsIn(transferMailTexts, language);
  const product = ctx.productName;
  return composeMail(ctx, {
    to,
    language,
    subject: t('welcomeSubject', { product }),
    lines: [
      greeting(language, name),
      t('welcomeLine', { seller: seller.name, sellerEmail: seller.email, product }),
      t('welcomeChoose'),
    ],
    actions: [{ label: t('welcomeAction'), url: `${ctx.publicUrl}/choosePassword?token=${encodeURIComponent(token)}` }],
    footer: t('welcomeFooter', { seller: seller.name, product, resetUrl: `${ctx.publicUrl}/reset` }),
  });
}

export interface TransferNotice {
  seller: Party;
  receiver: Party;
  deviceId: string;
  deviceName: string;
  deviceUUID: string;
  planName: string;
  /** The end of the term the seller paid for. */
  paidUntil: Date;
}

/** What a transfer's notices say whichever way it ended: who, which device, which plan. */
export type SaleNotice = Omit<TransferNotice, 'paidUntil'>;

/** The notice of a sale from its parties, its device and its plan's name. */
export function saleNotice(sale: {
  seller: Party;
  receiver: Party;
  device: { id: string; name: string; deviceUUID: string };
  planName: string;
}): SaleNotice {
  const { seller, receiver, device, planName } = sale;
  const party = ({ id, email, name, timezone, language, browserLanguage }: Party) => ({
    id,
    email,
    name,
    timezone,
    language,
    browserLanguage,
  });
  return {
    seller: party(seller),
    receiver: party(receiver),
    deviceId: device.id,
    deviceName: device.name,
    deviceUUID: device.deviceUUID,
    planName,
  };
}

/** The notice of a finished sale: `paidUntil` is the end of the term paid for, in provider seconds. */
export const transferNotice = (sale: SaleNotice, paidUntil: number): TransferNotice => ({
  ...sale,
  paidUntil: new Date(paidUntil * 1000),
});

/** The transfer mails' texts in the language of `reader` (one side of the transfer), and what they say of the sale. */
function textsFor(notice: TransferNotice, reader: Party) {
  const language = mailLanguageOf(reader);
  return {
    t: mailTextsIn(transferMailTexts, language),
    language,
    device: notice.deviceName,
    serial: notice.deviceUUID,
    plan: planNameIn(language, notice.planName),
    date: dateOf(notice.paidUntil, reader.timezone, language),
  };
}

/** To the receiver: the device is theirs, with its plan paid until a date; after that it renews on their card. */
export function deviceReceivedMail(ctx: MailContext, notice: TransferNotice): MailMessage {
  const { seller, receiver } = notice;
  const { t, language, device, serial, plan, date } = textsFor(notice, receiver);
  const product = ctx.productName;
  return composeMail(ctx, {
    to: receiver.email,
    language,
    subject: t('receivedSubject', { device, product }),
    lines: [
      greeting(language, receiver.name),
      t('receivedLine', { seller: seller.name, sellerEmail: seller.email, device, serial }),
      t('receivedPlan', { plan, date }),
    ],
    actions: [{ label: t('receivedAction'), url: `${ctx.publicUrl}/device/${encodeURIComponent(serial)}` }],
    footer: t('receivedFooter', { product }),
  });
}

/** To the seller: the device has left their account; the payment is in their payment history. */
export function deviceHandedOverMail(ctx: MailContext, notice: TransferNotice): MailMessage {
  const { seller, receiver } = notice;
  const { t, language, device, serial, plan, date } = textsFor(notice, seller);
  return composeMail(ctx, {
    to: seller.email,
    language,
    subject: t('handedSubject', { device, receiver: receiver.name }),
    lines: [
      greeting(language, seller.name),
      t('handedLine', { device, serial, receiver: receiver.name, receiverEmail: receiver.email, plan, date }),
      t('handedLeft'),
    ],
    actions: [{ label: t('handedAction'), url: `${ctx.publicUrl}/user/payments` }],
    footer: t('handedFooter', { product: ctx.productName }),
  });
}

/**
 * Tells both sides of a finished transfer after the answer, in their notification centres and by mail; a notice
 * that fails is logged, the transfer stands.
 */
export function createTransferNotices({
  mailer,
  mail,
  notifications,
  backgroundWork,
}: {
  mailer: Mailer;
  mail: MailContext;
  notifications: Pick<NotificationsService, 'tellEvent'>;
  backgroundWork: BackgroundWork;
}) {
  return (notice: TransferNotice) =>
    backgroundWork.start('transfer notices failed', { device: notice.deviceUUID }, async () => {
      const { deviceId, seller, receiver } = notice;
      await notifications.tellEvent({ userId: receiver.id, kind: 'deviceReceived', deviceId, person: seller.name });
      await notifications.tellEvent({ userId: seller.id, kind: 'deviceHandedOver', deviceId, person: receiver.name });
      await mailer.send(deviceReceivedMail(mail, notice));
      await mailer.send(deviceHandedOverMail(mail, notice));
    });
}
