import { hasModem,type DeviceType, type LatLng, type LocationType, type NativePosition } from '@lodestar/contract';
import { Battery, type BatteryGauge } from './battery.js';
import type { ReceivedCommand } from './command-text.js';
import { moveBy } from './geo.js';
import { LockMechanism } from './lock-events.js';
import { between, chance, hashText, seededRandom, type Random } from './random.js';
import { buildRoute, type Movement, type Route, type RoutePoint } from './routes.js';
import { Thermometer } from './thermometer.js';

/**
 * The longest airplane mode a simulated device keeps: real ones last hours, which in a demo would only look like a
 * dead device.
 */
export const AIRPLANE_CAP_SECONDS = 60;
const SOS_CHANCE = 1 / 2000;
const WATER_CHANCE = 1 / 5000;
/** Starting off after a stop shakes the device: one time in five it raises motion. */
const MOTION_CHANCE = 1 / 5;
/** A tracker loses the sky now and then (garages, tunnels) and falls back to a cell fix. */
const CELL_FALLBACK_CHANCE = 1 / 12;
const FASTEST_TRACKING_MS = 1000;
const BATTERY_LIFE_SLOWDOWN = 3;

const ACCURACY_M: Record<LocationType, [number, number]> = { gps: [3, 15], mcell: [100, 600], scell: [500, 1500] };

export interface VirtualDeviceSpec {
  deviceUUID: string;
  type: DeviceType;
  movement: Movement;
  home: LatLng;
  /** What it last reported, to carry on from; null when it never did. */
  millivolts: number | null;
  firmwareVersion: string | null;
}

/** One report, in the shape of the native call; the OsmAnd transport takes what its protocol carries. */
export interface DeviceReport {
  position: NativePosition;
  modem: { modem_state?: string; firmwareVersion?: string };
  /** Commands carried out since the last report that got through. */
  acks: string[];
}

/** What the device was told to do. */
export interface DeviceState {
  tracking: 'once' | 'continuously';
  /** Epoch ms at which continuous tracking ends by itself (Infinity: when told to stop). */
  trackingUntil: number;
  operatingMode: 'responsiveness' | 'batteryLife';
  alarm: boolean;
  firmwareVersion: string | null;
  settings: Record<string, unknown>;
  /** The geo-fence it was last given, null before any. */
  geofence: Record<string, unknown> | null;
  /** Epoch ms until which airplane mode keeps it silent. */
  silentUntil: number;
  /** A `locate once` is answered by a report straight away. */
  locateNow: boolean;
}

/** The loop a device is simulated on: the same for the same serial number, home and movement. */
export const routeOf = (spec: Pick<VirtualDeviceSpec, 'deviceUUID' | 'home' | 'movement'>): Route =>
  buildRoute(spec.home, spec.movement, hashText(spec.deviceUUID));

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A simulated tracker, card or lock: where it is, what its sensors read, and how it follows commands. */
export class VirtualDevice {
  readonly state: DeviceState;
  private readonly route: Route;
  private readonly battery: BatteryGauge;
  private readonly thermometer: Thermometer;
  private readonly lock: LockMechanism;
  private readonly pendingAcks = new Set<string>();
  private lastReportAt: number | undefined;
  private wasMoving: boolean | undefined;
  private readonly random: Random;
  private cellFixes = 0;

  /** `parts` replace the loop it moves on and the battery it reads (the demo's past week has its own of both). */
  constructor(
    private readonly spec: VirtualDeviceSpec,
    parts: { route?: Route; battery?: BatteryGauge } = {},
  ) {
    this.random = seededRandom(hashText(`${spec.deviceUUID}/events`));
    this.route = parts.route ?? routeOf(spec);
    this.battery = parts.battery ?? new Battery(spec.millivolts ?? between(this.random, 3800, 4200));
    this.thermometer = new Thermometer(this.random, spec.home.lng);
    this.lock = new LockMechanism(this.random);
    this.state = {
      tracking: 'once',
      trackingUntil: Infinity,
      operatingMode: 'responsiveness',
      alarm: false,
      firmwareVersion: spec.firmwareVersion,
      settings: {},
      geofence: null,
      silentUntil: 0,
      locateNow: false,
    };
  }

