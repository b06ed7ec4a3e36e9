import type { Language } from '@lodestar/contract';
import type { MailAction, MailContext } from './mail-content.js';
import { composeMail } from './mail-template.js';
import { mailTextsIn } from './mail-texts.js';
import type { MailMessage } from './mailer.js';
import { templateTexts } from './template-mail-texts.js';

/** What a notice of a change to an account's security says: what changed, and when, to whom, in their language. */
export interface SecurityNotice {
  to: string;
  language: Language;
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
  const t = mailTextsIn(templateTexts, notice.language);
  return composeMail(ctx, {
    to: notice.to,
    language: notice.language,
    subject: notice.subject,
    lines: notice.lines,
    actions: [...(notice.actions ?? []), { label: t('resetMyPassword'), url: `${ctx.publicUrl}/reset` }],
    footer: t('securityFooter', { product: ctx.productName }),
  });
}
