import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { callerColumns } from './authorization-callers.js';
import { isAllowed, type Outcome, type RouteExpectation } from './authorization-expectations.js';

export const SECURITY_DOC = fileURLToPath(new URL('../../../../docs/security.md', import.meta.url));
const START = '<!-- authorization-matrix:start -->';
const END = '<!-- authorization-matrix:end -->';

function cell(expectation: RouteExpectation, outcome: Outcome | undefined, isNobody: boolean): string {
  if (expectation.access === 'public') return isNobody ? `public ${String(outcome)}` : 'public';
  if (outcome === undefined) return '?';
  if (outcome === 'none') return '200 ∅';
  return isAllowed(outcome) ? `**${outcome}**` : String(outcome);
}

/** The table of docs/security.md, rendered from the expectations alone (same input, same text). */
export function renderMatrix(expectations: Record<string, RouteExpectation>): string {
  const header = ['Route', 'Target', ...callerColumns.map((column) => column.label)];
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const [key, expectation] of Object.entries(expectations)) {
    const [method, url] = key.split(' ');
    const target = `${expectation.target}${expectation.otherAccount ? ' †' : ''}`;
    const cells = callerColumns.map((column) =>
      cell(expectation, expectation.expect[column.id], column.id === 'nobody'),
    );
    lines.push(`| \`${method} ${url}\` | ${target} | ${cells.join(' | ')} |`);
  }
  lines.push(
    '',
    'Legend: **bold** is allowed (2xx); another number is the refusal answered, after which every table of the ' +
      'database is as it was; `200 ∅` answers without any of the target’s data; `public` needs no session and is ' +
      'checked without one; the native ingest takes a device secret, never a session. Nobody sends no credentials. ' +
      'The owner is a plain user, SuperOwner of the devices. The shares are the owner’s device shares (accepted ' +
      'unless “not accepted”, Limited until its expiry; the sharedUser one is held by a sharedUser-role account), ' +
      'the account member holds the owner’s account share, and the API key column is an enterprise user calling ' +
      'with its key. Each role column is a user with only that role and nothing to do with the owner (`user` is the ' +
      'plain stranger). Everyone aims at the owner’s resources, except on the routes about the caller’s own account, ' +
      'and on the group routes, where the role columns use groups of their own; † routes name the owner’s account.',
  );
  return lines.join('\n');
}

/**
 * The table as compared: cells trimmed and separator rows reduced to `---`, so a Markdown formatter that pads the
 * columns (Prettier) leaves it equal.
 */
export function normalizeMatrix(text: string): string {
  return text
    .trim()
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => cell.trim())
            .map((cell) => (/^:?-+:?$/.test(cell) ? '---' : cell))
            .join('|')
        : line.trimEnd(),
    )
    .join('\n');
}

/** The block between the markers, without them. */
export function documentedMatrix(): string {
  const text = readFileSync(SECURITY_DOC, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${SECURITY_DOC} lacks the ${START} … ${END} markers`);
  return text.slice(start + START.length, end).trim();
}

/** Replaces the block between the markers, leaving the rest of the file as it is. */
export function writeDocumentedMatrix(table: string): void {
  const text = readFileSync(SECURITY_DOC, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${SECURITY_DOC} lacks the ${START} … ${END} markers`);
  writeFileSync(SECURITY_DOC, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
}
