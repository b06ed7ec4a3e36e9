import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useProductName } from '../../lib/public-config';
import { termsSections } from './terms-sections';

/** The terms and privacy text, as the terms page and the terms popup show it. */
export function TermsText() {
  const productName = useProductName();
  return (
    <Stack component="article" spacing={3}>
      <Typography color="text.secondary">Terms of use and privacy notice of {productName}.</Typography>
      {termsSections.map(({ heading, paragraphs }) => (
        <section key={heading}>
          <Typography variant="h6" component="h2" gutterBottom>
            {heading}
          </Typography>
          {paragraphs.map((text) => (
            <Typography key={text} sx={{ lineHeight: 1.7, mb: 1.5 }}>
              {text.replaceAll('{product}', productName)}
            </Typography>
          ))}
        </section>
      ))}
    </Stack>
  );
}
