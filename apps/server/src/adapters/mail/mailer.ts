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

/** Where the local adapter keeps mail instead of sending it. */
export interface OutboxStore {
  insert(message: MailMessage): Promise<void>;
}
