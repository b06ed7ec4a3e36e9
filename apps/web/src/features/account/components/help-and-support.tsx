import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExternalLink } from '../../../components/external-link';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * The help and support quick action: the installation's external help page, in a new tab, then its contact,
 * privacy, terms and warranty pages.
 */
export function HelpAndSupport() {
  const { links } = usePublicConfig();
  const legal = [
    { label: 'Contact', href: links.contact },
    { label: 'Privacy Policy', href: links.privacy },
    { label: 'Terms', href: links.terms },
    { label: 'Warranty', href: links.warranty },
  ];
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          Questions about your account, devices or plans? Our help pages have the answers.
        </Typography>
        <Button
          variant="outlined"
          href={links.support}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<HelpOutline />}
          endIcon={<OpenInNew fontSize="small" />}
          sx={{ flexShrink: 0 }}
        >
          Help &amp; Support
        </Button>
      </Stack>
      <Stack
        component="nav"
        aria-label="Contact and legal"
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {legal.map(({ label, href }) => (
          <ExternalLink key={label} href={href} variant="body2">
            {label}
          </ExternalLink>
        ))}
      </Stack>
    </Stack>
  );
}
