import FormHelperText from '@mui/material/FormHelperText';
import { useT } from '../../lib/i18n/use-t';

/** Under a photo field: what is wrong with the photo, else that it is made smaller before it is sent. */
export function PhotoFieldMessage({ message }: { message: string | undefined }) {
  const t = useT();
  return message ? (
    <FormHelperText error role="alert">
      {message}
    </FormHelperText>
  ) : (
    <FormHelperText>{t('common.photo.madeSmaller')}</FormHelperText>
  );
}
