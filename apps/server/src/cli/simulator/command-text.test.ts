import { commandText, type DeviceCommandType } from '@lodestar/contract';
import { describe, expect, it } from 'vitest';
import { parseCommandText } from './command-text.js';

describe('parseCommandText', () => {
  it.each<[DeviceCommandType, Record<string, unknown>]>([
    ['locate', { locationReportMode: 'once' }],
    ['locate', { locationReportMode: 'continuously' }],
    ['locate', { locationReportMode: 'continuously', duration: 600 }],
    ['stopTracking', {}],
    ['alarm', { on: true }],
    ['alarm', { on: false }],
    ['airplaneMode', { duration: 3600 }],
    ['operatingMode', { operatingMode: 'batteryLife' }],
    ['firmware', { version: '2.5.0' }],
    ['settings', { tone: 3, ledFlash: true }],
    ['geofence', { enable: true, liveTrackingUnable: false, trackingTime: 0, boundary: [{ lat: -33.87, lng: 151.21 }] }],
    ['reportStolen', { stolen: true }],
    ['reportStolen', { stolen: false }],
  ])('reads back the text of %s %j', (type, payload) => {
    expect(parseCommandText(commandText(type, payload))).toEqual({ type, payload });
  });

  it('reads a rekey without its passcode, which the text reply never carries', () => {
    const text = commandText('rekey', { passcode: '482913' });
    expect(text).not.toContain('482913');
    expect(parseCommandText(text)).toEqual({ type: 'rekey', payload: {} });
  });

  it('ignores an empty reply and text it does not know', () => {
    expect(parseCommandText('')).toBeUndefined();
    expect(parseCommandText('reboot now')).toBeUndefined();
    expect(parseCommandText('settings {broken')).toBeUndefined();
  });
});
