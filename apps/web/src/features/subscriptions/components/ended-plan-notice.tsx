import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { routeByName, type Subscription } from '@lodestar/contract';
import { RouterLink } from '../../../components/router-link';
import { formatDate } from '../../../lib/date-time';
import type { ReactNode } from 'react';
import { useEndedPlan } from '../api/ended-plan';
import { planNameIn } from '../../../lib/i18n/plan-name';
import { useRichT } from '../../../lib/i18n/use-rich-t';
import { useT } from '../../../lib/i18n/use-t';

/**
 * Why the tracker has no plan, when its last one ended because the renewal could not be paid (the provider's retries
 * ran out): said above the plans, while no live plan of that kind has replaced it.
 */
export function EndedPlanNotice({ deviceUUID, live }: { deviceUUID: string; live: Subscription[] | undefined }) {
  const richT = useRichT();
  const t = useT();
  const ended = useEndedPlan(deviceUUID).data;
  if (!ended || !live || live.length > 0) return null;
  const day = ended.sourceData.ended_at ? formatDate(ended.sourceData.ended_at * 1000) : '';
  return (
    <Alert severity="warning" role="status">
      {richT('subscriptions.ended.unpaid', {
        plan: planNameIn(t, ended.plan.name),
        day,
        payments: (chunks: ReactNode[]) => (
          <Link component={RouterLink} to={routeByName('user-settings-payments').path}>
            {chunks}
          </Link>
        ),
      })}
    </Alert>
  );
}
