import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n/use-t';
import { useProductName } from '../../lib/public-config';
import { termsSections } from './terms-sections';

/** The terms and privacy text, as the terms page and the terms popup show it. */
export function TermsText() {
  const t = useT();
  const product = useProductName();
  return (
    <Stack component="article" spacing={3}>
      <Typography color="text.secondary">{t('common.terms.intro', { product })}</Typography>
      {termsSections.map(({ heading, paragraphs }) => (
        <section key={heading}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t(heading)}
          </Typography>
          {paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ lineHeight: 1.7, mb: 1.5 }}>
              {t(paragraph, { product })}
            </Typography>
          ))}
        </section>
      ))}
    </Stack>
  );
}
