import Stack from '@mui/material/Stack';
import { ExternalLink } from '../../../components/external-link';
import { useT } from '../../../lib/i18n/use-t';
import { usePublicConfig } from '../../../lib/public-config';

/** Sign-in's footer: contact, privacy policy and terms, all external pages. */
export function AccountFooterLinks() {
  const t = useT();
  const { links } = usePublicConfig();
  return (
    <Stack
      component="nav"
      aria-label={t('auth.footer.label')}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ justifyContent: 'center', flexWrap: 'wrap', pt: 1 }}
    >
      <ExternalLink href={links.contact} variant="body2" color="text.secondary">
        {t('auth.footer.contact')}
      </ExternalLink>
      <ExternalLink href={links.privacy} variant="body2" color="text.secondary">
        {t('auth.footer.privacy')}
      </ExternalLink>
      <ExternalLink href={links.terms} variant="body2" color="text.secondary">
        {t('auth.footer.terms')}
      </ExternalLink>
    </Stack>
  );
}
