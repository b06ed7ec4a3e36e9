import type { App } from '../app.js';
import type { Config } from '../config.js';
import { CLOCK_PATH, LOCAL_STRIPE_PREFIX } from '../adapters/payments/index.js';

/**
 * The lines `npm start` prints about the development routes: their links with this start's key, which is the only
 * place the key is shown (scripts/e2e.mjs reads it from here), and the local provider's Stripe API with its secret
 * key. None in production.
 */
export function devRouteLinks(
  app: Pick<App, 'devRoutesKey' | 'devMailbox' | 'payments'>,
  config: Pick<Config, 'publicUrl'>,
): string[] {
  const key = app.devRoutesKey;
  if (!key) return [];
  const lines: string[] = [];
  if (app.devMailbox) lines.push(`Mail is kept locally: ${config.publicUrl}/dev/mailbox?key=${key}`);
  if (app.payments.local) {
    lines.push(`Payment clock: POST ${config.publicUrl}${CLOCK_PATH}?key=${key} with {"advanceSeconds": N}`);
    lines.push(`Local Stripe API: ${config.publicUrl}${LOCAL_STRIPE_PREFIX} with the secret key ${app.payments.local.secretKey}`);
  }
  lines.push('(development routes answer this machine only, with the key of this start)');
  return lines;
}
