import { beforeAll, describe, expect, it } from 'vitest';
import { socketEvents, transferMessages } from '@lodestar/contract';
import { createVerifiedUser } from './helpers/accounts.js';
import { seedPlans } from './helpers/billing.js';
import { deviceRow } from './helpers/devices.js';
import { osmand } from './helpers/ingest.js';
import { connectSocket, expectNoEvent, joinRoom, listeningTestApp, nextEvent } from './helpers/sockets.js';
import type { TestApp } from './helpers/test-app.js';
import { DEALER, dealershipTransfer, sellerWithTracker, unverifiedReceiver } from './helpers/transfers.js';

const app = listeningTestApp();
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  ({ t, baseUrl } = app);
  await seedPlans(t);
});

/** An OsmAnd report under the device's identifier, a newer fix each time. */
async function report(osmandId: string) {
  t.clock.advance(1000);
  const at = Math.floor(t.clock.now().getTime() / 1000) - 10;
  const answer = await osmand(t, {
    method: 'GET',
    url: `/?id=${osmandId}&lat=-33.8688&lon=151.2093&timestamp=${at}&batt=60`,
  });
  expect(answer.statusCode).toBe(200);
}

describe('a transfer and the live views', () => {
  it("ends the old owner's live view at once: the next report reaches the receiver and not the seller", async () => {
    const { seller, device } = await sellerWithTracker(t, DEALER, { name: 'Van' });
    const receiver = await createVerifiedUser(t);
    const sellerSocket = await connectSocket(baseUrl, seller.authHeader);
    expect((await joinRoom(sellerSocket, seller.user._id)).ok).toBe(true);
    expect((await joinRoom(sellerSocket, device.deviceUUID)).ok).toBe(true);
    const before = nextEvent(sellerSocket, socketEvents.deviceInfoUpdate);
    await report(device.osmandId);
    await before;

    const done = await dealershipTransfer(t, seller.authHeader, {
      deviceId: device.id,
      userId: receiver.user._id,
      planId: 'gps-yearly',
    });
    expect(done).toMatchObject({ status: 200, body: { message: transferMessages.transferred } });
    const receiverSocket = await connectSocket(baseUrl, receiver.authHeader);
    expect((await joinRoom(receiverSocket, receiver.user._id)).ok).toBe(true);

    // The device was told to rekey; it reports under its new identifier, and the old one is no longer its.
    const { osmandId } = (await deviceRow(t, device.id))!;
    expect(osmandId).not.toBe(device.osmandId);
    const receiverGets = nextEvent(receiverSocket, socketEvents.deviceInfoUpdate);
    const sellerQuiet = [
      expectNoEvent(sellerSocket, socketEvents.deviceInfoUpdate, 500),
      expectNoEvent(sellerSocket, socketEvents.locationHistoryInsert, 500),
    ];
    await report(osmandId);
    expect((await receiverGets).deviceUUID).toBe(device.deviceUUID);
    await Promise.all(sellerQuiet.map((quiet) => quiet()));
    expect((await joinRoom(sellerSocket, device.deviceUUID)).ok).toBe(false);
    sellerSocket.disconnect();
    receiverSocket.disconnect();
  });

  it("tells the seller's live views that their receiver verified, then that the waiting transfer moved the device", async () => {
    const { seller, device } = await sellerWithTracker(t, DEALER, { fee: 0 });
    const receiver = await unverifiedReceiver(t, seller.authHeader);
    const order = { deviceId: device.id, userId: receiver.user._id, planId: 'gps-yearly' };
    expect((await dealershipTransfer(t, seller.authHeader, order)).body).toMatchObject({ status: 'waiting' });
    const sellerSocket = await connectSocket(baseUrl, seller.authHeader);
    expect((await joinRoom(sellerSocket, seller.user._id)).ok).toBe(true);
    const verified = nextEvent(sellerSocket, socketEvents.receiverVerified);
    const moved = nextEvent(sellerSocket, socketEvents.transferUpdate);

    expect(await receiver.verify()).toBe(200);
    expect(await verified).toEqual({ _id: receiver.user._id });
    expect(await moved).toMatchObject({ deviceId: device.id, status: 'done', message: transferMessages.transferred });
    sellerSocket.disconnect();
  });
});
