import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Plan } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';

/** A plan's features: ✓ for those it includes, ✗ for those it does not. */
export function PlanFeatures({ features }: { features: Plan['features'] }) {
  const t = useT();
  return (
    <List dense disablePadding>
      {features.map(({ name, enabled }) => (
        <ListItem key={name} disableGutters sx={{ py: 0.25 }}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {enabled ? (
              <Check fontSize="small" color="success" titleAccess={t('subscriptions.plan.included')} />
            ) : (
              <Close fontSize="small" color="disabled" titleAccess={t('subscriptions.plan.notIncluded')} />
            )}
          </ListItemIcon>
          {/* The plan's own words, as the server has them: in their own direction. */}
          <ListItemText primary={<bdi>{name}</bdi>} sx={{ color: enabled ? 'text.primary' : 'text.disabled' }} />
        </ListItem>
      ))}
    </List>
  );
}
