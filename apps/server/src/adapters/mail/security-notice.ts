import type { MailAction, MailContext } from './mail-content.js';
import { composeMail } from './mail-template.js';
import type { MailMessage } from './mailer.js';

/** What a notice of a change to an account's security says: what changed, and when, to whom. */
export interface SecurityNotice {
  to: string;
  subject: string;
  lines: string[];
  /** Links of the notice's own, before the reset link every notice ends with. */
  actions?: MailAction[];
}

/**
 * A notice to an account's address that its sign-in changed (password, two-step sign-in), so that a change someone
 * else made does not go unnoticed: each ends with what to do if it was not the account's owner, and the link to do it.
 */
export function securityNoticeMail(ctx: MailContext, notice: SecurityNotice): MailMessage {
  return composeMail(ctx, {
    to: notice.to,
    subject: notice.subject,
    lines: notice.lines,
    actions: [...(notice.actions ?? []), { label: 'Reset my password', url: `${ctx.publicUrl}/reset` }],
    footer: `You receive this because the sign-in of your ${ctx.productName} account changed. If it wasn't you, reset your password at once.`,
  });
}
