import { between, chance, type Random } from './random.js';

/** About one report in 400 catches the device in the sun, on a dashboard or next to a heater. */
const SPIKE_CHANCE = 1 / 400;
const SPIKE_CELSIUS: [number, number] = [46, 52];
/** How much of a spike is left at the next report. */
const SPIKE_FADE = 0.7;
const MAX_DRIFT = 3;

/** The modem's temperature: the ambient 18–26 °C with a slow drift, and now and then a spike above 45 °C that fades. */
export class Thermometer {
  private readonly ambient: number;
  private drift = 0;
  private heat = 0;

  constructor(private readonly random: Random) {
    this.ambient = between(random, 18, 26);
  }

  /** Degrees Celsius, one decimal. */
  read(): number {
    const step = (this.random() - 0.5) * 0.4;
    this.drift = Math.max(-MAX_DRIFT, Math.min(MAX_DRIFT, this.drift * 0.95 + step));
    this.heat = chance(this.random, SPIKE_CHANCE) ? between(this.random, ...SPIKE_CELSIUS) - this.ambient : this.heat * SPIKE_FADE;
    return Math.round((this.ambient + this.drift + this.heat) * 10) / 10;
  }
}
