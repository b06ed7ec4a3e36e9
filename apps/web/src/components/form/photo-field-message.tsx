import FormHelperText from '@mui/material/FormHelperText';

/** Under a photo field: what is wrong with the photo, else that it is made smaller before it is sent. */
export function PhotoFieldMessage({ message }: { message: string | undefined }) {
  return message ? (
    <FormHelperText error role="alert">
      {message}
    </FormHelperText>
  ) : (
    <FormHelperText>The photo is made smaller in your browser before it is sent.</FormHelperText>
  );
}
