import { describe, expect, it } from 'vitest';
import { authEndpoints } from './auth.js';
import { endpoint, pathOf } from './endpoint.js';
import { errorBodySchema, successMessageSchema } from './common.js';
import { paymentRequiredBodySchema } from './payment-action.js';

describe('endpoint tables', () => {
  it("fill a call's path with its parameters, each encoded, and refuse a missing one", () => {
    expect(pathOf(authEndpoints.unlockAccount, { token: 'abc_DEF-123' })).toBe('/api/login/unlock/abc_DEF-123');
    expect(pathOf({ path: '/api/things/:kind/:id' }, { kind: 'a/b', id: 'x y?' })).toBe('/api/things/a%2Fb/x%20y%3F');
    expect(() => pathOf(authEndpoints.unlockAccount, {})).toThrow('/api/login/unlock/:token needs the parameter token');
  });

  it('give each documented error status the error body, beside the answer', () => {
    const call = endpoint({
      method: 'GET',
      path: '/api/example',
      tags: [],
      summary: 'An example',
      success: { 200: successMessageSchema },
      errors: [401, 404],
    });
    expect(call.responses).toEqual({ 200: successMessageSchema, 401: errorBodySchema, 404: errorBodySchema });
  });

  it('give a 402 the error body with the payment step it waits for', () => {
    const call = endpoint({
      method: 'PUT',
      path: '/api/example',
      tags: [],
      summary: 'An example that charges',
      success: { 200: successMessageSchema },
      errors: [400, 402],
    });
    expect(call.responses).toEqual({ 200: successMessageSchema, 400: errorBodySchema, 402: paymentRequiredBodySchema });
    expect(paymentRequiredBodySchema.shape).toHaveProperty('paymentAction');
  });
});
