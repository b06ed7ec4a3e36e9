import { everyone, ownerAlone, session, invitationFor } from '../authorization-shorthands.js';
import type { RouteExpectation } from '../authorization-types.js';

/** Invitations */
export const invitationsRoutes: Record<string, RouteExpectation> = {
  'GET /api/invitations': {
    ...session,
    target: 'own invitations',
    changes: false,
    request: () => ({ url: '/api/invitations' }),
    expect: everyone(200),
  },
  'POST /api/invitations/:kind/:id/accept': {
    ...session,
    target: 'invitation',
    changes: true,
    request: async (ctx) => ({ url: `/api/invitations/device/${await invitationFor(ctx)}/accept` }),
    expect: ownerAlone(200, 404),
  },
  'DELETE /api/invitations/:kind/:id': {
    ...session,
    target: 'invitation',
    changes: true,
    request: async (ctx) => ({ url: `/api/invitations/device/${await invitationFor(ctx)}` }),
    expect: ownerAlone(200, 404),
  },
};
