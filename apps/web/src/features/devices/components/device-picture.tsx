import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Device, DeviceType } from '@lodestar/contract';
import type { ComponentType, SVGProps } from 'react';
import { pictureDataUrl } from '../../../lib/picture';
import { useDevicePicture } from '../api/get-device-picture';
import { CardTrackerPicture } from '../assets/card-tracker-picture';
import { GpsTrackerPicture } from '../assets/gps-tracker-picture';
import { SmartLockPicture } from '../assets/smart-lock-picture';

const defaultPictures: Record<DeviceType, ComponentType<SVGProps<SVGSVGElement>>> = {
  shield_gps: GpsTrackerPicture,
  shield_card: CardTrackerPicture,
  smart_lock: SmartLockPicture,
};

type PictureDevice = Pick<Device, 'devicePictureUrl' | 'deviceType' | 'color'>;

/**
 * The uploaded picture, whole (a device cut off at the edges is hard to recognise), else the type's default drawing
 * tinted with the accent colour; `chosen` (base64) is a new picture not saved yet. An empty tile while the uploaded
 * one loads. Decorative: the name is beside it.
 */
export function DevicePicture({
  device,
  chosen = '',
  sx,
}: {
  device: PictureDevice;
  chosen?: string;
  sx: SxProps<Theme>;
}) {
  const uploaded = useDevicePicture(chosen ? null : device.devicePictureUrl);
  const src = pictureDataUrl(chosen) ?? uploaded.data;
  if (src) {
    return (
      <Box
        component="img"
        src={src}
        alt=""
        sx={[{ display: 'block', objectFit: 'contain', width: '100%', bgcolor: 'action.hover' }, sx].flat()}
      />
    );
  }
  const Default = defaultPictures[device.deviceType];
  const loading = uploaded.isPending && uploaded.fetchStatus !== 'idle';
  return (
    <Box
      sx={[
        { display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: device.color ?? 'primary.main' },
        sx,
      ].flat()}
    >
      {loading ? null : <Default width="62%" height="62%" />}
    </Box>
  );
}
