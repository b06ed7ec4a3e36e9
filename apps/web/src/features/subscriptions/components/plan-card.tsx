import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, type Plan } from '@lodestar/contract';
import { useId, useState } from 'react';
import type { PlanButtonState } from '../plan-button';
import { durationLabelOf, periodBesideName } from '../plan-labels';
import { PlanFeatures } from './plan-features';

/** The features a card shows before its details are opened. */
const FEATURES_ON_CARD = 3;

/**
 * One plan: badges, name (with its period spelled out beside a name that could be misread), price per period with its
 * tax, main features, its button, and a detail panel with the plan's description and the features the card does not
 * already show.
 */
export function PlanCard({ plan, button, onChoose }: { plan: Plan; button: PlanButtonState; onChoose: () => void }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const period = periodBesideName(plan);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={plan.name}
      sx={{ width: 1, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ minHeight: 24, mb: 1 }}>
          {plan.mostPopularPlan && <Chip size="small" color="primary" label="Most popular" />}
          {plan.bestValuePlan && <Chip size="small" color="secondary" label="Best value" />}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1 }}>
          <Typography variant="h6" component="h4">
            {plan.name}
          </Typography>
          {period && (
            <Typography variant="body2" color="text.secondary">
              {period}
            </Typography>
          )}
        </Stack>
        <Typography component="p" sx={{ mt: 1 }}>
          <Typography component="span" variant="h5">
            {formatMoney(plan.unitAmount, plan.currency)}
          </Typography>{' '}
          <Typography component="span" color="text.secondary">
            / {durationLabelOf(plan)}
          </Typography>
        </Typography>
        {plan.taxRate && (
          <Typography variant="caption" color="text.secondary">
            + {plan.taxRate.name} {plan.taxRate.percentage}%
          </Typography>
        )}
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
          Details
        </Button>
      </CardActions>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
            {plan.description}
          </Typography>
          <PlanFeatures features={plan.features.slice(FEATURES_ON_CARD)} />
        </CardContent>
      </Collapse>
    </Card>
  );
}
