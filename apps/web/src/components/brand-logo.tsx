import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '../lib/i18n/use-t';
import { useProductName } from '../lib/public-config';
import { BrandMark } from './brand-mark';

export function BrandLogo({ enterprise = false }: { enterprise?: boolean }) {
  const t = useT();
  const productName = useProductName();
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <BrandMark enterprise={enterprise} />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: 0.3 }}>
        {productName}
        {enterprise && (
          <Typography component="span" variant="caption" sx={{ display: 'block', lineHeight: 1, opacity: 0.8 }}>
            {t('common.enterprise')}
          </Typography>
        )}
      </Typography>
    </Stack>
  );
}
