import { STRONG_PASSWORD } from '../../helpers/accounts.js';
import { freshAddress } from '../authorization-world.js';
import { everyone, noApiKey, session, publicRoute, asSelf, withTwoFactor } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** The caller's own account */
export const accountRoutes: Record<string, RouteExpectation> = {
  'PUT /api/v2/users/me': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/users/me', () => ({ name: 'Renamed Person' })),
    expect: everyone(200),
  },
  'PUT /api/v2/account/email': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/account/email', () => ({ email: freshAddress('moved'), password: STRONG_PASSWORD })),
    expect: everyone(200, noApiKey),
  },
  'POST /api/v2/account/email/cancel/:token': publicRoute(
    200,
    async (ctx) => ({ url: `/api/v2/account/email/cancel/${await ctx.world.emailChangeUndoToken()}` }),
    true,
  ),
  'PUT /api/v2/account/password': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/account/password', (self) => ({
      old: self.password,
      new: 'Another-Horse-7',
      confirmation: 'Another-Horse-7',
    })),
    expect: everyone(200, noApiKey),
  },
  'GET /api/v2/account/recent-shares': {
    ...session,
    target: 'own account',
    changes: false,
    request: asSelf('/api/v2/account/recent-shares'),
    expect: everyone(200),
  },
  'POST /api/v2/account/session-link': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/account/session-link'),
    expect: everyone(200, noApiKey),
  },
  'POST /api/v2/account/2fa/init': {
    ...session,
    target: 'own account',
    changes: true,
    request: asSelf('/api/v2/account/2fa/init'),
    expect: everyone(200, noApiKey),
  },
  'POST /api/v2/account/2fa/verify/:token': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => {
      const { self, code } = await withTwoFactor(ctx, 'pending');
      return { url: `/api/v2/account/2fa/verify/${code}`, as: self };
    },
    expect: everyone(200, noApiKey),
  },
  'DELETE /api/v2/account/2fa': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => {
      const { self, code } = await withTwoFactor(ctx, 'on');
      return { url: '/api/v2/account/2fa', as: self, payload: { password: STRONG_PASSWORD, code } };
    },
    expect: everyone(200, noApiKey),
  },
  'POST /api/v2/account/2fa/recovery-codes': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => {
      const { self, code } = await withTwoFactor(ctx, 'on');
      return { url: '/api/v2/account/2fa/recovery-codes', as: self, payload: { password: STRONG_PASSWORD, code } };
    },
    expect: everyone(200, noApiKey),
  },
};
