/** The mail port: an outbox table locally, SMTP in production. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
