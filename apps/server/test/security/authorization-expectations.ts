import { callerIds, type CallerId } from './authorization-callers.js';
import type { Outcome, RouteExpectation } from './authorization-types.js';
import { systemRoutes } from './routes/system.js';
import { authRoutes } from './routes/auth.js';
import { apiKeysRoutes } from './routes/api-keys.js';
import { transfersRoutes } from './routes/transfers.js';
import { usersRoutes } from './routes/users.js';
import { devicesRoutes } from './routes/devices.js';
import { geofenceRoutes } from './routes/geofence.js';
import { accountRoutes } from './routes/account.js';
import { sharingRoutes } from './routes/sharing.js';
import { invitationsRoutes } from './routes/invitations.js';
import { accountSharingRoutes } from './routes/account-sharing.js';
import { groupsRoutes } from './routes/groups.js';
import { notificationsRoutes } from './routes/notifications.js';
import { firmwareRoutes } from './routes/firmware.js';
import { historyRoutes } from './routes/history.js';
import { historyChartsRoutes } from './routes/history-charts.js';
import { tripsRoutes } from './routes/trips.js';
import { liveLinkRoutes } from './routes/live-links.js';
import { ingestRoutes } from './routes/ingest.js';
import { mapRoutes } from './routes/map.js';
import { subscriptionsRoutes } from './routes/subscriptions.js';
import { paymentsRoutes } from './routes/payments.js';

export type { CallSpec, CellContext, Outcome, RouteExpectation } from './authorization-types.js';

/** Every `/api` route of the app's route table, by feature (routes/): how to call it and what each caller column gets. */
export const routeExpectations: Record<string, RouteExpectation> = {
  ...systemRoutes,
  ...authRoutes,
  ...apiKeysRoutes,
  ...usersRoutes,
  ...transfersRoutes,
  ...devicesRoutes,
  ...geofenceRoutes,
  ...accountRoutes,
  ...sharingRoutes,
  ...invitationsRoutes,
  ...accountSharingRoutes,
  ...groupsRoutes,
  ...notificationsRoutes,
  ...firmwareRoutes,
  ...historyRoutes,
  ...historyChartsRoutes,
  ...tripsRoutes,
  ...liveLinkRoutes,
  ...ingestRoutes,
  ...mapRoutes,
  ...subscriptionsRoutes,
  ...paymentsRoutes,
};

/** The cells a route is checked for: every column, or nobody alone for a public route. */
export function columnsChecked(expectation: RouteExpectation): CallerId[] {
  return expectation.access === 'public' ? ['nobody'] : [...callerIds];
}

export const isAllowed = (outcome: Outcome) => outcome !== 'none' && outcome >= 200 && outcome < 300;
