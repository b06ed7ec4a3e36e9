import { confirmCard, saveCard } from '../../helpers/billing.js';
import { CREDIT_NOTE_OF_THE_MATRIX } from '../authorization-billing.js';
import { each, everyone, noApiKey, ownerAlone, session } from '../authorization-shorthands.js';
import type { CallSpec, CellContext, RouteExpectation } from '../authorization-types.js';

/**
 * A user's saved ways to pay: each caller's own. A call naming another account (`userId`) is 403; another user's
 * card is 404. Cards are added, changed and removed by a person signed in, never with an API key. Every call is for
 * payers (decision 0052): an account that owns no GPS tracker and never paid is 403 whatever it asks, which is every
 * outsider column (the shares and the account member see the owner's tracker without owning one); the role columns
 * own a tracker of their own.
 */
const ownsNoTracker = each(
  ['pendingShare', 'expiredShare', 'ownerShare', 'unrestrictedShare', 'limitedShare', 'sharedUserOwnerShare', 'accountMember', 'enterpriseApiKey'],
  403,
);

/** The caller's own account; a fresh one gets a GPS tracker of its own, which makes it a payer. */
async function payerSelf(ctx: CellContext) {
  const self = await ctx.self();
  if (ctx.fresh && self) await ctx.world.device(self, 'shield_gps', { history: false });
  return self;
}

/**
 * The call names the owner's account; the owner (a new account like it, when the call is to succeed) sends a card
 * it has just confirmed, or saved with `saved`.
 */
const namingOwner =
  (body: (card: string) => object, { saved = false } = {}) =>
  async (ctx: CellContext): Promise<CallSpec> => {
    if (!ctx.fresh) return { url: `?userId=${ctx.kit.account.id}`, payload: body(ctx.world.plans.card) };
    const self = (await payerSelf(ctx))!;
    const { t } = ctx.world;
    const confirmed = saved ? await saveCard(t, self.authorization) : await confirmCard(t, self.authorization);
    return { url: `?userId=${self.id}`, as: self, payload: body(confirmed.setupIntent.payment_method!) };
  };

const at = (path: string, request: (ctx: CellContext) => Promise<CallSpec>) => async (ctx: CellContext) => {
  const spec = await request(ctx);
  return { ...spec, url: `${path}${spec.url}` };
};

export const paymentsRoutes: Record<string, RouteExpectation> = {
  'GET /api/paymentUser': {
    ...session,
    target: 'account’s payment methods',
    changes: false,
    otherAccount: true,
    request: (ctx) => ({
      url: `/api/paymentUser?userId=${ctx.kit.account.id}`,
      shows: (body) => JSON.stringify(body).includes(ctx.world.plans.card),
    }),
    expect: ownerAlone(200, 403),
  },
  'POST /api/v2/create-payment-intent': {
    ...session,
    target: 'own account',
    changes: true,
    request: async (ctx) => ({ url: '/api/v2/create-payment-intent', as: await payerSelf(ctx) }),
    expect: everyone(200, ownsNoTracker),
  },
  'POST /api/paymentUser/attach-payment-method': {
    ...session,
    target: 'account',
    changes: true,
    otherAccount: true,
    request: at('/api/paymentUser/attach-payment-method', namingOwner((card) => ({ cardId: card, type: 'card' }))),
    expect: ownerAlone(200, 403),
  },
  'POST /api/paymentUser/change-payment-method': {
    ...session,
    target: 'account',
    changes: true,
    otherAccount: true,
    request: at('/api/paymentUser/change-payment-method', namingOwner((card) => ({ newSource: card, type: 'card' }), { saved: true })),
    expect: ownerAlone(200, 403),
  },
  // Everyone aims at the owner's card; the owner (a new account like it) removes a card of its own.
  'POST /api/paymentUser/detach-payment-method': {
    ...session,
    target: 'payment method',
    changes: true,
    request: async (ctx) => {
      if (!ctx.fresh) return { url: '/api/paymentUser/detach-payment-method', payload: { cardId: ctx.world.plans.card } };
      const self = (await payerSelf(ctx))!;
      const saved = await saveCard(ctx.world.t, self.authorization);
      return { url: '/api/paymentUser/detach-payment-method', as: self, payload: { cardId: saved.setupIntent.payment_method } };
    },
    expect: everyone(404, { owner: 200, ...noApiKey, ...ownsNoTracker }),
  },
  'GET /api/paymentUser/payment-history': {
    ...session,
    target: 'account’s payments',
    changes: false,
    request: (ctx) => ({
      url: '/api/paymentUser/payment-history',
      shows: (body) => JSON.stringify(body).includes(ctx.world.plans.invoice),
    }),
    expect: everyone('none', { owner: 200, ...ownsNoTracker }),
  },
  'GET /api/paymentUser/credit': {
    ...session,
    target: 'account’s credit',
    changes: false,
    request: () => ({
      url: '/api/paymentUser/credit',
      shows: (body) => JSON.stringify(body).includes(CREDIT_NOTE_OF_THE_MATRIX),
    }),
    expect: everyone('none', { owner: 200, ...ownsNoTracker }),
  },
  'GET /api/paymentUser/payments-due': {
    ...session,
    target: 'account’s payments due',
    changes: false,
    request: () => ({ url: '/api/paymentUser/payments-due' }),
    expect: everyone(200, ownsNoTracker),
  },
  // The owner's invoice is paid: Pay now on it answers that it is; anyone else's is not found.
  'POST /api/paymentUser/payments-due/:invoiceId/pay': {
    ...session,
    target: 'invoice',
    changes: true,
    request: (ctx) => ({ url: `/api/paymentUser/payments-due/${ctx.world.plans.invoice}/pay` }),
    expect: everyone(404, { owner: 200, ...ownsNoTracker, ...noApiKey }),
  },
  'GET /api/paymentUser/invoice/:id': {
    ...session,
    target: 'invoice',
    changes: false,
    request: (ctx) => ({ url: `/api/paymentUser/invoice/${ctx.world.plans.invoice}` }),
    expect: everyone(404, { owner: 200, ...ownsNoTracker }),
  },
  'GET /api/paymentUser/invoice/:id/payment': {
    ...session,
    target: 'invoice',
    changes: false,
    request: (ctx) => ({ url: `/api/paymentUser/invoice/${ctx.world.plans.invoice}/payment` }),
    expect: everyone(404, { owner: 200, ...ownsNoTracker, ...noApiKey }),
  },
  'GET /api/paymentUser/invoice/:id/pdf': {
    ...session,
    target: 'invoice',
    changes: false,
    request: (ctx) => ({ url: `/api/paymentUser/invoice/${ctx.world.plans.invoice}/pdf` }),
    expect: everyone(404, { owner: 200, ...ownsNoTracker }),
  },
  'GET /api/paymentUser/credit-note/:id/pdf': {
    ...session,
    target: 'invoice',
    changes: false,
    request: (ctx) => ({ url: `/api/paymentUser/credit-note/${ctx.world.plans.creditNote}/pdf` }),
    expect: everyone(404, { owner: 200, ...ownsNoTracker }),
  },
};
