import { STRONG_PASSWORD } from '../../helpers/accounts.js';
import { codeNow, setCookieOf } from '../../helpers/two-factor.js';
import { freshAddress } from '../authorization-world.js';
import { everyone, noApiKey, session, publicRoute, asSelf } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Authentication */
export const authRoutes: Record<string, RouteExpectation> = {
  'POST /api/signup': publicRoute(
    201,
    () => ({
      url: '/api/signup',
      payload: { name: 'New Person', email: freshAddress('signup'), country: 'AU', password: STRONG_PASSWORD },
    }),
    true,
  ),
  'POST /api/login': publicRoute(
    200,
    (ctx) => ({ url: '/api/login', payload: { username: ctx.world.signIn.email, password: STRONG_PASSWORD } }),
    true,
  ),
  'POST /api/login/two-step': publicRoute(
    200,
    async (ctx) => {
      const holder = await ctx.world.account(['user'], { what: 'two-step' });
      const secret = await ctx.world.twoFactor(holder, 'on');
      const asked = await ctx.world.t.app.inject({ method: 'POST', url: '/api/login', payload: { username: holder.email, password: STRONG_PASSWORD } });
      const { cookie } = setCookieOf(asked, 'lodestar_ts_');
      const twoFactorTicket = (asked.json() as { twoFactorTicket: string }).twoFactorTicket;
      return { url: '/api/login/two-step', payload: { username: holder.email, twoFactorTicket, twoFactorCode: codeNow(ctx.world.t, secret) }, cookie };
    },
    true,
  ),
  'POST /api/logout': {
    ...session,
    target: 'own session',
    changes: true,
    request: asSelf('/api/logout'),
    expect: everyone(200, { unverified: 200, ...noApiKey }),
  },
  'POST /api/login/forgot': publicRoute(
    200,
    (ctx) => ({ url: '/api/login/forgot', payload: { email: ctx.world.signIn.email } }),
    true,
  ),
  'POST /api/login/reset/:token': publicRoute(
    200,
    async (ctx) => ({ url: `/api/login/reset/${await ctx.world.verificationToken()}`, payload: { signupPassword: STRONG_PASSWORD } }),
    true,
  ),
  'POST /api/devices/notification-emails/confirm/:token': publicRoute(
    200,
    async (ctx) => ({ url: `/api/devices/notification-emails/confirm/${await ctx.world.notificationEmailToken()}` }),
    true,
  ),
  'POST /api/login/unlock/:token': publicRoute(
    200,
    async (ctx) => ({ url: `/api/login/unlock/${await ctx.world.unlockToken()}` }),
    true,
  ),
  'POST /api/login/session-link': publicRoute(
    200,
    async (ctx) => ({ url: '/api/login/session-link', payload: { code: await ctx.world.sessionLinkCode() } }),
    true,
  ),
  'POST /api/v2/account/resend-verification-email': publicRoute(
    200,
    (ctx) => ({ url: '/api/v2/account/resend-verification-email', payload: { email: ctx.world.unverified.email } }),
    true,
  ),
  'GET /api/users/me': {
    ...session,
    target: 'own account',
    changes: false,
    request: asSelf('/api/users/me'),
    expect: everyone(200, { unverified: 200 }),
  },
};
