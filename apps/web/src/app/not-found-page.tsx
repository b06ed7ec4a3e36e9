import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { useT } from '../lib/i18n/use-t';
import { pathTo } from '../lib/paths';
import { CenteredPage } from './layouts/centered-page';

export function NotFoundPage() {
  const t = useT();
  return (
    <CenteredPage>
      <Stack spacing={2.5}>
        <BrandLogo />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {t('common.notFound.title')}
        </Typography>
        <Typography color="text.secondary">{t('common.notFound.text')}</Typography>
        <Button component={Link} to={pathTo('device-overview')} variant="contained">
          {t('common.goToMyDevices')}
        </Button>
      </Stack>
    </CenteredPage>
  );
}
