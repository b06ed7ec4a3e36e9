import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from '@lodestar/contract';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { leftToRight } from '../../../lib/i18n/bidi-text';
import { useT } from '../../../lib/i18n/use-t';
import { useMoney } from '../../../lib/i18n/use-money';
import type { PlanButtonState } from '../plan-button';
import { durationLabelOf, periodBesideName } from '../plan-labels';
import { PlanFeatures } from './plan-features';
import { planNameIn } from '../../../lib/i18n/plan-name';

/** The features a card shows before its details are opened. */
const FEATURES_ON_CARD = 3;

/** The plan's price per period, and the tax it is charged with. */
function PlanPrice({ plan }: { plan: Plan }) {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  return (
    <>
      <Typography component="p" sx={{ mt: 1 }}>
        {intl.formatMessage(
          { id: 'subscriptions.plan.price' },
          {
            price: money(plan.unitAmount, plan.currency),
            duration: durationLabelOf(plan, t),
            amount: (chunks: ReactNode[]) => (
              <Typography component="span" variant="h5">
                {chunks}
              </Typography>
            ),
            period: (chunks: ReactNode[]) => (
              <Typography component="span" color="text.secondary">
                {chunks}
              </Typography>
            ),
          },
        )}
      </Typography>
      {plan.taxRate && (
        <Typography variant="caption" color="text.secondary">
          {leftToRight(t('subscriptions.plan.tax', { name: plan.taxRate.name, percentage: plan.taxRate.percentage }))}
        </Typography>
      )}
    </>
  );
}

/**
 * One plan: badges, name (with its period spelled out beside a name that could be misread), price per period with its
 * tax, main features, its button, and a detail panel with the plan's description and the features the card does not
 * already show.
 */
export function PlanCard({ plan, button, onChoose }: { plan: Plan; button: PlanButtonState; onChoose: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const period = periodBesideName(plan, t);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={planNameIn(t, plan.name)}
      sx={{ width: 1, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ minHeight: 24, mb: 1 }}>
          {plan.mostPopularPlan && <Chip size="small" color="primary" label={t('subscriptions.plan.mostPopular')} />}
          {plan.bestValuePlan && <Chip size="small" color="secondary" label={t('subscriptions.plan.bestValue')} />}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography variant="h6" component="h4">
            <bdi>{planNameIn(t, plan.name)}</bdi>
          </Typography>
          {period && (
            <Typography variant="body2" color="text.secondary">
              {period}
            </Typography>
          )}
        </Stack>
        <PlanPrice plan={plan} />
        <PlanFeatures features={plan.features.slice(0, FEATURES_ON_CARD)} />
      </CardContent>
      <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 2, pb: 2 }}>
        <Button variant="contained" fullWidth disabled={button.disabled} onClick={onChoose}>
          {button.label}
        </Button>
        {button.reason && (
          <Typography variant="caption" color="text.secondary">
            {button.reason}
          </Typography>
        )}
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={detailsId}
          endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          onClick={() => setOpen(!open)}
          sx={{ ml: '0 !important' }}
        >
          {t('subscriptions.plan.details')}
        </Button>
      </CardActions>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <CardContent sx={{ pt: 0 }}>
          {/* The plan's own words, as the server has them: in their own direction. */}
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
            {plan.description}
          </Typography>
          <PlanFeatures features={plan.features.slice(FEATURES_ON_CARD)} />
        </CardContent>
      </Collapse>
    </Card>
  );
}
