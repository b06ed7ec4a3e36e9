import nodemailer from 'nodemailer';
import { sendInTurn, type Mailer, type MailMessage } from './mailer.js';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const send = async (message: MailMessage) => {
    await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
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
