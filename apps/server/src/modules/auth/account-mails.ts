import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from '../../adapters/mail/index.js';

interface MailContext {
  productName: string;
  publicUrl: string;
}

function linkMail(to: string, subject: string, lines: string[], action: { label: string; url: string }): MailMessage {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', 'If you did not ask for this, you can ignore this email.'].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    '<p>If you did not ask for this, you can ignore this email.</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function verificationMail(ctx: MailContext, to: string, name: string, token: string): MailMessage {
  return linkMail(
    to,
    `Verify your email for ${ctx.productName}`,
    [`Hello ${name},`, `Please confirm that ${to} is your email address to finish setting up your ${ctx.productName} account.`, 'The link works once and for 48 hours.'],
    { label: 'Verify my email', url: `${ctx.publicUrl}/login?verify=${encodeURIComponent(token)}` },
  );
}

export function passwordResetMail(ctx: MailContext, to: string, name: string, token: string): MailMessage {
  return linkMail(
    to,
    `Reset your ${ctx.productName} password`,
    [`Hello ${name},`, `Someone asked to reset the password of your ${ctx.productName} account.`, 'The link works once and for 1 hour.'],
    { label: 'Choose a new password', url: `${ctx.publicUrl}/reset?token=${encodeURIComponent(token)}` },
  );
}
