import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ChoosePhotoButton } from '../../../components/form/choose-photo-button';
import { PhotoFieldMessage } from '../../../components/form/photo-field-message';
import { usePhotoField } from '../../../components/form/use-photo-field';
import { useT } from '../../../lib/i18n/use-t';
import { pictureDataUrl } from '../../../lib/picture';

/** The profile photo: a preview, a picture file compressed in the browser before it is sent, and a way to remove it. */
export function ProfilePhotoField({ userName }: { userName: string }) {
  const t = useT();
  const photo = usePhotoField('profilePicture');
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={pictureDataUrl(photo.picture)} alt="" sx={{ width: 88, height: 88, fontSize: 36, flexShrink: 0 }}>
        {userName.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Stack spacing={1} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <ChoosePhotoButton loading={photo.compressing} onChoose={(file) => void photo.choose(file)} />
          {photo.picture && (
            <Button color="error" startIcon={<DeleteOutline />} onClick={photo.remove}>
              {t('account.profile.removePhoto')}
            </Button>
          )}
        </Stack>
        <PhotoFieldMessage message={photo.message} />
      </Stack>
    </Stack>
  );
}
