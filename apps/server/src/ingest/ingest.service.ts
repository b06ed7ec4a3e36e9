import { setTimeout as sleep } from 'node:timers/promises';
import {
  commandText,
  EARLIEST_POSITION_TIME,
  MAX_FUTURE_SKEW_MS,
  osmandCommandTypes,
  serverMessages,
  type DeviceCommand,
  type NativePosition,
  type NativeReportResponse,
} from '@lodestar/contract';
import type { Clock } from '../adapters/clock.js';
import { UnauthorizedError, ValidationError } from '../errors.js';
import { createBatchedLookup } from '../lib/batched-lookup.js';
import type { CommandQueueRepository } from '../modules/device-commands/index.js';
import { hashDeviceSecret, secretFromHeader } from './device-secret.js';
import { createAnswerPace } from './osmand/answer-pace.js';
import type { PositionPipeline } from './pipeline/position-pipeline.js';
import type { IngestDevice, TelemetryRepository } from './pipeline/telemetry.repository.js';
import type { DecodedReport } from './report.js';
import { fixTimeOf, fromNative } from './native-position.js';
import type { Payload } from '../http/envelope.js';

/** Commands one native reply carries at most; the rest follow with the next replies. */
const COMMANDS_PER_REPLY = 20;

interface IngestServiceDeps {
  telemetry: TelemetryRepository;
  pipeline: PositionPipeline;
  commands: CommandQueueRepository;
  clock: Clock;
}

export type NativeBody = {
  modem?: { modem_voltage?: number; modem_temperature?: number; modem_state?: string; firmwareVersion?: string };
  positions: NativePosition[];
  acks: string[];
};

/** The ingest use cases: an OsmAnd report and a native batch, each answered only after its positions are committed. */
export function createIngestService({ telemetry, pipeline, commands, clock }: IngestServiceDeps) {
  const pace = createAnswerPace();
  return {
    /**
     * The device that reports over OsmAnd under `key`, read from the database for every report (the reports in
     * flight together share one indexed read): a key renewed, released or transferred stops working on every server
     * process at once.
     */
    osmandDevice: createBatchedLookup((keys) => telemetry.findByOsmandKeys(keys)),

    /**
     * Stores a decoded OsmAnd report of `device` (its key's device, if any) and answers the text of the oldest
     * waiting command its channel may carry (empty when none), as Traccar answers with a queued custom command. A
     * key no device reports under is answered as one that does, with nothing stored, after as long as a recent known
     * report took: the port must not tell which identifiers exist, by its answer or by its time.
     */
    async osmand(report: DecodedReport, device: IngestDevice | undefined): Promise<{ reply: string }> {
      if (!device) {
        await sleep(pace.sample());
        return { reply: '' };
      }
      const started = performance.now();
      const { commands: handed } = await pipeline.submit({
        device,
        positions: report.position ? [report.position] : [],
        takeCommands: 1,
        commandTypes: osmandCommandTypes,
        acknowledgesByReporting: true,
      });
      pace.record(performance.now() - started);
      const [command] = handed;
      return { reply: command ? commandText(command.type, command.payload) : '' };
    },

    /** The native batch: acknowledgements, positions and modem state in; the device's due commands out. */
    async native(authorization: string | undefined, body: NativeBody): Promise<Payload<NativeReportResponse>> {
      const secret = secretFromHeader(authorization);
      const device = secret && (await telemetry.findBySecretHash(hashDeviceSecret(secret)));
      if (!device) throw new UnauthorizedError(serverMessages.deviceUnauthorized);

      const now = clock.now();
      const latest = now.getTime() + MAX_FUTURE_SKEW_MS;
      const positions = body.positions.map((position, index) => {
        const fixTime = fixTimeOf(position);
        if (fixTime.getTime() > latest || fixTime.getTime() < EARLIEST_POSITION_TIME) {
          throw new ValidationError(`positions.${index}.timestamp: ${serverMessages.positionTimeOutOfRange}`);
        }
        return fromNative(position, fixTime);
      });

      const acknowledged = await commands.acknowledge(device.id, body.acks, now);
      const { modem } = body;
      const receipt = await pipeline.submit({
        device,
        positions,
        modem: modem && {
          modemVoltage: modem.modem_voltage,
          modemTemperature: modem.modem_temperature,
          modemState: modem.modem_state,
          firmwareVersion: modem.firmwareVersion,
        },
        takeCommands: COMMANDS_PER_REPLY,
        answersCommands: acknowledged > 0,
      });
      const handed: DeviceCommand[] = receipt.commands.map((command) => ({
        id: command.id,
        type: command.type,
        payload: command.payload,
        createdAt: command.createdAt.toISOString(),
      }));
      return { accepted: receipt.stored, commands: handed };
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
