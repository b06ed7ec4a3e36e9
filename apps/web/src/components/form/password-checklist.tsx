import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { passwordRules } from '@lodestar/contract';
import { useT } from '../../lib/i18n/use-t';

/** The live password rules, each ticked as soon as the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  const t = useT();
  return (
    <List dense disablePadding aria-label={t('common.passwordRules.label')}>
      {passwordRules.map((rule) => {
        const met = rule.test(password);
        return (
          <ListItem key={rule.id} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 30 }}>
              {met ? (
                <CheckCircle fontSize="small" color="success" titleAccess={t('common.passwordRules.met')} />
              ) : (
                <RadioButtonUnchecked
                  fontSize="small"
                  color="disabled"
                  titleAccess={t('common.passwordRules.notMet')}
                />
              )}
            </ListItemIcon>
            <ListItemText
              primary={t(`common.passwordRule.${rule.id}`)}
              slotProps={{ primary: { color: met ? 'success.main' : 'text.secondary', variant: 'body2' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
