import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { BrandLogo } from '../components/brand-logo';
import { pathTo } from '../lib/paths';
import { CenteredPage } from './layouts/centered-page';

export const NOT_FOUND_TITLE = 'Page not found';

export function NotFoundPage() {
  return (
    <CenteredPage>
      <Stack spacing={2.5}>
        <BrandLogo />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {NOT_FOUND_TITLE}
        </Typography>
        <Typography color="text.secondary">
          We could not find the page you asked for. It may have moved, or the link may be mistyped.
        </Typography>
        <Button component={Link} to={pathTo('device-overview')} variant="contained">
          Go to my devices
        </Button>
      </Stack>
    </CenteredPage>
  );
}
