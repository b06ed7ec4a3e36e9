import type { NativeReportResponse } from '@lodestar/contract';
import { KMH_PER_KNOT } from '../../ingest/osmand/limits.js';
import { parseCommandText, type ReceivedCommand } from './command-text.js';
import type { Endpoints } from './endpoints.js';
import type { FleetDevice } from './fleet.js';
import type { DeviceReport } from './virtual-device.js';

const TIMEOUT_MS = 10_000;

export type Delivery = { ok: true; accepted: number; commands: ReceivedCommand[] } | { ok: false; problem: string };

/** The OsmAnd query of a report: what that protocol carries (no lock events, modem state or acknowledgements). */
function osmandQuery(id: string, { position }: DeviceReport): URLSearchParams {
  const fields: Record<string, string | number | undefined> = {
    id,
    lat: position.latitude,
    lon: position.longitude,
    timestamp: position.timestamp,
    speed: position.speed === undefined ? undefined : Math.round((position.speed / KMH_PER_KNOT) * 100) / 100,
    bearing: position.course,
    altitude: position.altitude,
    accuracy: position.accuracy,
    // Traccar's name for motion; the other alerts have the same name in both.
    alarm: position.alertType === 'motion' ? 'movement' : position.alertType,
    modem_voltage: position.modem_voltage,
    modem_temperature: position.modem_temperature,
  };
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) query.set(key, String(value));
  return query;
}

async function refused(response: Response): Promise<Delivery> {
  const body = await response.text();
  return { ok: false, problem: `HTTP ${response.status} ${body.slice(0, 200)}` };
}

async function sendOsmand(url: string, osmandId: string, report: DeviceReport): Promise<Delivery> {
  const response = await fetch(`${url}/?${osmandQuery(osmandId, report)}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) return refused(response);
  const command = parseCommandText(await response.text());
  return { ok: true, accepted: 1, commands: command ? [command] : [] };
}

async function sendNative(url: string, authorization: string, report: DeviceReport): Promise<Delivery> {
  const response = await fetch(`${url}/api/ingest/native`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ modem: report.modem, positions: [report.position], acks: report.acks }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) return refused(response);
  const answer = (await response.json()) as NativeReportResponse;
  return { ok: true, accepted: answer.accepted, commands: answer.commands };
}

/** Sends one report the device's way and reads the commands of the answer. Never throws: a failure is a `problem`. */
export async function deliver(device: FleetDevice, report: DeviceReport, { baseUrl, ingestUrl }: Endpoints): Promise<Delivery> {
  try {
    if (device.protocol === 'native') return await sendNative(baseUrl, device.authorization, report);
    if (!ingestUrl) return { ok: false, problem: 'the OsmAnd port is off (INGEST_PORT=0)' };
    return await sendOsmand(ingestUrl, device.osmandId, report);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { ok: false, problem: cause ?? (error as Error).message };
  }
}
