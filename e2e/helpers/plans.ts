import { expect, type Page } from '@playwright/test';
import { signInByApi } from './accounts.js';
import type { PlansOwner } from './env.js';
import { openSignedIn } from './pages.js';

/** Signs the owner in and opens their tracker's Update Plan tab; answers the session's Authorization header. */
export async function openPlans(page: Page, account: PlansOwner): Promise<string> {
  const authHeader = await signInByApi(account);
  await openSignedIn(page, authHeader, `/device/${account.deviceUUID}/settings/plans`);
  await expect(page.getByRole('tab', { name: 'Update Plan' })).toHaveAttribute('aria-selected', 'true');
  return authHeader;
}

/** A plan's card among the product plans of the Update Plan tab. */
export const planCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Product plans' }).getByRole('article', { name, exact: true });

/** The row of a plan in the device's Current subscription table. */
export const subscriptionRow = (page: Page, plan: string) =>
  page.getByRole('table', { name: 'Current subscription' }).getByRole('row').filter({ hasText: plan });

/** The device's live subscriptions, as the server has them. */
export async function subscriptionsOf(baseUrl: string, authHeader: string, deviceUUID: string) {
  const response = await fetch(`${baseUrl}/api/v2/subscriptions/current?deviceUUID=${deviceUUID}`, {
    headers: { authorization: authHeader },
  });
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      data: {
        plan: { name: string };
        status: string;
        sourceData: { trial_end: number | null };
        current_period_end: number;
        authenticationInvoiceId: string | null;
      }[];
    }
  ).data;
}
