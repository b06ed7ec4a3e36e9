import { describe, expect, it } from 'vitest';
import { MAIL_LOGO } from './mail-logo.js';
import { composeMail } from './mail-template.js';

const ctx = { productName: 'Lodestar', publicUrl: 'https://portal.test' };

const mail = composeMail(ctx, {
  to: 'ada@example.com',
  language: 'en',
  subject: 'Ada <b>\n shared "Bike" & more',
  lines: ['Hello Ada <script>alert(1)</script>,', "Ben's tracker & co"],
  actions: [
    { label: 'Open <it>', url: 'https://portal.test/device/a"b?x=1&y=2' },
    { label: 'See the history', url: 'https://portal.test/device/1' },
  ],
  footer: 'You receive this because <you> asked.',
});

describe('the mail template', () => {
  it('keeps the subject to one line, as typed', () => {
    expect(mail.subject).toBe('Ada <b> shared "Bike" & more');
  });

  it('escapes every line, label, address and the footer in the HTML part', () => {
    expect(mail.html).toContain('Hello Ada &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('Ben&#39;s tracker &amp; co');
    expect(mail.html).toContain('href="https://portal.test/device/a&quot;b?x=1&amp;y=2"');
    expect(mail.html).toContain('Open &lt;it&gt;');
    expect(mail.html).toContain('You receive this because &lt;you&gt; asked.');
    expect(mail.html).not.toMatch(/<script|<it>|<you>/);
  });

  it('frames every mail alike: the logo by its content id, the product name, and a button for each link', () => {
    expect(mail.html).toContain(`<img src="cid:${MAIL_LOGO.cid}"`);
    expect(mail.html).toMatch(/>Lodestar<\/td>/);
    const buttons = [...mail.html.matchAll(/<td bgcolor="#1b2a4a"[^>]*>\s*<a href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(buttons).toEqual(['https://portal.test/device/a&quot;b?x=1&amp;y=2', 'https://portal.test/device/1']);
    expect(mail.html).toContain('<a href="https://portal.test" style="color:#5b6775;">Lodestar</a>');
  });

  it('keeps a plain text part with the same lines, each link as its address, and the footer', () => {
    expect(mail.text).toBe(
      [
        'Hello Ada <script>alert(1)</script>,',
        "Ben's tracker & co",
        '',
        'Open <it>: https://portal.test/device/a"b?x=1&y=2',
        'See the history: https://portal.test/device/1',
        '',
        '-- ',
        'You receive this because <you> asked.',
        'Lodestar · https://portal.test',
      ].join('\n'),
    );
  });

  it('carries a logo that is a PNG', () => {
    expect(MAIL_LOGO.content.subarray(1, 4).toString()).toBe('PNG');
  });
});
