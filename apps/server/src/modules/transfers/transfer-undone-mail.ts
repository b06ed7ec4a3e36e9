import { composeMail, type Mailer, type MailContext, type MailMessage } from '../../adapters/mail/index.js';
import type { BackgroundWork } from '../../lib/background-work.js';
import type { SaleNotice } from './transfer-mails.js';

/**
 * A sale undone: whether the seller's payment was refunded (else nothing was taken), and why, when it is not that it
 * could not be completed (a receiver who did not verify in time).
 */
export interface TransferUndoneNotice extends SaleNotice {
  refunded: boolean;
  because?: string;
}

/** To the seller of a sale that was undone (it stopped part way, or waited its days out): what became of the money. */
export function transferUndoneMail(ctx: MailContext, notice: TransferUndoneNotice): MailMessage {
  return composeMail(ctx, {
    to: notice.seller.email,
    subject: `The transfer of ${notice.deviceName} did not go through`,
    lines: [
      `Hello ${notice.seller.name},`,
      `Your transfer of the tracker ${notice.deviceName} (serial number ${notice.deviceUUID}) to ${notice.receiver.name} (${notice.receiver.email}) with the plan ${notice.planName} ${notice.because ? 'was cancelled.' : 'could not be completed.'}`,
      ...(notice.because ? [notice.because] : []),
      notice.refunded
        ? 'The payment for it was refunded to your card; the refund is in your payment history and may take a few days to show on your statement.'
        : 'Nothing was charged for it: its invoice was voided.',
      'The tracker stays in your account, and you can transfer it again.',
    ],
    actions: [{ label: 'See my payments', url: `${ctx.publicUrl}/user/payments` }],
    footer: `You receive this because you started this transfer on ${ctx.productName}. If you have any questions, contact support.`,
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
