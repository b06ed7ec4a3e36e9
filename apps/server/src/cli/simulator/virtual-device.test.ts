import { describe, expect, it } from 'vitest';
import { parseCommandText } from './command-text.js';
import { AIRPLANE_CAP_SECONDS, VirtualDevice, type VirtualDeviceSpec } from './virtual-device.js';

const T0 = Date.UTC(2026, 0, 1);
const INTERVAL = 5000;
const spec = (overrides: Partial<VirtualDeviceSpec> = {}): VirtualDeviceSpec => ({
  deviceUUID: 'SIM-TEST',
  type: 'shield_gps',
  movement: 'car',
  home: { lat: -33.8688, lng: 151.2093 },
  millivolts: 4100,
  firmwareVersion: '2.4.1',
  ...overrides,
});
/** `count` reports, one every `stepMs` from T0. */
const reports = (device: VirtualDevice, count: number, stepMs: number) =>
  Array.from({ length: count }, (_, i) => device.report(T0 + i * stepMs));
const told = (device: VirtualDevice, text: string) => device.apply(parseCommandText(text)!, T0);

describe('VirtualDevice battery', () => {
  it('drains, and once it runs low charges back to full', () => {
    const voltages = reports(new VirtualDevice(spec({ millivolts: 3450 })), 120, 60_000).map((report) => report.position.modem_voltage!);
    const lowest = voltages.indexOf(Math.min(...voltages));
    const draining = voltages.slice(0, lowest + 1);
    expect(voltages[lowest]).toBeLessThan(3400);
    expect(draining).toEqual([...draining].sort((a, b) => b - a));
    expect(voltages.slice(lowest)).toContain(4200);
  });

  it('drains faster on the move than parked', () => {
    const lossInAnHour = (movement: 'car' | 'parked') => {
      const hour = reports(new VirtualDevice(spec({ movement })), 61, 60_000);
      return hour[0]!.position.modem_voltage! - hour[60]!.position.modem_voltage!;
    };
    expect(lossInAnHour('car')).toBeGreaterThan(lossInAnHour('parked') * 1.5);
  });
});

describe('VirtualDevice reports', () => {
  it('reads the temperature around the ambient, with a rare spike above 45 °C', () => {
    const temperatures = reports(new VirtualDevice(spec()), 4000, INTERVAL).map((report) => report.position.modem_temperature!);
    const ordinary = temperatures.filter((celsius) => celsius >= 14 && celsius <= 30);
    expect(ordinary.length / temperatures.length).toBeGreaterThan(0.9);
    expect(Math.max(...temperatures)).toBeGreaterThan(45);
  });

  it('fixes a tracker mostly by GPS with speed and course, and a card by cells without them', () => {
    const tracker = reports(new VirtualDevice(spec()), 200, INTERVAL).map((report) => report.position);
    expect(tracker.filter((position) => position.type === 'gps').length).toBeGreaterThan(160);
    expect(tracker.find((position) => position.type === 'gps')).toMatchObject({ speed: expect.any(Number), course: expect.any(Number) });

    const card = reports(new VirtualDevice(spec({ type: 'shield_card', movement: 'walk' })), 4, INTERVAL).map((report) => report.position);
    expect(card.map((position) => position.type)).toEqual(['mcell', 'scell', 'mcell', 'scell']);
    for (const position of card) {
      expect(position.accuracy).toBeGreaterThanOrEqual(100);
      expect(position.accuracy).toBeLessThanOrEqual(1500);
      expect(position.speed).toBeUndefined();
    }
  });

  it('has a lock tell its state first, then open now and then and lock itself again', () => {
    const lock = new VirtualDevice(spec({ deviceUUID: 'SIM-LOCK', type: 'smart_lock', movement: 'parked' }));
    const events = reports(lock, 1000, INTERVAL)
      .map(({ position, modem }) => {
        expect(position.modem_temperature).toBeUndefined();
        expect(modem.modem_state).toBeUndefined();
        return position;
      })
      .filter((position) => position.isLocked !== undefined);
    const [first, ...rest] = events;
    expect(first).toMatchObject({ isLocked: true });
    expect(rest.length).toBeGreaterThan(10);
    rest.forEach((event, i) => {
      if (i % 2 === 1) return expect(event).toMatchObject({ isLocked: true, unlockType: 'autoLocked' });
      expect(event.isLocked).toBe(false);
      expect(['app', 'buttonCode', 'tsaUnlock']).toContain(event.unlockType);
    });
  });
});

