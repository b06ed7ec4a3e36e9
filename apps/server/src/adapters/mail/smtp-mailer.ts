import nodemailer from 'nodemailer';
import { MAIL_LOGO } from './mail-logo.js';
import { sendInTurn, type Mailer, type MailMessage } from './mailer.js';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const send = async (message: MailMessage) => {
    const { to, subject, text, html } = message;
    // Every mail's HTML shows the logo by its content id (mail-html.ts): it travels inside the mail.
    await transport.sendMail({ from, to, subject, text, html, attachments: [MAIL_LOGO] });
  };
  return {
    kind: 'smtp',
    send,
    sendEach: (messages) => sendInTurn(send, messages),
    async close() {
      transport.close();
    },
  };
}
