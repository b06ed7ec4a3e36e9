import { errorBodySchema } from '@lodestar/contract';
import { asc, getTableColumns } from 'drizzle-orm';
import { expect } from 'vitest';
import { z } from 'zod';
import { users } from '../../src/db/schema/index.js';
import { databaseFingerprint } from '../helpers/database-fingerprint.js';
import type { TestApp } from '../helpers/test-app.js';
import type { BadRequest } from './bad-input-requests.js';

/** The common error body, nothing more, with a message to show. */
const documentedErrorBody = z.strictObject({ ...errorBodySchema.shape, message: z.string().min(1) });

interface Answer {
  request: BadRequest;
  status: number;
}

/** Tallies of every answer, for the share of requests that were refused. */
export const tally = { sent: 0, refused: 0 };

/** How a request reaches the app: `inject` unless a test needs the bytes to travel as they are. */
export type Send = (request: BadRequest) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;

/** Sends the request and checks the answer: below 500, and a 4xx carries the documented error body. */
async function sendChecked(t: TestApp, request: BadRequest, send: Send = (bad) => t.app.inject(bad.options)): Promise<Answer> {
  const response = await send(request);
  const what = `${response.statusCode} ${response.body.slice(0, 300)}\nfor ${request.describe()}`;
  expect(response.statusCode, what).toBeLessThan(500);
  tally.sent += 1;
  if (response.statusCode >= 400) {
    tally.refused += 1;
    expect(response.headers['content-type'], what).toMatch(/^application\/json/);
    expect(documentedErrorBody.safeParse(safeJson(response.body)).success, `not the documented error body: ${what}`).toBe(true);
  }
  return { request, status: response.statusCode };
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Every user but for the password lock's count of wrong guesses, which a refused guess raises by design. */
function usersApartFromPasswordLock(t: TestApp) {
  const { failedLoginAttempts: _count, lockedUntil: _until, ...columns } = getTableColumns(users);
  return t.database.db.select(columns).from(users).orderBy(asc(users.id));
}

/**
 * Fingerprints taken around the refused requests: a refusal must leave every table as it was. What accepted requests
 * left to do after answering (mails, their links) is finished first, so it is not taken for a refusal's doing.
 */
const fingerprint = async (t: TestApp) => {
  await t.app.backgroundWork.idle();
  return {
    ...(await databaseFingerprint(t.database, ['spent_captchas', 'users'])),
    users: await usersApartFromPasswordLock(t),
  };
};

/**
 * Sends the batch between two fingerprints; when every request was refused, the database must be unchanged. When
 * some were accepted (a hostile string can be a valid name), the refused ones are sent again on their own, so that
 * no refusal goes unchecked.
 */
export async function expectRefusalsChangeNothing(t: TestApp, requests: BadRequest[], send?: Send): Promise<void> {
  const before = await fingerprint(t);
  const answers: Answer[] = [];
  for (const request of requests) answers.push(await sendChecked(t, request, send));
  const refused = answers.filter((answer) => answer.status >= 400).map((answer) => answer.request);
  if (refused.length === requests.length) {
    const urls = refused.map((request) => `${request.options.method} ${request.options.url.slice(0, 100)}`).join(', ');
    expect(await fingerprint(t), `refused, yet the database changed: ${urls}`).toEqual(before);
  } else if (refused.length > 0) {
    await expectRefusalsChangeNothing(t, refused, send);
  }
}