describe('VirtualDevice commands', () => {
  it('reports faster while tracking continuously, until told to stop', () => {
    const device = new VirtualDevice(spec());
    expect(device.nextDelayMs(INTERVAL, T0)).toBe(INTERVAL);
    told(device, 'locate continuously');
    expect(device.nextDelayMs(INTERVAL, T0)).toBeCloseTo(INTERVAL / 3);
    expect(device.nextDelayMs(1500, T0)).toBe(1000);
    told(device, 'stopTracking');
    expect(device.nextDelayMs(INTERVAL, T0)).toBe(INTERVAL);
  });

  it('tracks continuously for the live-tracking duration it is given, then reports as usual', () => {
    const device = new VirtualDevice(spec());
    told(device, 'locate continuously 300');
    expect(device.nextDelayMs(INTERVAL, T0 + 299_000)).toBeCloseTo(INTERVAL / 3);
    expect(device.nextDelayMs(INTERVAL, T0 + 300_000)).toBe(INTERVAL);
  });

  it('answers locate once with a report straight away', () => {
    const device = new VirtualDevice(spec());
    told(device, 'locate once');
    expect(device.nextDelayMs(INTERVAL, T0)).toBe(0);
    device.report(T0);
    expect(device.nextDelayMs(INTERVAL, T0)).toBe(INTERVAL);
  });

  it('slows down in battery-life mode and keeps silent in airplane mode for at most a minute', () => {
    const device = new VirtualDevice(spec());
    told(device, 'operatingMode batteryLife');
    expect(device.nextDelayMs(INTERVAL, T0)).toBe(3 * INTERVAL);
    expect(device.report(T0).modem.modem_state).toBe('Idle (eDRX)');
    told(device, 'airplaneMode 3600');
    expect(device.nextDelayMs(INTERVAL, T0)).toBe(AIRPLANE_CAP_SECONDS * 1000);
    expect(device.nextDelayMs(INTERVAL, T0 + AIRPLANE_CAP_SECONDS * 1000)).toBe(3 * INTERVAL);
  });

  it('keeps the alarm and the settings it is given', () => {
    const device = new VirtualDevice(spec());
    told(device, 'alarm on');
    told(device, 'settings {"tone":3}');
    told(device, 'settings {"ledFlash":true}');
    expect(device.state).toMatchObject({ alarm: true, settings: { tone: 3, ledFlash: true } });
    told(device, 'geofence {"enable":true,"boundary":[]}');
    expect(device.state.geofence).toEqual({ enable: true, boundary: [] });
    told(device, 'alarm off');
    expect(device.state.alarm).toBe(false);
  });

  it('reports new firmware and acknowledges a native command until the server has the acknowledgement', () => {
    const device = new VirtualDevice(spec());
    const id = '7f1c2a52-4c1e-4d8e-9a43-0c0f4f0a6b11';
    expect(device.report(T0)).toMatchObject({ modem: { firmwareVersion: '2.4.1' }, acks: [] });
    device.apply({ id, type: 'firmware', payload: { version: '2.5.0' } }, T0);
    const next = device.report(T0 + INTERVAL);
    expect(next).toMatchObject({ modem: { firmwareVersion: '2.5.0' }, acks: [id] });
    expect(device.report(T0 + 2 * INTERVAL).acks).toEqual([id]);
    device.acknowledged(next.acks);
    expect(device.report(T0 + 3 * INTERVAL).acks).toEqual([]);
  });
});
