import type { AlertType } from '@lodestar/contract';
import type { AttributeCollector } from './attributes.js';

/** Traccar's alarm names, lower-cased, and the alert each raises here. */
const alertTypeByAlarm = new Map<string, AlertType>([
  ['sos', 'sos'],
  ['movement', 'motion'],
  ['vibration', 'motion'],
  ['motion', 'motion'],
  ['shock', 'motion'],
  ['water', 'water'],
  ['temperature', 'temperature'],
  ['geofenceexit', 'geofenceExit'],
]);

/** The alert an alarm raises; an alarm without an alert of ours is kept as the `alarm` attribute instead. */
export function applyAlarm(alarm: string, attributes: AttributeCollector): AlertType | null {
  const alertType = alertTypeByAlarm.get(alarm.toLowerCase()) ?? null;
  if (alertType === null) attributes.setKnown('alarm', alarm);
  return alertType;
}
