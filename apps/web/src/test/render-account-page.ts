import { accountEndpoints, messages, type User } from '@lodestar/contract';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from './on-call';
import { userFixture } from './fixtures';
import { renderApp } from './render-app';
import { mockCurrentUser, server } from './server';

/** Answers PUT /api/v2/users/me as it succeeds for `user`; the request bodies are logged in `bodies`. */
export function mockProfileUpdate(user: User) {
  const bodies: unknown[] = [];
  server.use(
    onCall(accountEndpoints.updateProfile, async ({ request }) => {
      const changes = (await request.json()) as Partial<User>;
      bodies.push(changes);
      return HttpResponse.json({
        success: true,
        message: messages.updatedSuccessfully,
        updatedUser: { ...user, ...changes },
      });
    }),
  );
  return bodies;
}

/**
 * /user/account (or `path`, an anchor on it) as `user`, once the profile form shows; the profile updates it sends are
 * logged in `bodies`.
 */
export async function renderAccountPage(user: User = userFixture(), path = '/user/account') {
  mockCurrentUser(user);
  const bodies = mockProfileUpdate(user);
  const view = renderApp(path, { signedIn: true });
  const profile = await screen.findByRole('region', { name: 'Profile' });
  return { ...view, bodies, profile };
}
