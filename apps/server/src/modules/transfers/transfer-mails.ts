import { composeMail, type Mailer, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import { dateOf } from '../../lib/day-of.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { NotificationsService } from '../notifications/index.js';

export interface Party {
  id: string;
  email: string;
  name: string;
  /** The time zone the party's mails write dates in. */
  timezone: string | null;
}

/** To a person a seller made an account for: the link that sets their password, which also proves their address. */
export function receiverWelcomeMail(
  ctx: MailContext,
  to: string,
  name: string,
  token: string,
  seller: Party,
): MailMessage {
  return composeMail(ctx, {
    to,
    subject: `Your ${ctx.productName} account is ready`,
    lines: [
      `Hello ${name},`,
      `${seller.name} (${seller.email}) created a ${ctx.productName} account for you, so that they can hand a tracker over to you.`,
      'Choose your password to verify your email address and sign in. The link works once and for 7 days.',
    ],
    actions: [
      { label: 'Choose my password', url: `${ctx.publicUrl}/choosePassword?token=${encodeURIComponent(token)}` },
    ],
    footer: `You receive this because ${seller.name} made a ${ctx.productName} account for this address. If you did not expect this, you can ignore this email, or ask for a new link at ${ctx.publicUrl}/reset.`,
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
  const party = ({ id, email, name, timezone }: Party) => ({ id, email, name, timezone });
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

/** To the receiver: the device is theirs, with its plan paid until a date; after that it renews on their card. */
export function deviceReceivedMail(ctx: MailContext, notice: TransferNotice): MailMessage {
  return composeMail(ctx, {
    to: notice.receiver.email,
    subject: `${notice.deviceName} is now in your ${ctx.productName} account`,
    lines: [
      `Hello ${notice.receiver.name},`,
      `${notice.seller.name} (${notice.seller.email}) transferred the tracker ${notice.deviceName} (serial number ${notice.deviceUUID}) to you.`,
      `Its plan, ${notice.planName}, is paid until ${dateOf(notice.paidUntil, notice.receiver.timezone)}. It then renews on your own card: add one on the Payments page before that date.`,
    ],
    actions: [{ label: 'Open my devices', url: `${ctx.publicUrl}/device/${encodeURIComponent(notice.deviceUUID)}` }],
    footer: `You receive this because a tracker was transferred to your ${ctx.productName} account. The device, its history and its settings are yours now; earlier shares of it have ended.`,
  });
}

/** To the seller: the device has left their account; the payment is in their payment history. */
export function deviceHandedOverMail(ctx: MailContext, notice: TransferNotice): MailMessage {
  return composeMail(ctx, {
    to: notice.seller.email,
    subject: `${notice.deviceName} was transferred to ${notice.receiver.name}`,
    lines: [
      `Hello ${notice.seller.name},`,
      `The tracker ${notice.deviceName} (serial number ${notice.deviceUUID}) is now in the account of ${notice.receiver.name} (${notice.receiver.email}), with the plan ${notice.planName} paid until ${dateOf(notice.paidUntil, notice.seller.timezone)}.`,
      'It has left your account: its shares and group places have ended.',
    ],
    actions: [{ label: 'See the payment', url: `${ctx.publicUrl}/user/payments` }],
    footer: `You receive this because a tracker of your ${ctx.productName} account was transferred. If you did not make this transfer, contact support at once.`,
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
