import { billingMessages, systemEndpoints } from '@lodestar/contract';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configFixture, deviceFixture, userFixture } from '../../test/fixtures';
import { onCall } from '../../test/on-call';
import { renderApp } from '../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../test/server';

const simulated = () =>
  server.use(onCall(systemEndpoints.config, () => HttpResponse.json({ ...configFixture(), paymentsSimulated: true })));

describe('the test payments banner', () => {
  it('is above the sign-in page and the portal when the installation says payments are simulated', async () => {
    simulated();
    const { unmount } = renderApp('/login');
    expect(await screen.findByRole('status')).toHaveTextContent(billingMessages.testPayments);
    expect(await screen.findByLabelText('Email', undefined, { timeout: 10000 })).toBeInTheDocument();
    unmount();

    mockCurrentUser(userFixture());
    mockDevices([deviceFixture()]);
    renderApp('/user/payments', { signedIn: true });
    expect(await screen.findByText(billingMessages.testPayments)).toBeInTheDocument();
  });

  it('is not there otherwise', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Email', undefined, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByText(billingMessages.testPayments)).not.toBeInTheDocument();
  });
});
