import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ExternalLink } from '../../../components/external-link';
import { useT } from '../../../lib/i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * The help and support quick action: the installation's external help page, in a new tab, then its contact,
 * privacy, terms and warranty pages.
 */
export function HelpAndSupport() {
  const t = useT();
  const { links } = usePublicConfig();
  const legal = [
    { label: t('account.help.contact'), href: links.contact },
    { label: t('account.help.privacy'), href: links.privacy },
    { label: t('account.help.terms'), href: links.terms },
    { label: t('account.help.warranty'), href: links.warranty },
  ];
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('account.help.intro')}
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
          {t('account.help.support')}
        </Button>
      </Stack>
      <Stack
        component="nav"
        aria-label={t('account.help.legal')}
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
