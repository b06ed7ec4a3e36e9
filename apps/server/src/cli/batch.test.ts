import { describe, expect, it } from 'vitest';
import { parseBatch } from './batch.js';
import { commands } from './commands.js';

describe('parseBatch', () => {
  it('answers each command with its options, in order', () => {
    const steps = parseBatch('[["migrate"], ["device:create", "--type", "shield_gps", "--uuid", "SG-1"]]', commands);
    expect(steps.map(({ name, args }) => [name, args])).toEqual([
      ['migrate', []],
      ['device:create', ['--type', 'shield_gps', '--uuid', 'SG-1']],
    ]);
  });

  it.each([
    ['text that is not JSON', 'not json', 'The batch is not JSON: give an array of commands, each an array of strings.'],
    ['an empty batch', '[]', 'The batch holds no command.'],
    ['an object', '{"name": "migrate"}', 'The batch holds no command.'],
    ['a command that is not strings', '[["migrate"], [1, 2]]', 'Command 2 of the batch is not an array of strings.'],
    ['an unknown command', '[["frobnicate"]]', 'Command 1 of the batch, frobnicate, cannot run in a batch.'],
    ['a command that handles the files itself', '[["db:backup", "--out", "x"]]', 'Command 1 of the batch, db:backup, cannot run in a batch.'],
    ['a batch inside a batch', '[["batch"]]', 'Command 1 of the batch, batch, cannot run in a batch.'],
  ])('refuses %s before running anything', (_case, text, message) => {
    expect(() => parseBatch(text, commands)).toThrow(message);
  });
});
