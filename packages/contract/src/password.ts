import { requiredString } from './common.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULE_TEXT =
  'Password must be minimum 8 characters in length, must have one capital letter, one lower case letter, one special character and a number.';

export const PASSWORD_TOO_LONG_TEXT = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;

/** The live checklist of the password rules, in display order. */
export const passwordRules = [
  { id: 'lowercase', message: 'Must have at least one lowercase letter.', test: (p: string) => /[a-z]/.test(p) },
  { id: 'uppercase', message: 'Must have at least one uppercase letter.', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'number', message: 'Must have at least one number.', test: (p: string) => /[0-9]/.test(p) },
  { id: 'symbol', message: 'Must have at least one symbol.', test: (p: string) => /[^A-Za-z0-9\s]/.test(p) },
  { id: 'length', message: 'Must be 8 characters or more.', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
] as const;

export type PasswordRuleId = (typeof passwordRules)[number]['id'];

export function failedPasswordRules(password: string): PasswordRuleId[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

export function isStrongPassword(password: string): boolean {
  return failedPasswordRules(password).length === 0;
}

export const newPasswordSchema = requiredString()
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_TEXT)
  .refine(isStrongPassword, PASSWORD_RULE_TEXT);
