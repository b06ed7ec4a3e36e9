import Stack from '@mui/material/Stack';
import { ExternalLink } from '../../../components/external-link';
import { usePublicConfig } from '../../../lib/public-config';

/** Sign-in's footer: contact, privacy policy and terms, all external pages. */
export function AccountFooterLinks() {
  const { links } = usePublicConfig();
  return (
    <Stack
      component="nav"
      aria-label="Legal and contact"
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ justifyContent: 'center', flexWrap: 'wrap', pt: 1 }}
    >
      <ExternalLink href={links.contact} variant="body2" color="text.secondary">
        Contact
      </ExternalLink>
      <ExternalLink href={links.privacy} variant="body2" color="text.secondary">
        Privacy Policy
      </ExternalLink>
      <ExternalLink href={links.terms} variant="body2" color="text.secondary">
        Terms
      </ExternalLink>
    </Stack>
  );
}
