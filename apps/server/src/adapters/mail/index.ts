import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Mailer, OutboxStore } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import { createSmtpMailer } from './smtp-mailer.js';

export { sendInTurn, type Mailer, type MailFailure, type MailMessage, type OutboxStore } from './mailer.js';
export type { MailAction, MailContent, MailContext } from './mail-content.js';
export { defineMailTexts, mailTextsIn, type MailTexts, type MailT } from './mail-texts.js';
export { composeMail } from './mail-template.js';
export { securityNoticeMail } from './security-notice.js';
export { greeting } from './template-mail-texts.js';

export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  outbox: OutboxStore,
  log: FastifyBaseLogger,
): Mailer {
  return config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : createOutboxMailer(outbox, log);
}
