import type { Language } from '@lodestar/contract';

/** What every mail of the product names: itself, and where it is reached. */
export interface MailContext {
  productName: string;
  publicUrl: string;
}

/** A link to act on: a button in the HTML part, "label: address" in the text part. */
export interface MailAction {
  label: string;
  url: string;
}

/** What one mail says; the template gives every mail the same frame. */
export interface MailContent {
  to: string;
  /** The recipient's language: every text below is written in it. */
  language: Language;
  subject: string;
  /** The paragraphs, as plain text: the HTML part escapes them. */
  lines: string[];
  actions: MailAction[];
  /** Why the recipient gets this mail, and what to do if it was not for them. */
  footer: string;
}
