import { RECENT_SHARES_DAYS, type ChangePasswordResponse, type RecentSharesResponse } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { dateOf, dateTimeOf } from '../src/lib/day-of.js';
import { createVerifiedUser, STRONG_PASSWORD } from './helpers/accounts.js';
import { call, insertDevice, sharesOf } from './helpers/devices.js';
import { freshEmail, shareBody, shareThroughApi } from './helpers/sharing.js';
import { tokenFromMail, useTestApp } from './helpers/test-app.js';

/**
 * Shares outlive a new password, so a password change (or reset) lists the device shares the account made in the last days, in
 * its answer and in the mail to the account's address, to revoke one a stolen session made.
 */

const t = useTestApp();
const NEW_PASSWORD = 'Another-Pass-7';
const changePassword = (authorization: string) =>
  call<ChangePasswordResponse>(t, authorization, 'PUT', '/api/v2/account/password', {
    old: STRONG_PASSWORD,
    new: NEW_PASSWORD,
    confirmation: NEW_PASSWORD,
  });
const DAY_MS = 24 * 3600_000;

describe('a password change', () => {
  it('lists the shares the account made in the last days, in the answer and the mail, and one is revoked from the list', async () => {
    const owner = await createVerifiedUser(t, { timezone: 'Asia/Kolkata' });
    const device = await insertDevice(t, owner.user._id, { name: 'Front door' });
    const old = await shareThroughApi(t, owner.authHeader, shareBody(device.id, freshEmail()));
    t.clock.advance((RECENT_SHARES_DAYS + 1) * DAY_MS);
    const thief = freshEmail();
    const recent = await shareThroughApi(
      t,
      owner.authHeader,
      shareBody(device.id, thief, { accessRightsFlag: 0, password: STRONG_PASSWORD }),
    );
    // Someone else's share of their own device is not this account's.
    const other = await createVerifiedUser(t);
    await shareThroughApi(t, other.authHeader, shareBody((await insertDevice(t, other.user._id)).id, freshEmail()));

    const changed = await changePassword(owner.authHeader);
    expect(changed.status).toBe(200);
    expect(changed.body.recentShares).toEqual([
      {
        _id: recent._id,
        deviceName: 'Front door',
        sharedUserWithEmail: thief,
        accessRightsFlag: 0,
        startDate: recent.startDate,
      },
    ]);
    const mail = await t.lastMailTo(owner.signup.email.toLowerCase());
    expect(mail?.subject).toBe('Lodestar: your password was changed');
    // When, and the share's day, in the account's time zone and the portal's format; and what to do if it wasn't them.
    const changedAt = dateTimeOf(t.clock.now(), 'Asia/Kolkata');
    expect(changedAt).toMatch(/^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M \(GMT\+05:30\)$/);
    expect(mail?.text).toContain(`was changed on ${changedAt}, and every other session was signed out.`);
    expect(mail?.text).toContain(
      `Front door shared with ${thief} as Owner on ${dateOf(new Date(recent.startDate), 'Asia/Kolkata')}`,
    );
    expect(mail?.text).toContain('http://portal.test/user/account#recent-shares');
    expect(mail?.text).toContain('Reset my password: http://portal.test/reset\n');
    expect(mail?.text).not.toMatch(/token=|session=/);

    // The other account cannot revoke it; the owner does, with the share call the list's button makes.
    expect((await call(t, other.authHeader, 'DELETE', `/api/share-device/${recent._id}`)).status).toBe(404);
    expect((await call(t, owner.authHeader, 'DELETE', `/api/share-device/${recent._id}`)).status).toBe(200);
    expect((await sharesOf(t, device.id)).map((share) => share.id)).toEqual([old._id]);
  });

  it('says so when the account shared nothing lately', async () => {
    const owner = await createVerifiedUser(t);
    const changed = await changePassword(owner.authHeader);
    expect(changed.body.recentShares).toEqual([]);
    expect((await t.lastMailTo(owner.signup.email.toLowerCase()))?.text).toContain(
      `Your account shared no device in the last ${RECENT_SHARES_DAYS} days.`,
    );
  });
});

describe('GET /api/v2/account/recent-shares', () => {
  const recentSharesOf = (authorization: string) =>
    call<RecentSharesResponse>(t, authorization, 'GET', '/api/v2/account/recent-shares');

  it("lists the caller's own shares of the last days, where the mail's link lands, and never another account's", async () => {
    const owner = await createVerifiedUser(t);
    const other = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id, { name: 'Van' });
    const invitee = freshEmail();
    const share = await shareThroughApi(t, owner.authHeader, shareBody(device.id, invitee));
    await shareThroughApi(t, other.authHeader, shareBody((await insertDevice(t, other.user._id)).id, freshEmail()));

    const listed = await recentSharesOf(owner.authHeader);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      success: true,
      recentShares: [
        { _id: share._id, deviceName: 'Van', sharedUserWithEmail: invitee, accessRightsFlag: 1, startDate: share.startDate },
      ],
    });
    expect((await recentSharesOf(other.authHeader)).body.recentShares.map((made) => made._id)).not.toContain(share._id);

    t.clock.advance((RECENT_SHARES_DAYS + 1) * DAY_MS);
    expect((await recentSharesOf(owner.authHeader)).body.recentShares).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/account/recent-shares' })).statusCode).toBe(401);
  });
});

describe('a password reset', () => {
  it('mails the shares the account made lately, as a change does', async () => {
    const owner = await createVerifiedUser(t);
    const device = await insertDevice(t, owner.user._id, { name: 'Bike' });
    const thief = freshEmail();
    await shareThroughApi(t, owner.authHeader, shareBody(device.id, thief));
    const email = owner.signup.email.toLowerCase();
    await t.app.inject({ method: 'POST', url: '/api/login/forgot', payload: { email } });
    const token = tokenFromMail((await t.lastMailTo(email))?.text ?? '', 'token');

    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/login/reset/${token}`,
      payload: { password: NEW_PASSWORD, confirmation: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe('Lodestar: your password was changed');
    expect(mail?.text).toContain(`Bike shared with ${thief} as Unrestricted`);
    expect(mail?.text).toContain('http://portal.test/user/account#recent-shares');
    // An account that chose no time zone reads UTC, and is told so.
    expect(mail?.text).toContain(`was changed on ${dateTimeOf(t.clock.now(), null)}`);
    expect(mail?.text).toContain('(GMT+00:00)');
    expect(mail?.text).toContain('Reset my password: http://portal.test/reset\n');
  });
});
