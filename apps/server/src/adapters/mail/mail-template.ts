import type { MailContent, MailContext } from './mail-content.js';
import { mailHtml } from './mail-html.js';
import type { MailMessage } from './mailer.js';

/** Names people typed go into subjects: one line, whatever they typed, so no name can add a header line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function mailText(ctx: MailContext, { lines, actions, footer }: MailContent): string {
  return [
    ...lines,
    '',
    ...actions.map((action) => `${action.label}: ${action.url}`),
    '',
    '-- ',
    footer,
    `${ctx.productName} · ${ctx.publicUrl}`,
  ].join('\n');
}

/** The mail in the product's one template: the text part, and the branded HTML part of the same content. */
export function composeMail(ctx: MailContext, content: MailContent): MailMessage {
  return {
    to: content.to,
    subject: oneLine(content.subject),
    text: mailText(ctx, content),
    html: mailHtml(ctx, content),
  };
}
