import { z } from 'zod';

/** How a device reports over the OsmAnd protocol (Traccar Client and many trackers), as its owners see it. */
export const osmandSettingsSchema = z.object({
  /** The identifier to configure in the tracker or Traccar Client: a random key the server issued. */
  id: z.string(),
  /** Whether reports under the device's IMEI or serial number are accepted too (off unless its owner turns it on). */
  serialNumberAccepted: z.boolean(),
  /** False once the device has a native secret: it then reports only through the native call. */
  enabled: z.boolean(),
});
export type OsmandSettings = z.infer<typeof osmandSettingsSchema>;

/** PUT /api/devices/osmand/{id}: accept reports under the IMEI or serial number, or stop accepting them. */
export const osmandSettingsRequestSchema = z.strictObject({ serialNumberAccepted: z.boolean() });
export type OsmandSettingsRequest = z.infer<typeof osmandSettingsRequestSchema>;

export const osmandMessages = {
  title: 'Reporting over OsmAnd',
  description:
    'Trackers and phones running Traccar Client report under this identifier. Enter it as the device identifier, with this server on port 5055.',
  serialNumberLabel: 'Also accept reports under the serial number or IMEI',
  serialNumberWarning: 'Serial numbers and IMEIs are printed on the box and follow each other: anyone who knows one can send positions for this device, and reports under them share the limit of the network they come from.',
  nativeOnly: 'This device reports with its own secret, so OsmAnd reports for it are refused.',
  renew: 'New identifier',
  confirmRenew: 'The device stops reporting until the new identifier is entered in it. Issue a new identifier?',
  renewed: 'New identifier issued. Enter it in the tracker or Traccar Client.',
  serialNumberAccepted: 'Reports under the serial number or IMEI are accepted.',
  serialNumberRefused: 'Reports under the serial number or IMEI are refused.',
} as const;
