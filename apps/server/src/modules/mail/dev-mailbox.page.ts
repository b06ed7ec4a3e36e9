import { escapeHtml } from '../../lib/html.js';
import type { OutboxRow } from '../../db/schema/index.js';

/** Plain text with its links made clickable; everything else escaped. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export function renderMailbox(productName: string, messages: OutboxRow[]): string {
  const items = messages.length
    ? messages
        .map(
          (m) => `<article class="mail">
  <header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()}</span></header>
  <pre>${linkify(m.textBody)}</pre>
</article>`,
        )
        .join('\n')
    : '<p class="empty">No mail yet. Mail that the server sends (verification, password reset) shows up here.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(productName)} | Dev mailbox</title>
<style>
body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1d2733}
h1{font-size:1.4rem} .note{color:#5b6775} .mail{border:1px solid #d7dde4;border-radius:8px;margin:1rem 0;padding:1rem}
.mail header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem} .mail header span{color:#5b6775;font-size:.9rem}
pre{white-space:pre-wrap;font-family:inherit} a{color:#0b5cad;word-break:break-all}
</style></head>
<body><h1>${escapeHtml(productName)} dev mailbox</h1>
<p class="note">Mail kept by the local mail adapter because no SMTP_URL is set. Newest first. Not available in production.</p>
${items}
</body></html>`;
}
