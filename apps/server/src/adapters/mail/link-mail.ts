import { escapeHtml } from '../../lib/html.js';
import type { MailMessage } from './mailer.js';

/** What every mail of the product names: itself, and where it is reached. */
export interface MailContext {
  productName: string;
  publicUrl: string;
}

const IGNORE_IF_NOT_ASKED = 'If you did not ask for this, you can ignore this email.';

/** A mail of a few lines and one link to act on, as text and as HTML (every line escaped). */
export function linkMail(
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
  footer = IGNORE_IF_NOT_ASKED,
): MailMessage {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', footer].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`,
    `<p>${escapeHtml(footer)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}
