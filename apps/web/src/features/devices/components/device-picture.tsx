import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Device, DeviceType } from '@lodestar/contract';
import type { ComponentType, SVGProps } from 'react';
import { pictureDataUrl } from '../../../lib/picture';
import { CardTrackerPicture } from '../assets/card-tracker-picture';
import { GpsTrackerPicture } from '../assets/gps-tracker-picture';
import { SmartLockPicture } from '../assets/smart-lock-picture';

const defaultPictures: Record<DeviceType, ComponentType<SVGProps<SVGSVGElement>>> = {
  shield_gps: GpsTrackerPicture,
  shield_card: CardTrackerPicture,
  smart_lock: SmartLockPicture,
};

type PictureDevice = Pick<Device, 'devicePicture' | 'deviceType' | 'color'>;

/** The uploaded picture, whole (a device cut off at the edges is hard to recognise), else the type's default drawing tinted with the accent colour. Decorative: the name is beside it. */
export function DevicePicture({ device, sx }: { device: PictureDevice; sx: SxProps<Theme> }) {
  const src = pictureDataUrl(device.devicePicture);
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
  return (
    <Box
      sx={[
        { display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: device.color ?? 'primary.main' },
        sx,
      ].flat()}
    >
      <Default width="62%" height="62%" />
    </Box>
  );
}
