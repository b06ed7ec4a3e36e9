import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { SectionLoader } from '../../components/section-loader';
import { SignInLanguageMenu } from '../../features/auth';
import { useRouteTitle } from '../route-handle';
import { CenteredPage } from './centered-page';

/** Sign-in, sign-up, reset and resend: a centred card without the portal's top bar, with the language menu. */
export function AccountLayout() {
  const title = useRouteTitle();
  return (
    <CenteredPage>
      <Box sx={{ mb: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <BrandLogo />
        <SignInLanguageMenu />
      </Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2.5 }}>
        {title}
      </Typography>
      <Suspense fallback={<SectionLoader />}>
        <Outlet />
      </Suspense>
    </CenteredPage>
  );
}
