import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { DeviceType } from '@lodestar/contract';
import { useState, type ChangeEvent } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { compressImage, NotAnImageError } from '../../../lib/compress-image';
import { displayMessage } from '../../../lib/toast';
import { DevicePicture } from '../../devices/components/device-picture';

export const notAnImageMessage = 'This file is not an image. Please choose a photo, such as a JPEG or PNG file.';

/** The device photo: a preview, and a picture file compressed in the browser before it is sent (spec part 1 §5). */
export function PhotoField({ deviceType }: { deviceType: DeviceType }) {
  const { field, fieldState } = useController({ name: 'devicePicture' });
  const color = useWatch({ name: 'color' }) as string;
  const [compressing, setCompressing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

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
    <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <DevicePicture
        device={{ devicePicture: field.value as string, deviceType, color: color || null }}
        sx={{ width: 200, maxWidth: '100%', aspectRatio: '1', borderRadius: 2, alignSelf: 'center' }}
      />
      <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlined />} loading={compressing}>
        Choose photo
        <input hidden type="file" accept="image/*" onChange={(event) => void choose(event)} />
      </Button>
      {message ? (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      ) : (
        <FormHelperText>The photo is made smaller in your browser before it is sent.</FormHelperText>
      )}
    </Stack>
  );
}
