import {
  billingMessages,
  messages,
  paymentMethodEndpoints,
  planEndpoints,
  transferEndpoints,
  transferMessages,
  usersEndpoints,
  type ErrorBody,
  type PaymentRequiredBody,
  socketEvents,
  type TransferCandidate,
  type TransferResponse,
  type WaitingTransfer,
} from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { deviceFixture, userFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';
import { cardFixture, planFixture } from '../../../test/subscription-fixtures';
import { localPaymentStepHandler } from '../../../test/payment-steps';
import { FakeSocket } from '../../../test/fake-socket';
import { handleRealtimeEvents } from '../../realtime/realtime-events';

const ME = 'seller-1';
const casey: TransferCandidate = {
  _id: 'user-casey',
  name: 'Casey Customer',
  email: 'casey@example.test',
  emailVerified: true,
};
const robin: TransferCandidate = {
  _id: 'user-robin',
  name: 'Robin Waiting',
  email: 'robin@example.test',
  emailVerified: false,
};
const plans = [
  planFixture({ _id: 'gps-monthly' }),
  planFixture({ _id: 'gps-yearly', name: 'Yearly', duration: 'yearly', unitAmount: 13499, price: 134.99 }),
  planFixture({ _id: 'gps-bi-yearly', name: 'Bi Yearly', duration: 'bi-yearly', unitAmount: 23999, price: 239.99 }),
];

/** A seller with a $25 fee, their trackers, the users they may find, plans and a card; logs what the pages send. */
function renderTransferPage(
  path: string,
  roles: ('k9' | 'dealership' | 'enterprise' | 'user')[],
  { cards = [cardFixture()], waiting = [] as WaitingTransfer[] } = {},
) {
  mockCurrentUser(userFixture({ _id: ME, roles, OneTimeDeviceFee: 25 }));
  mockDevices([
    deviceFixture({ _id: 'd1', deviceUUID: 'GPS-0001', name: 'Van', userId: ME }),
    deviceFixture({
      _id: 'd2',
      deviceUUID: 'GPS-0002',
      name: 'Planned',
      userId: ME,
      subscription: { ...deviceFixture().subscription, status: 'Active' },
    }),
    deviceFixture({ _id: 'd3', deviceUUID: 'GPS-0003', name: 'Borrowed', userId: 'someone-else' }),
  ]);
  const sent = {
    searches: [] as string[],
    transfers: [] as unknown[],
    registrations: [] as unknown[],
    cancels: [] as string[],
  };
  server.use(
    onCall(usersEndpoints.search, ({ request }) => {
      const filter = new URL(request.url).searchParams.get('filter') ?? '';
      sent.searches.push(filter);
      const data = [casey, robin].filter((person) =>
        `${person.name} ${person.email}`.toLowerCase().includes(filter.toLowerCase()),
      );
      const pagination = {
        page: 1,
        current: 1,
        perPage: 10,
        total: data.length,
        totalPages: 1,
        prev: 0,
        next: 0,
        hasPrev: false,
        hasNext: false,
      };
      return HttpResponse.json({ success: true, data, pagination });
    }),
    onCall(planEndpoints.list, () => HttpResponse.json({ success: true, data: plans })),
    onCall(paymentMethodEndpoints.get, () =>
      HttpResponse.json({ success: true, paymentUser: null, paymentMethods: cards, hasSubscriptions: false }),
    ),
    onCall(transferEndpoints.subscribeForReceiver, async ({ request, params }) => {
      sent.transfers.push({ planId: params.planId, ...(await request.json()) });
      return HttpResponse.json({
        success: true,
        message: transferMessages.transferred,
        subscriptionId: 'sub_1',
        status: 'done',
      });
    }),
    onCall(transferEndpoints.dealershipTransfer, async ({ request }) => {
      sent.transfers.push(await request.json());
      return HttpResponse.json({
        success: true,
        message: transferMessages.transferred,
        subscriptionId: 'sub_2',
        status: 'done',
      });
    }),
    onCall(transferEndpoints.waitingTransfers, () => HttpResponse.json({ success: true, data: waiting })),
    onCall(transferEndpoints.cancelTransfer, ({ params }) => {
      const transferId = String(params.transferId);
      sent.cancels.push(transferId);
      waiting = waiting.filter((transfer) => transfer._id !== transferId);
      return HttpResponse.json({ success: true, message: transferMessages.cancelled });
    }),
    onCall(transferEndpoints.registerReceiver, async ({ request }) => {
      const body = await request.json();
      sent.registrations.push(body);
      return HttpResponse.json({
        success: true,
        message: transferMessages.accountCreated(body.email),
        user: { ...robin, email: body.email },
      });
    }),
  );
  return { ...renderApp(path, { signedIn: true }), sent };
}

const userBox = () => screen.findByRole('combobox', { name: 'User' });
const deviceBox = () => screen.findByRole('combobox', { name: 'Device' });

describe('Transfer Devices (k9)', () => {
  it('finds a user from 2 characters, picks an own tracker, shows the fee, and buys the plan that transfers it', async () => {
    const { user, sent } = renderTransferPage('/transfer/devices', ['k9']);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'One-time device fee' })).toHaveValue('$25.00');

    await user.type(await userBox(), 'e');
    expect(await screen.findByText('Type at least 2 characters of a name or email.')).toBeInTheDocument();
    await user.type(await userBox(), 'x');
    const option = await screen.findByRole('option', { name: /Casey Customer/ });
    expect(screen.getByRole('option', { name: /Robin Waiting/ })).toHaveTextContent('Not verified yet');
    expect(sent.searches).toEqual(['ex']);
    await user.click(option);

    await user.click(await deviceBox());
    const trackers = await screen.findAllByRole('option');
    expect(trackers.map((item) => item.textContent)).toEqual(['VanGPS-0001']);
    await user.click(trackers[0]!);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const plansPanel = await screen.findByRole('region', { name: 'Plans' });
    const choices = await within(plansPanel).findAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      'Yearly: $134.99 for 12 months',
      'Bi Yearly: $239.99 for 24 months',
    ]);
    await user.click(within(plansPanel).getByRole('radio', { name: /Bi Yearly/ }));
    const summary = within(plansPanel).getByLabelText('Summary');
    expect(summary).toHaveTextContent('GST (10%)$24.00');
    expect(summary).toHaveTextContent('One-time device fee$25.00');
    expect(summary).toHaveTextContent('Total paid now$288.99');

    await user.click(within(plansPanel).getByRole('button', { name: 'Buy plan and transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer device' });
    expect(dialog).toHaveTextContent(
      'Transfer Van to Casey Customer (casey@example.test) with the Bi Yearly plan? $288.99 is charged to your card now.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Pay and transfer' }));

    expect(await screen.findByText(transferMessages.transferred)).toBeInTheDocument();
    expect(sent.transfers).toEqual([
      {
        planId: 'gps-bi-yearly',
        userId: 'user-casey',
        deviceUUID: 'GPS-0001',
        paymentMethod: undefined,
        ExtraFeeCharge: 25,
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Plans' })).toBeNull();
  });

  it('says so when no user matches, and asks for a card before paying', async () => {
    const { user } = renderTransferPage('/transfer/devices', ['k9'], { cards: [] });
    await user.type(await userBox(), 'nobody');
    expect(await screen.findByText(transferMessages.noUserTransferPage)).toBeInTheDocument();
    await user.clear(await userBox());
    await user.type(await userBox(), 'casey');
    await user.click(await screen.findByRole('option', { name: /Casey Customer/ }));
    await user.click(await deviceBox());
    await user.click(await screen.findByRole('option', { name: /Van/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('radio', { name: /^Yearly/ }));
    expect(await screen.findByText(billingMessages.addCardDetails)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy plan and transfer' })).toBeDisabled();
  });

  it('is refused to users who are not k9', async () => {
    renderTransferPage('/transfer/devices', ['user']);
    expect(await screen.findByText(messages.permissionDenied)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
  });
});

describe('Transfer Dealership Device', () => {
  it('transfers with the chosen plan, locks the form, then resets it after 3 seconds', async () => {
    const { user, sent } = renderTransferPage('/dealership/transfer-device', ['dealership', 'enterprise']);
    await user.click(await deviceBox());
    await user.click(await screen.findByRole('option', { name: /Van/ }));
    await user.type(await userBox(), 'zz');
    expect(await screen.findByText('No user found yet: keep typing.')).toBeInTheDocument();
    await user.type(await userBox(), 'z');
    expect(await screen.findByText(transferMessages.userNotFound)).toBeInTheDocument();
    await user.clear(await userBox());
    await user.type(await userBox(), 'casey');
    await user.click(await screen.findByRole('option', { name: /Casey Customer/ }));
    await user.click(await screen.findByRole('radio', { name: /^Yearly/ }));
    expect(screen.getByLabelText('Summary')).toHaveTextContent('Total paid now$173.49');

    await user.click(screen.getByRole('button', { name: 'Transfer Device' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay and transfer' }));
    expect(await screen.findByText(transferMessages.transferred)).toBeInTheDocument();
    expect(sent.transfers).toEqual([
      { deviceId: 'GPS-0001', userId: 'user-casey', planId: 'gps-yearly', ExtraFeeCharge: 25 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(await deviceBox()).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled());
    expect(await deviceBox()).toHaveValue('');
    expect(await userBox()).toHaveValue('');
  });

  it('creates the account of a new receiver from the popup, checking its fields first', async () => {
    const { user, sent } = renderTransferPage('/dealership/transfer-device', ['dealership', 'enterprise']);
    await user.click(await screen.findByRole('button', { name: 'Create New User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new account' });
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByText('Country is required')).toBeInTheDocument();
    expect(within(dialog).getByText(messages.termsRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Robin Waiting');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'robin@example.test');
    await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Australia' }));
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(transferMessages.accountCreated('robin@example.test'))).toBeInTheDocument();
    expect(sent.registrations).toEqual([{ name: 'Robin Waiting', email: 'robin@example.test', country: 'AU' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is refused to a dealership user without the enterprise role', async () => {
    renderTransferPage('/dealership/transfer-device', ['dealership']);
    expect(await screen.findByText(messages.permissionDenied)).toBeInTheDocument();
  });
});

describe("Transfer Dealership Device: a seller's charge that asks for authentication", () => {
  const waiting: PaymentRequiredBody = {
    success: false,
    message: billingMessages.confirmPayment,
    errors: [billingMessages.confirmPayment],
    paymentAction: {
      provider: 'local',
      publishableKey: 'pk_local',
      clientSecret: 'pi_99_secret_def',
      invoiceId: 'in_99',
      amount: 17349,
      currency: 'usd',
    },
  };

  /** The dealership page sending a transfer answered 402 with the step, then `repeated`; logs the orders and steps. */
  async function transferWithStep(
    repeated: { status: 200; body: TransferResponse } | { status: 400; body: ErrorBody },
  ) {
    const view = renderTransferPage('/dealership/transfer-device', ['dealership', 'enterprise']);
    const orders: unknown[] = [];
    const steps: string[] = [];
    server.use(
      onCall(transferEndpoints.dealershipTransfer, async ({ request }) => {
        orders.push(await request.json());
        return orders.length === 1
          ? HttpResponse.json(waiting, { status: 402 })
          : HttpResponse.json(repeated.body, { status: repeated.status });
      }),
      localPaymentStepHandler(steps),
    );
    const { user } = view;
    await user.click(await deviceBox());
    await user.click(await screen.findByRole('option', { name: /Van/ }));
    await user.type(await userBox(), 'casey');
    await user.click(await screen.findByRole('option', { name: /Casey Customer/ }));
    await user.click(await screen.findByRole('radio', { name: /^Yearly/ }));
    await user.click(screen.getByRole('button', { name: 'Transfer Device' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pay and transfer' }));
    const step = await screen.findByRole('dialog', { name: 'Authenticate your card' });
    return { user, step, orders, steps };
  }

  it('runs the step, then sends the same order again, which transfers the device', async () => {
    const { user, step, orders, steps } = await transferWithStep({
      status: 200,
      body: { success: true, message: transferMessages.transferred, subscriptionId: 'sub_2', status: 'done' },
    });
    expect(within(step).getByText('Your card issuer asks you to confirm this payment of $173.49.')).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByText(transferMessages.transferred)).toBeInTheDocument();
    expect(steps).toEqual(['pi_99 client_secret=pi_99_secret_def&outcome=complete']);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toEqual(orders[0]);
  });

  it('failed, says why and that nothing was charged or transferred', async () => {
    const message = `${billingMessages.paymentNotAuthenticated} ${transferMessages.nothingTransferred}`;
    const refusal: ErrorBody = { success: false, message, errors: [message] };
    const { user, step, orders } = await transferWithStep({ status: 400, body: refusal });
    await user.click(within(step).getByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(orders).toHaveLength(2);
    expect(screen.queryByText(transferMessages.transferred)).not.toBeInTheDocument();
  });
});

describe('a transfer waiting for its receiver to verify', () => {
  const waitingForRobin: WaitingTransfer = {
    _id: 'transfer-1',
    device: { _id: 'd4', name: 'Parked', deviceUUID: 'GPS-0004' },
    receiver: robin,
    planId: 'gps-yearly',
    createdAt: '2026-05-01T10:00:00.000Z',
    expiresAt: '2026-05-08T10:00:00.000Z',
  };

  /** The page with the seller's socket played by the test. */
  function renderWithSocket(...args: Parameters<typeof renderTransferPage>) {
    const view = renderTransferPage(...args);
    const socket = new FakeSocket();
    handleRealtimeEvents(socket, view.queryClient);
    return { ...view, socket };
  }

  it('is listed with its cancel, which asks first and refunds', async () => {
    const { user, sent } = renderTransferPage('/transfer/devices', ['k9'], { waiting: [waitingForRobin] });
    const section = await screen.findByRole('region', { name: 'Waiting for receivers' });
    expect(within(section).getByText(transferMessages.waitingForReceiver(robin.email))).toBeInTheDocument();
    expect(within(section).getByText(transferMessages.receiverNotVerified)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Cancel transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel transfer' });
    expect(dialog).toHaveTextContent('Cancel the transfer of Parked to robin@example.test?');
    expect(sent.cancels).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel transfer' }));
    expect(await screen.findByText(transferMessages.cancelled)).toBeInTheDocument();
    expect(sent.cancels).toEqual(['transfer-1']);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Waiting for receivers' })).toBeNull());
  });

  it("shows the chosen receiver verifying live, keeping the chosen device and plan, and the waiting transfer's move", async () => {
    const { user, socket } = renderWithSocket('/dealership/transfer-device', ['dealership', 'enterprise'], {
      waiting: [waitingForRobin],
    });
    await user.click(await deviceBox());
    await user.click(await screen.findByRole('option', { name: /Van/ }));
    await user.type(await userBox(), 'robin');
    await user.click(await screen.findByRole('option', { name: /Robin Waiting/ }));
    await user.click(await screen.findByRole('radio', { name: /^Yearly/ }));
    expect(screen.getByText(/robin@example\.test: Not verified yet/)).toBeInTheDocument();

    socket.receive(socketEvents.receiverVerified, { _id: robin._id });
    expect(await screen.findByText(`robin@example.test: ${transferMessages.receiverVerified}`)).toBeInTheDocument();
    expect(await deviceBox()).toHaveValue('Van (GPS-0001)');
    expect(screen.getByRole('radio', { name: /^Yearly/ })).toBeChecked();
    const section = screen.getByRole('region', { name: 'Waiting for receivers' });
    expect(within(section).getByText(/Verified: moving the device/)).toBeInTheDocument();

    socket.receive(socketEvents.transferUpdate, {
      _id: 'transfer-1',
      deviceId: 'd4',
      status: 'done',
      message: transferMessages.transferred,
    });
    expect(await screen.findByText(transferMessages.transferred)).toBeInTheDocument();
  });
});
