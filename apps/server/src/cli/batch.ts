import { ValidationError } from '../errors.js';
import type { Command, DatabaseCommand } from './commands.js';

export const BATCH_USAGE =
  'batch < FILE   (a JSON array of commands, each [name, ...options], e.g. [["user:create","--email","E","--password","P"]]: run in order in one process, on one open database; answers their results in order and stops at the first that fails, keeping what the ones before it did)';

export interface BatchStep {
  name: string;
  command: DatabaseCommand;
  args: string[];
}

/** The commands of a batch, checked whole before any runs: only commands that work on the open database. */
export function parseBatch(text: string, commands: Record<string, Command>): BatchStep[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ValidationError('The batch is not JSON: give an array of commands, each an array of strings.');
  }
  if (!Array.isArray(parsed) || parsed.length === 0) throw new ValidationError('The batch holds no command.');
  return parsed.map((entry: unknown, index) => {
    if (!Array.isArray(entry) || entry.length === 0 || !entry.every((part) => typeof part === 'string'))
      throw new ValidationError(`Command ${index + 1} of the batch is not an array of strings.`);
    const [name, ...args] = entry as string[];
    const command = commands[name!];
    if (!command || !('run' in command)) throw new ValidationError(`Command ${index + 1} of the batch, ${name}, cannot run in a batch.`);
    return { name: name!, command, args };
  });
}
