import { describe, expect, it } from 'vitest';
import { batteryLevel, batteryPercentFromVoltage, batteryVoltageTable } from './battery.js';
import { updateDeviceRequestSchema } from './device-update.js';
import { removalBlockedBySubscription } from './devices.js';
import { celsiusToFahrenheit, powerSavingAvailability, powerSavingText, temperatureUnitOf } from './modem.js';
import { mayOnDevice, Privilege } from './privileges.js';

describe('battery from modem voltage', () => {
  it('has 21 entries from 4200 mV at 100 % to 3270 mV at 0 %', () => {
    expect(batteryVoltageTable).toHaveLength(21);
    expect(batteryVoltageTable[0]).toEqual({ millivolts: 4200, percent: 100 });
    expect(batteryVoltageTable[20]).toEqual({ millivolts: 3270, percent: 0 });
  });
  it('answers the nearest entry and clamps beyond the ends', () => {
    expect(batteryPercentFromVoltage(4200)).toBe(100);
    expect(batteryPercentFromVoltage(4180)).toBe(100);
    expect(batteryPercentFromVoltage(4170)).toBe(95);
    expect(batteryPercentFromVoltage(3735)).toBe(50);
    expect(batteryPercentFromVoltage(5000)).toBe(100);
    expect(batteryPercentFromVoltage(3000)).toBe(0);
  });
  it("levels: alert at or below the device's low-battery level, warn up to 10 points above it, else normal", () => {
    expect(batteryLevel(20, 20)).toBe('alert');
    expect(batteryLevel(21, 20)).toBe('warn');
    expect(batteryLevel(30, 20)).toBe('warn');
    expect(batteryLevel(31, 20)).toBe('normal');
    expect(batteryLevel(35, 40)).toBe('alert');
    expect(batteryLevel(35, 10)).toBe('normal');
  });
});

describe('device privileges', () => {
  it('lets SuperOwner remove and an Owner share not', () => {
    expect(mayOnDevice('remove', Privilege.SuperOwner, ['user'])).toBe(true);
    expect(mayOnDevice('remove', Privilege.Owner, ['user'])).toBe(false);
  });
  it('gives Owner and SuperOwner the device actions, Unrestricted the alert toggles, Limited reading only', () => {
    for (const action of ['alarm', 'airplaneMode', 'operatingMode', 'settings', 'firmwareUpdate'] as const) {
      expect(mayOnDevice(action, Privilege.Owner, ['user'])).toBe(true);
      expect(mayOnDevice(action, Privilege.Unrestricted, ['user'])).toBe(false);
    }
    expect(mayOnDevice('alertSettings', Privilege.Unrestricted, ['user'])).toBe(true);
    expect(mayOnDevice('alertSettings', Privilege.Limited, ['user'])).toBe(false);
    expect(mayOnDevice('view', Privilege.Limited, ['user'])).toBe(true);
  });
  it('never lets the sharedUser role share or remove', () => {
    expect(mayOnDevice('share', Privilege.SuperOwner, ['sharedUser'])).toBe(false);
    expect(mayOnDevice('remove', Privilege.SuperOwner, ['sharedUser'])).toBe(false);
    expect(mayOnDevice('alarm', Privilege.SuperOwner, ['sharedUser'])).toBe(true);
  });
});

describe('device rules', () => {
  it('blocks removal only of a GPS device whose subscription is not Inactive', () => {
    expect(removalBlockedBySubscription({ deviceType: 'shield_gps', subscription: { status: 'Active' } })).toBe(true);
    expect(removalBlockedBySubscription({ deviceType: 'shield_gps', subscription: { status: 'Inactive' } })).toBe(false);
    expect(removalBlockedBySubscription({ deviceType: 'shield_card', subscription: { status: 'Active' } })).toBe(false);
  });
  it('converts temperature and falls back to c', () => {
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(21.5)).toBe(70.7);
    expect(temperatureUnitOf('f')).toBe('f');
    expect(temperatureUnitOf('kelvin')).toBe('c');
  });
  it('names the eDRX and PSM states', () => {
    expect(powerSavingText(null)).toBe('N/A');
    expect(powerSavingText(-1)).toBe('Unavailable in your region');
    expect(powerSavingText(0)).toBe('Off');
    expect(powerSavingText(20.48)).toBe('On');
    expect(powerSavingAvailability(null)).toBe('N/A');
    expect(powerSavingAvailability(-1)).toBe('Unavailable in your region');
    expect(powerSavingAvailability(0)).toBe('Available / Off');
    expect(powerSavingAvailability(20.48)).toBe('Available / On');
  });
  it('refuses an empty update, an unknown field and a data: URL picture', () => {
    expect(updateDeviceRequestSchema.safeParse({}).success).toBe(false);
    expect(updateDeviceRequestSchema.safeParse({ owner: 'x' }).success).toBe(false);
    expect(updateDeviceRequestSchema.safeParse({ devicePicture: 'data:image/png;base64,AAAA' }).success).toBe(false);
    expect(updateDeviceRequestSchema.safeParse({ name: 'Van', temperature: { unit: 'f' } }).success).toBe(true);
  });
});
