import AppBar from '@mui/material/AppBar';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet, Link as RouterLinkBase } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { OfflineBanner } from '../../components/offline-banner';
import { SectionLoader } from '../../components/section-loader';
import { pathTo } from '../../lib/paths';
import { useRouteTitle } from '../route-handle';

/** Public pages readable without a session (the terms page): a plain header and a readable column. */
export function PublicLayout() {
  const title = useRouteTitle();
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Link component={RouterLinkBase} to={pathTo('device-overview')} color="inherit" underline="none">
            <BrandLogo />
          </Link>
        </Toolbar>
        <OfflineBanner attached />
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Suspense fallback={<SectionLoader />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
