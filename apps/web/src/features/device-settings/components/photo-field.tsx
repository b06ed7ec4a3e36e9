import Stack from '@mui/material/Stack';
import type { Device } from '@lodestar/contract';
import { useWatch } from 'react-hook-form';
import { ChoosePhotoButton } from '../../../components/form/choose-photo-button';
import { PhotoFieldMessage } from '../../../components/form/photo-field-message';
import { usePhotoField } from '../../../components/form/use-photo-field';
import { DevicePicture } from '../../devices';

/**
 * The device photo: a preview (the saved one until another is chosen), and a picture file compressed in the browser
 * before it is sent.
 */
export function PhotoField({ device }: { device: Pick<Device, 'devicePictureUrl' | 'deviceType'> }) {
  const photo = usePhotoField('devicePicture');
  const color = useWatch({ name: 'color' }) as string;
  return (
    <Stack spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
      <DevicePicture
        device={{ ...device, color: color || null }}
        chosen={photo.picture}
        sx={{ width: 200, maxWidth: '100%', aspectRatio: '1', borderRadius: 2, alignSelf: 'center' }}
      />
      <ChoosePhotoButton loading={photo.compressing} onChoose={(file) => void photo.choose(file)} />
      <PhotoFieldMessage message={photo.message} />
    </Stack>
  );
}
