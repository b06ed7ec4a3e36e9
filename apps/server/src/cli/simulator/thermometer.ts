import { between, chance, type Random } from './random.js';
import { solarHour } from './solar-time.js';

/** About one report in 400 catches the device in the sun, on a dashboard or next to a heater. */
const SPIKE_CHANCE = 1 / 400;
const SPIKE_CELSIUS: [number, number] = [46, 52];
/** How much of a spike is left at the next report. */
const SPIKE_FADE = 0.7;
const MAX_DRIFT = 3;
/** Afternoons are this much warmer than the day's mean, and nights this much cooler. */
const DAY_SWING_CELSIUS = 3;
const WARMEST_HOUR = 15;

/**
 * The modem's temperature: the ambient 18–26 °C, warmest mid-afternoon and coolest before dawn, with a slow drift,
 * and now and then a spike above 45 °C that fades.
 */
export class Thermometer {
  private readonly ambient: number;
  private drift = 0;
  private heat = 0;

  /** `longitude` sets when its afternoons are. */
  constructor(
    private readonly random: Random,
    private readonly longitude: number,
  ) {
    this.ambient = between(random, 18, 26);
  }

  /** Degrees Celsius at `at` (epoch ms), one decimal. */
  read(at: number): number {
    const step = (this.random() - 0.5) * 0.4;
    this.drift = Math.max(-MAX_DRIFT, Math.min(MAX_DRIFT, this.drift * 0.95 + step));
    this.heat = chance(this.random, SPIKE_CHANCE) ? between(this.random, ...SPIKE_CELSIUS) - this.ambient : this.heat * SPIKE_FADE;
    const daytime = DAY_SWING_CELSIUS * Math.cos((2 * Math.PI * (solarHour(at, this.longitude) - WARMEST_HOUR)) / 24);
    return Math.round((this.ambient + daytime + this.drift + this.heat) * 10) / 10;
  }
}
