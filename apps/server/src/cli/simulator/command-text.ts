import { deviceCommandTypeSchema, type DeviceCommand, type DeviceCommandType } from '@lodestar/contract';

/** A command as a device receives it; only the native call gives it an id to acknowledge. */
export type ReceivedCommand = Pick<DeviceCommand, 'type' | 'payload'> & { id?: string };

function jsonPayload(argument: string): Record<string, unknown> {
  const value: unknown = JSON.parse(argument);
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('the argument must be a JSON object');
  return value as Record<string, unknown>;
}

/** `once`, `continuously` (older servers) or `continuously 600`: the mode and the live-tracking duration in seconds. */
function locatePayload(argument: string): Record<string, unknown> {
  const [locationReportMode, duration] = argument.split(/\s+/);
  return duration === undefined ? { locationReportMode } : { locationReportMode, duration: Number(duration) };
}

const payloadOf: Record<DeviceCommandType, (argument: string) => Record<string, unknown>> = {
  locate: locatePayload,
  stopTracking: () => ({}),
  alarm: (argument) => ({ on: argument === 'on' }),
  airplaneMode: (argument) => ({ duration: Number(argument) }),
  operatingMode: (argument) => ({ operatingMode: argument }),
  firmware: (argument) => ({ version: argument }),
  settings: jsonPayload,
  geofence: jsonPayload,
  rekey: () => ({}),
  reportStolen: (argument) => ({ stolen: argument === 'on' }),
};

/** The command in the text of an OsmAnd reply, the inverse of the contract's `commandText`; undefined when unknown. */
export function parseCommandText(text: string): ReceivedCommand | undefined {
  const [, word = '', argument = ''] = /^(\S+)\s*(.*)$/s.exec(text.trim()) ?? [];
  const type = deviceCommandTypeSchema.safeParse(word);
  if (!type.success) return undefined;
  try {
    return { type: type.data, payload: payloadOf[type.data](argument) };
  } catch {
    return undefined;
  }
}
