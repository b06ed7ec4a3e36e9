import { describe, expect, it } from 'vitest';
import { isCompleteJson } from './complete-json.js';

describe('isCompleteJson', () => {
  it.each([
    '{"name": "x"}',
    '  {"a": [1, 2, {"b": "}]\\",{["}]}  \n',
    '[]',
    '"a string, with a comma,"',
    '42',
    '{"quote": "\\"", "backslash": "\\\\"}',
  ])('takes %s', (text) => {
    expect(isCompleteJson(text)).toBe(true);
  });

  it.each([
    '{"name": "x",',
    '{"name": "x"',
    '{"name": "x", }',
    '[1, 2,]',
    '[1, 2',
    '{"name": "x}',
    '{"a": {"b": 1}',
    '{"a": 1}}',
  ])('refuses %s', (text) => {
    expect(isCompleteJson(text)).toBe(false);
  });
});
