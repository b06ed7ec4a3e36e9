import Apple from '@mui/icons-material/Apple';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import Shop from '@mui/icons-material/Shop';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExternalLink } from '../../../components/external-link';
import { useT } from '../../../lib/i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';

/** What an account without devices sees: add the first device in the phone app. */
export function WelcomeMessage({ name }: { name: string }) {
  const t = useT();
  const { productName, links } = usePublicConfig();
  const needHand = t('devices.welcome.needHand');
  const support = t('devices.welcome.support');
  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Stack spacing={2}>
          <PhoneIphone color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
            {t('devices.welcome.title', { productName, name })}
          </Typography>
          <Typography color="text.secondary">{t('devices.welcome.text', { productName })}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="contained"
              startIcon={<Apple />}
              href={links.appStore}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('devices.welcome.appStore')}
            </Button>
            <Button
              variant="contained"
              startIcon={<Shop />}
              href={links.playStore}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('devices.welcome.googlePlay')}
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {needHand} <ExternalLink href={links.support}>{support}</ExternalLink>
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
