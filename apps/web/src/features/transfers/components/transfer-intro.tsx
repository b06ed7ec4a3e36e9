import Typography from '@mui/material/Typography';
import { useT } from '../../../lib/i18n/use-t';

/** Who pays and what moves (decision 0030), said the same on both transfer pages. */
export function TransferIntro() {
  const t = useT();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('transfers.intro')}
    </Typography>
  );
}
