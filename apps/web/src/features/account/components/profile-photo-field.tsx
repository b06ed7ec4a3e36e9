import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useState, type ChangeEvent } from 'react';
import { useController } from 'react-hook-form';
import { compressImage, NotAnImageError } from '../../../lib/compress-image';
import { pictureDataUrl } from '../../../lib/picture';
import { displayMessage } from '../../../lib/toast';
import { notAnImageMessage } from '../../device-settings/components/photo-field';

/** The profile photo: a preview, a picture file compressed in the browser before it is sent, and a way to remove it. */
export function ProfilePhotoField({ userName }: { userName: string }) {
  const { field, fieldState } = useController({ name: 'profilePicture' });
  const [compressing, setCompressing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const picture = field.value as string;

  const remove = () => {
    setProblem(null);
    field.onChange('');
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setCompressing(true);
    try {
      field.onChange(await compressImage(file));
    } catch (error) {
      setProblem(error instanceof NotAnImageError ? notAnImageMessage : displayMessage(error));
    } finally {
      setCompressing(false);
    }
  };

  const message = problem ?? fieldState.error?.message;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={pictureDataUrl(picture)} alt="" sx={{ width: 88, height: 88, fontSize: 36, flexShrink: 0 }}>
        {userName.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Stack spacing={1} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlined />} loading={compressing}>
            Choose photo
            <input hidden type="file" accept="image/*" onChange={(event) => void choose(event)} />
          </Button>
          {picture && (
            <Button color="error" startIcon={<DeleteOutline />} onClick={remove}>
              Remove photo
            </Button>
          )}
        </Stack>
        {message ? (
          <FormHelperText error role="alert">
            {message}
          </FormHelperText>
        ) : (
          <FormHelperText>The photo is made smaller in your browser before it is sent.</FormHelperText>
        )}
      </Stack>
    </Stack>
  );
}
