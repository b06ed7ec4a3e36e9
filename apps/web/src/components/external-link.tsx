import Link, { type LinkProps } from '@mui/material/Link';

/** A link to a page outside the portal, opened in a new tab. */
export function ExternalLink(props: Omit<LinkProps, 'target' | 'rel'>) {
  return <Link target="_blank" rel="noopener noreferrer" {...props} />;
}
