import { escapeHtml } from '../../lib/html.js';
import { textDirectionOf, type Language } from '@lodestar/contract';
import { MAIL_LOGO } from './mail-logo.js';
import { mailTextsIn } from './mail-texts.js';
import { templateTexts } from './template-mail-texts.js';
import type { MailAction, MailContent, MailContext } from './mail-content.js';

// Mail clients keep little of CSS: tables for layout, styles inline, widths as attributes; the conditional table
// gives Outlook on Windows (Word's renderer, which ignores max-width) the column's width.
const FONT = "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const NAVY = '#1b2a4a';
const PAGE = '#eef1f5';
const INK = '#1d2733';
const MUTED = '#5b6775';
const WIDTH = 560;
const TABLE = 'role="presentation" cellspacing="0" cellpadding="0" border="0"';

const paragraph = (text: string) => `<p style="margin:0 0 16px 0;">${escapeHtml(text)}</p>`;

function button({ label, url }: MailAction): string {
  return `<table ${TABLE} style="margin:8px 0 16px 0;"><tr>
<td bgcolor="${NAVY}" style="background-color:${NAVY};border-radius:6px;padding:12px 22px;">
<a href="${escapeHtml(url)}" style="color:#ffffff;font-family:${FONT};font-size:16px;font-weight:bold;line-height:20px;text-decoration:none;display:inline-block;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** The addresses behind the buttons, for a client that shows no button or a reader who would rather paste. */
function plainAddresses(actions: MailAction[], language: Language): string {
  if (actions.length === 0) return '';
  const links = actions.map(
    ({ label, url }) =>
      `${escapeHtml(label)}: <a href="${escapeHtml(url)}" style="color:${MUTED};word-break:break-all;">${escapeHtml(url)}</a>`,
  );
  return `<p style="margin:8px 0 0 0;font-size:13px;color:${MUTED};">${escapeHtml(mailTextsIn(templateTexts, language)('buttonFallback'))}<br>${links.join('<br>')}</p>`;
}

function header(ctx: MailContext): string {
  return `<table ${TABLE}><tr>
<td style="padding-right:10px;"><img src="cid:${MAIL_LOGO.cid}" width="40" height="40" alt="" style="display:block;border:0;border-radius:8px;"></td>
<td style="font-family:${FONT};font-size:20px;font-weight:bold;color:${NAVY};">${escapeHtml(ctx.productName)}</td>
</tr></table>`;
}

function footer(ctx: MailContext, text: string): string {
  return `<p style="margin:0 0 8px 0;">${escapeHtml(text)}</p>
<p style="margin:0;"><a href="${escapeHtml(ctx.publicUrl)}" style="color:${MUTED};">${escapeHtml(ctx.productName)}</a></p>`;
}

/** The HTML part: the product's mark and name, the paragraphs, a button a link, and the footer saying why. */
export function mailHtml(ctx: MailContext, content: MailContent): string {
  return `<!doctype html>
<html lang="${content.language}" dir="${textDirectionOf(content.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background-color:${PAGE};">
<table ${TABLE} width="100%" bgcolor="${PAGE}" style="background-color:${PAGE};"><tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table ${TABLE} width="${WIDTH}"><tr><td><![endif]-->
<table ${TABLE} width="100%" style="max-width:${WIDTH}px;">
<tr><td style="padding:0 4px 16px 4px;">${header(ctx)}</td></tr>
<tr><td bgcolor="#ffffff" style="background-color:#ffffff;border-radius:8px;padding:28px 24px;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};">
${content.lines.map(paragraph).join('\n')}
${content.actions.map(button).join('\n')}
${plainAddresses(content.actions, content.language)}
</td></tr>
<tr><td style="padding:16px 8px;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">${footer(ctx, content.footer)}</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table>
</body></html>`;
}
