import { EARLIEST_POSITION_TIME, MAX_FUTURE_SKEW_MS } from '@lodestar/contract';
import { OsmandDecodeError } from './decode-error.js';

const JAVA_INTEGER_MAX = 2_147_483_647;

/**
 * ISO 8601 or yyyy-MM-dd HH:mm:ss. A '+' that reached us URL-decoded is a space: between date and time,
 * and in front of an offset.
 */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T +](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+\- ]\d{2}(?::?\d{2})?)?$/i;
const OFFSET = /^([+\- ])(\d{2}):?(\d{2})?$/;

/** A fix time as OsmAnd devices send it, refused when the device clock is plainly wrong. */
export function parseFixTime(text: string, name: string, now: Date): Date {
  const time = /^\d+$/.test(text) ? epochMillis(Number(text)) : dateTimeMillis(text);
  if (time === null) {
    throw new OsmandDecodeError(`${name} must be epoch seconds, epoch milliseconds, ISO 8601 or yyyy-MM-dd HH:mm:ss.`);
  }
  checkPlausible(time, name, now);
  return new Date(time);
}

/** Traccar's rule: a number below Java's Integer.MAX_VALUE (2038 in seconds) is seconds, anything larger milliseconds. */
function epochMillis(value: number): number {
  return value < JAVA_INTEGER_MAX ? value * 1000 : value;
}

/** Without an offset the time is UTC. */
function dateTimeMillis(text: string): number | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '0', fraction = '', offset = 'Z'] = match;
  const [y, mo, d, h, mi, s] = [year, month, day, hour, minute, second].map(Number) as DateTimeFields;
  const time = new Date(Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0').slice(0, 3))));
  const offsetMinutes = offsetMinutesOf(offset);
  if (offsetMinutes === null || !hasFields(time, [y, mo, d, h, mi, s])) return null;
  return time.getTime() - offsetMinutes * 60_000;
}

type DateTimeFields = [year: number, month: number, day: number, hour: number, minute: number, second: number];

/** Date.UTC rolls 2024-02-30 over into March; a real date and time keeps the fields it was built from. */
function hasFields(time: Date, [year, month, day, hour, minute, second]: DateTimeFields): boolean {
  return (
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute &&
    time.getUTCSeconds() === second
  );
}

function offsetMinutesOf(offset: string): number | null {
  if (offset.toUpperCase() === 'Z') return 0;
  const [, sign = '', hours = '', minutes = '00'] = OFFSET.exec(offset) ?? [];
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

function checkPlausible(time: number, name: string, now: Date): void {
  if (time > now.getTime() + MAX_FUTURE_SKEW_MS) {
    const minutes = MAX_FUTURE_SKEW_MS / 60_000;
    throw new OsmandDecodeError(
      `${name} is more than ${minutes} minutes ahead of the server clock; check the device's time.`,
    );
  }
  if (time < EARLIEST_POSITION_TIME) {
    const earliest = new Date(EARLIEST_POSITION_TIME).toISOString().slice(0, 10);
    throw new OsmandDecodeError(`${name} is before ${earliest}; check the device's time.`);
  }
}
