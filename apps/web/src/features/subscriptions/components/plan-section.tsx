import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Plan } from '@lodestar/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../../../components/error-state';
import { useT } from '../../../lib/i18n/use-t';
import { displayMessage } from '../../../lib/toast';
import type { PlanButtonState } from '../plan-button';
import { ListSkeleton } from './list-skeleton';
import { PlanCard } from './plan-card';
import { PlanCarousel } from './plan-carousel';

interface PlanSectionProps {
  title: string;
  /** What the heading's info icon explains. */
  tooltip?: string;
  /** The read of every plan, whose `plans` of this section are shown. */
  query: UseQueryResult<Plan[]>;
  plans: Plan[];
  buttonFor: (plan: Plan) => PlanButtonState;
  onChoose: (plan: Plan) => void;
}

/** A heading and the carousel of one type of plans (the region named by it), with its loading, empty and error states. */
export function PlanSection({ title, tooltip, query, plans, buttonFor, onChoose }: PlanSectionProps) {
  const t = useT();
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {tooltip && (
          <Tooltip title={tooltip} enterTouchDelay={0}>
            <InfoOutlined fontSize="small" color="action" aria-label={tooltip} aria-hidden={false} tabIndex={0} />
          </Tooltip>
        )}
      </Stack>
      {query.isPending ? (
        <ListSkeleton label={t('subscriptions.plans.loading', { title })} count={3} height={320} direction="row" />
      ) : query.isError ? (
        <ErrorState message={displayMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : plans.length === 0 ? (
        <Typography role="status" color="text.secondary" variant="body2">
          {t('subscriptions.plans.none')}
        </Typography>
      ) : (
        <PlanCarousel
          label={title}
          slides={plans.map((plan) => ({
            key: plan._id,
            content: <PlanCard plan={plan} button={buttonFor(plan)} onChoose={() => onChoose(plan)} />,
          }))}
        />
      )}
    </Stack>
  );
}
