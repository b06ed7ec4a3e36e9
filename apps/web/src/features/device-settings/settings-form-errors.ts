import { messages } from '@lodestar/contract';

interface Issue {
  code: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * Readable texts for the issues the contract's schemas leave to zod's defaults (an emptied number field reads as
 * NaN, a level outside the range); the schemas' own messages win over these.
 */
export function settingsFormError(issue: Issue): string | undefined {
  if (issue.code === 'invalid_type') return messages.fieldRequired;
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') return `Must be at least ${issue.minimum}.`;
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return `Must be at most ${issue.maximum}.`;
  return undefined;
}
