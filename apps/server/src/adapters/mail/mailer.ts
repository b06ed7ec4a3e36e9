/** The mail port: an outbox table locally, SMTP in production. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message that could not be sent, and why. */
export interface MailFailure {
  message: MailMessage;
  error: unknown;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /** Sends every message; one that fails never keeps the others from going. Answers those that failed. */
  sendEach(messages: MailMessage[]): Promise<MailFailure[]>;
  close(): Promise<void>;
}

/** `sendEach` for a mailer that sends one message at a time: each in turn, each failing alone. */
export async function sendInTurn(
  send: (message: MailMessage) => Promise<void>,
  messages: MailMessage[],
): Promise<MailFailure[]> {
  const failures: MailFailure[] = [];
  for (const message of messages) {
    try {
      await send(message);
    } catch (error) {
      failures.push({ message, error });
    }
  }
  return failures;
}

/** Where the local adapter keeps mail instead of sending it: all the messages given, in one statement. */
export interface OutboxStore {
  insert(messages: MailMessage[]): Promise<void>;
}
