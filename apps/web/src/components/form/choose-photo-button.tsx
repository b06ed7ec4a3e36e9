import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Button from '@mui/material/Button';
import type { ChangeEvent } from 'react';
import { useT } from '../../lib/i18n/use-t';

interface ChoosePhotoButtonProps {
  /** The chosen photo is being prepared: the button spins. */
  loading: boolean;
  onChoose: (file: File) => void;
}

/** Opens the browser's file picker for an image and hands on the chosen file. */
export function ChoosePhotoButton({ loading, onChoose }: ChoosePhotoButtonProps) {
  const t = useT();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <Button component="label" variant="outlined" startIcon={<PhotoCameraOutlined />} loading={loading}>
      {t('common.photo.choose')}
      <input hidden type="file" accept="image/*" onChange={pick} />
    </Button>
  );
}
