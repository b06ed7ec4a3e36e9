import { type Device, deviceEndpoints, messages } from '@lodestar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { onCall } from '../../../test/on-call';
import { describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../test/fixtures';
import { server } from '../../../test/server';
import { mockDeviceUpdate, renderSettings } from '../../../test/render-settings';

async function openSection(name: string, device: Device = deviceFixture()) {
  const bodies = mockDeviceUpdate(device);
  const view = renderSettings('alert', device);
  const section = await screen.findByRole('region', { name });
  const save = () => within(section).getByRole('button', { name: 'Save' });
  return { ...view, bodies, section, save };
}

describe('the alert rules the server applies', () => {
  it('saves the low battery alert with its level', async () => {
    const { user, bodies, section, save } = await openSection('Low battery');
    await user.click(within(section).getByRole('switch', { name: 'Enable alert' }));
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Battery at or below' }), '15 %');
    await user.click(save());
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ lowBattery: { enable: true, level: 15 } }]);
  });

  it('saves the rules of trips and stops, a radius set through the API shown among the steps', async () => {
    const device = deviceFixture({ tripRules: { stopMinutes: 5, stopRadius: 120 } });
    const { user, bodies, section, save } = await openSection('Trips and stops', device);
    expect(within(section).getByRole('combobox', { name: 'Within' })).toHaveDisplayValue('120 m');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Stop after' }), '10 min');
    await user.click(save());
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ tripRules: { stopMinutes: 10 } }]);
  });

  it('shows a level set through the API between two of its steps', async () => {
    const device = deviceFixture({ lowBattery: { enable: true, level: 23 } });
    const { section } = await openSection('Low battery', device);
    expect(within(section).getByRole('combobox', { name: 'Battery at or below' })).toHaveDisplayValue('23 %');
  });

  it('saves the silent-device alert with its time', async () => {
    const { user, bodies, section, save } = await openSection('No reports');
    expect(within(section).getByRole('combobox', { name: 'Silent for' })).toHaveDisplayValue('1 day');
    await user.click(within(section).getByRole('switch', { name: 'Enable alert' }));
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Silent for' }), '6 hours');
    await user.click(save());
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ silentAlert: { enable: true, hours: 6 } }]);
  });

  it('saves which geo-fence crossings are told', async () => {
    const { user, bodies, section, save } = await openSection('Geo-fence alerts');
    const select = within(section).getByRole('combobox', { name: 'Alert' });
    expect(select).toHaveDisplayValue('When it leaves');
    await user.selectOptions(select, 'When it leaves or enters');
    await user.click(save());
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ geofenceAlertOn: 'both' }]);
  });
});

