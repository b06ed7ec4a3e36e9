import type { User } from '@lodestar/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactNode } from 'react';
import { deviceSlots } from '../app/device-slots';
import { AppProviders } from '../app/providers';
import { DeviceSlotsContext } from '../features/devices/device-slots';
import { SignedInUserContext } from '../lib/signed-in-user';
import { createQueryClient } from '../lib/query-client';
import { useAppStore } from '../lib/store';
import { userFixture } from './fixtures';
import { TEST_AUTH_HEADER } from './render-app';

/** Renders one part of the portal on its own, as `signedInUser` with a stored session (mock its calls yourself). */
export function renderSignedIn(ui: ReactNode, signedInUser: User = userFixture()) {
  useAppStore.getState().setAuthHeader(TEST_AUTH_HEADER);
  const queryClient = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <SignedInUserContext.Provider value={signedInUser}>
        <DeviceSlotsContext value={deviceSlots}>
          <Suspense fallback={null}>{ui}</Suspense>
        </DeviceSlotsContext>
      </SignedInUserContext.Provider>
    </AppProviders>,
  );
  return { ...view, user, queryClient };
}
