import { deviceColors, updateDeviceRequestSchema, type Device } from '@lodestar/contract';
import { z } from 'zod';

const field = updateDeviceRequestSchema.shape;

/** The Basic settings form: the contract's rules, with '' for a colour or picture not chosen. */
export const basicSettingsSchema = z.object({
  name: field.name.unwrap(),
  color: z.union([z.literal(''), field.color.unwrap()]),
  devicePicture: field.devicePicture.unwrap(),
});
export type BasicSettings = z.infer<typeof basicSettingsSchema>;

/**
 * The device's name and accent colour, and no new photo yet (the saved one is shown from its address and not sent
 * again); a colour outside the palette reads as none chosen.
 */
export function basicSettingsOf(device: Device): BasicSettings {
  const color = deviceColors.find((each) => each.value.toLowerCase() === device.color?.toLowerCase());
  return { name: device.name, color: color?.value ?? '', devicePicture: '' };
}