describe('alert and report settings', () => {
  it('says that the device applies the changes at its next report, and the portal its own rules at once', async () => {
    renderSettings('alert');
    expect(
      await screen.findByText(
        /The device applies saved changes at its next report; .* are checked by the portal and apply at once, as do the rules of trips and stops\./,
      ),
    ).toBeInTheDocument();
  });

  it('keeps the schedule rule: cell turns GPS on, GPS off turns cell off', async () => {
    const { user, bodies, section, save } = await openSection(
      'Schedule report',
      deviceFixture({ scheduleReport: ['temp'] }),
    );
    const box = (name: string) => within(section).getByRole<HTMLInputElement>('checkbox', { name });
    expect(['GPS', 'Cell', 'WiFi', 'Temperature'].map((name) => box(name).checked)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(save()).toBeDisabled();

    await user.click(box('Cell'));
    expect(box('GPS')).toBeChecked();
    await user.click(box('GPS'));
    expect(box('Cell')).not.toBeChecked();
    expect(save()).toBeDisabled();

    await user.click(box('Cell'));
    await user.click(save());
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ scheduleReport: ['gps', 'cell', 'temp'] }]);
  });

  it('asks before changing the reporting interval, and sends nothing when cancelled', async () => {
    const { user, bodies, section } = await openSection('Reporting interval');
    const select = within(section).getByRole('combobox', { name: 'Reporting interval' });
    expect(select).toHaveDisplayValue('1 hour');

    await user.selectOptions(select, '5 minutes');
    let confirm = screen.getByRole('dialog', { name: 'Change reporting interval' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to change the reporting interval to 5 minutes?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(select).toHaveDisplayValue('1 hour');
    expect(bodies).toEqual([]);

    await user.selectOptions(select, '5 minutes');
    confirm = screen.getByRole('dialog', { name: 'Change reporting interval' });
    await user.click(within(confirm).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText(messages.updatedSuccessfully)).toBeInTheDocument();
    expect(bodies).toEqual([{ scheduleReportInterval: 300 }]);
    expect(select).toHaveDisplayValue('5 minutes');
  });

  it('converts the temperature level when the unit switches, once confirmed', async () => {
    const { user, bodies, section, save } = await openSection('Temperature alert');
    const level = within(section).getByRole('spinbutton', { name: 'Level' });
    expect(level).toHaveValue(40);

    await user.click(within(section).getByRole('radio', { name: 'Fahrenheit (°F)' }));
    const confirm = screen.getByRole('dialog', { name: 'Change temperature unit' });
    expect(confirm).toHaveAccessibleDescription(
      'Are you sure you want to change the temperature unit to °F? The alert level 40 °C becomes 104 °F.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Change' }));
    expect(level).toHaveValue(104);
    expect(within(section).getByRole('radio', { name: 'Fahrenheit (°F)' })).toBeChecked();
    expect(within(section).getByText('°F')).toBeInTheDocument();

    await user.click(save());
    await waitFor(() => expect(bodies).toEqual([{ temperature: { level: 104, unit: 'f' } }]));
  });

  it('keeps the unit when the switch is cancelled, and reads an unknown unit as Celsius', async () => {
    const stored = deviceFixture().temperature;
    const { user, section } = await openSection(
      'Temperature alert',
      deviceFixture({ temperature: { ...stored, unit: 'k' as 'c' } }),
    );
    expect(within(section).getByRole('radio', { name: 'Celsius (°C)' })).toBeChecked();
    await user.click(within(section).getByRole('radio', { name: 'Fahrenheit (°F)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByRole('radio', { name: 'Celsius (°C)' })).toBeChecked();
    expect(within(section).getByRole('spinbutton', { name: 'Level' })).toHaveValue(40);
  });

  it('refuses an empty temperature level', async () => {
    const { user, bodies, section, save } = await openSection('Temperature alert');
    await user.clear(within(section).getByRole('spinbutton', { name: 'Level' }));
    await user.click(save());
    expect(await within(section).findByText(messages.fieldRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('shows the motion sensitivity reversed and sends 11 minus the slider value', async () => {
    const stored = deviceFixture().accelerometer;
    const { user, bodies, section, save } = await openSection(
      'Motion alert',
      deviceFixture({ accelerometer: { ...stored, sensitivity: 3 } }),
    );
    const slider = within(section).getByRole('slider', { name: 'Sensitivity' });
    expect(slider).toHaveValue('8');

    fireEvent.change(slider, { target: { value: '2' } });
    await user.click(within(section).getByRole('switch', { name: 'Enable alert' }));
    await user.click(save());
    await waitFor(() => expect(bodies).toEqual([{ accelerometer: { enable: true, sensitivity: 9 } }]));
  });

  it('saves the water alarm and the tone settings each in their own section', async () => {
    const { user, bodies, section } = await openSection('Water alarm');
    await user.click(within(section).getByRole('switch', { name: 'Enable alarm' }));
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Re-alert after' }), '1 hour');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toEqual([{ waterAlarm: { enable: true, reAlertDuration: 3600 } }]));

    const tones = screen.getByRole('region', { name: 'Tone and notifications' });
    await user.selectOptions(within(tones).getByRole('combobox', { name: 'Alert tone' }), 'Tone 4');
    await user.click(within(tones).getByRole('switch', { name: 'LED flash' }));
    await user.click(within(tones).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ tone: 4, ledFlash: true });
  });

  it('tells why a save failed', async () => {
    const { user, section, save } = await openSection('Temperature alert');
    server.use(
      onCall(deviceEndpoints.update, () =>
        // The level is in range (the form checks it first), but the device went meanwhile.
        HttpResponse.json({ success: false, message: 'Device not found', errors: [] }, { status: 404 }),
      ),
    );
    const level = within(section).getByRole('spinbutton', { name: 'Level' });
    await user.clear(level);
    await user.type(level, '60');
    await user.click(save());
    expect(await screen.findByText('Unable to update device: Device not found')).toBeInTheDocument();
    expect(save()).toBeEnabled();
  });

  it('lists the notification emails with Add Email and removal', async () => {
    const { user, section } = await openSection(
      'Notification emails',
      deviceFixture({ notificationEmails: ['ops@example.test'] }),
    );
    expect(within(section).getByText('ops@example.test')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Remove ops@example.test' }));
    expect(screen.getByRole('dialog', { name: 'Remove notification email' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(within(section).getByRole('button', { name: 'Add Email' }));
    expect(screen.getByRole('dialog', { name: 'Add Email' })).toBeInTheDocument();
  });
});