  /** The report the device sends at `now` (epoch ms); its battery, sensors and lock move on to that moment. */
  report(now: number): DeviceReport {
    const elapsedSeconds = this.lastReportAt === undefined ? 0 : (now - this.lastReportAt) / 1000;
    this.lastReportAt = now;
    this.state.locateNow = false;
    const place = this.route.at(now / 1000);
    const startedMoving = this.wasMoving === false && place.moving;
    this.wasMoving = place.moving;
    const withModem = hasModem(this.spec.type);

    const position: NativePosition = {
      timestamp: Math.floor(now / 1000),
      ...this.fix(place),
      // The native call's only battery reading, locks' included.
      modem_voltage: this.battery.report(elapsedSeconds, place.moving),
      // Only locks have no modem, and only they have lock events.
      ...(withModem ? { modem_temperature: this.thermometer.read(now), alertType: this.alert(startedMoving) } : this.lock.next()),
    };
    return {
      position,
      modem: { modem_state: this.modemState(), firmwareVersion: this.state.firmwareVersion ?? undefined },
      acks: [...this.pendingAcks],
    };
  }

  /** Carries out a command; one with an id is acknowledged with the next report. */
  apply(command: ReceivedCommand, now: number): void {
    const { payload } = command;
    switch (command.type) {
      case 'locate':
        if (payload.locationReportMode === 'continuously') {
          this.state.tracking = 'continuously';
          this.state.trackingUntil = typeof payload.duration === 'number' ? now + payload.duration * 1000 : Infinity;
        } else this.state.locateNow = true;
        break;
      case 'stopTracking':
        this.state.tracking = 'once';
        break;
      case 'alarm':
        this.state.alarm = payload.on === true;
        break;
      case 'airplaneMode':
        this.state.silentUntil = now + Math.min(Number(payload.duration) || 0, AIRPLANE_CAP_SECONDS) * 1000;
        break;
      case 'operatingMode':
        this.state.operatingMode = payload.operatingMode === 'batteryLife' ? 'batteryLife' : 'responsiveness';
        break;
      case 'settings':
        this.state.settings = { ...this.state.settings, ...payload };
        break;
      case 'geofence':
        this.state.geofence = payload;
        break;
      case 'firmware':
        if (typeof payload.version === 'string') this.state.firmwareVersion = payload.version;
        break;
    }
    if (command.id) this.pendingAcks.add(command.id);
  }

  /** The server has these acknowledgements: they need not be sent again. */
  acknowledged(ids: string[]): void {
    for (const id of ids) this.pendingAcks.delete(id);
  }

  /** How long after a report at `now` the next one is due, given the usual interval. */
  nextDelayMs(intervalMs: number, now: number): number {
    if (now < this.state.silentUntil) return this.state.silentUntil - now;
    if (this.state.locateNow) return 0;
    if (this.state.tracking === 'continuously' && now < this.state.trackingUntil) return Math.min(intervalMs, Math.max(intervalMs / 3, FASTEST_TRACKING_MS));
    return this.state.operatingMode === 'batteryLife' ? intervalMs * BATTERY_LIFE_SLOWDOWN : intervalMs;
  }

  private fixType(): LocationType {
    switch (this.spec.type) {
      case 'shield_card':
        this.cellFixes += 1;
        return this.cellFixes % 2 === 1 ? 'mcell' : 'scell';
      case 'shield_gps':
        return chance(this.random, CELL_FALLBACK_CHANCE) ? 'mcell' : 'gps';
      case 'smart_lock':
        return 'gps';
    }
  }

  private fix(place: RoutePoint): Pick<NativePosition, 'latitude' | 'longitude' | 'type' | 'accuracy' | 'speed' | 'course' | 'altitude'> {
    const type = this.fixType();
    const accuracy = Math.round(between(this.random, ...ACCURACY_M[type]));
    if (type !== 'gps') {
      // A cell fix is only somewhere near the device and knows nothing of speed, course or altitude.
      const near = moveBy(place.position, between(this.random, 0, 360), between(this.random, 0, accuracy / 2));
      return { latitude: round(near.lat, 6), longitude: round(near.lng, 6), type, accuracy };
    }
    return {
      latitude: round(place.position.lat, 6),
      longitude: round(place.position.lng, 6),
      type,
      accuracy,
      speed: round(place.speedKmh, 1),
      course: Math.round(place.course) % 360,
      altitude: place.altitude,
    };
  }

  private alert(startedMoving: boolean): NativePosition['alertType'] {
    if (chance(this.random, SOS_CHANCE)) return 'sos';
    if (chance(this.random, WATER_CHANCE)) return 'water';
    return startedMoving && chance(this.random, MOTION_CHANCE) ? 'motion' : undefined;
  }

  /** Locks have no modem; trackers and cards idle in battery-life mode. */
  private modemState(): string | undefined {
    if (!hasModem(this.spec.type)) return undefined;
    if (this.state.operatingMode === 'batteryLife') return 'Idle (eDRX)';
    return this.spec.type === 'shield_card' ? 'Connected (NB-IoT)' : 'Connected (LTE-M)';
  }
}
