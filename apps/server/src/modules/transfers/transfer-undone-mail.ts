import {
  composeMail,
  greeting,
  mailTextsIn,
  type Mailer,
  type MailContext,
  type MailMessage,
} from '../../adapters/mail/index.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import { mailLanguageOf } from '../../lib/mail-language.js';
import { planNameIn } from '../payments/index.js';
import type { SaleNotice } from './transfer-mails.js';
import { transferUndoneMailTexts } from './transfer-undone-mail-texts.js';

/**
 * A sale undone: whether the seller's payment was refunded (else nothing was taken), and, when it is not that it could
 * not be completed, why: the receiver did not verify their address within `expiredAfterDays` days.
 */
export interface TransferUndoneNotice extends SaleNotice {
  refunded: boolean;
  expiredAfterDays?: number;
}

/** To the seller of a sale that was undone (it stopped part way, or waited its days out): what became of the money. */
export function transferUndoneMail(ctx: MailContext, notice: TransferUndoneNotice): MailMessage {
  const { seller, receiver, deviceName: device, expiredAfterDays: days } = notice;
  const language = mailLanguageOf(seller);
  const t = mailTextsIn(transferUndoneMailTexts, language);
  const undone = {
    outcome: days === undefined ? 'failed' : 'cancelled',
    device,
    serial: notice.deviceUUID,
    receiver: receiver.name,
    receiverEmail: receiver.email,
    plan: planNameIn(language, notice.planName),
  };
  return composeMail(ctx, {
    to: seller.email,
    language,
    subject: t('subject', { device }),
    lines: [
      greeting(language, seller.name),
      t('undone', undone),
      ...(days === undefined ? [] : [t('expired', { days })]),
      t(notice.refunded ? 'refunded' : 'voided'),
      t('stays'),
    ],
    actions: [{ label: t('action'), url: `${ctx.publicUrl}/user/payments` }],
    footer: t('footer', { product: ctx.productName }),
  });
}

/** Mails the seller of an undone sale after the current work; a mail that fails is logged. */
export function createTransferUndoneNotice({
  mailer,
  mail,
  backgroundWork,
}: {
  mailer: Mailer;
  mail: MailContext;
  backgroundWork: BackgroundWork;
}) {
  return (notice: TransferUndoneNotice) =>
    backgroundWork.start('transfer undone notice failed', { device: notice.deviceUUID }, () =>
      mailer.send(transferUndoneMail(mail, notice)),
    );
}
