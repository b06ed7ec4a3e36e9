import { temperatureUnitOf, type Device } from '@lodestar/contract';
import { useT } from '../../../lib/i18n/use-t';
import { temperatureText } from '../../../lib/temperature-text';
import { toast } from '../../../lib/toast';
import { useGetTemperature } from '../api/get-temperature';
import { useSetAlarm } from '../api/set-alarm';

/** The options menu's one-click commands, each ending in a toast. */
export function useOptionsMenuCommands(device: Device) {
  const t = useT();
  const temperature = useGetTemperature();
  const alarm = useSetAlarm();

  const readTemperature = async () => {
    try {
      const reading = await temperature.mutateAsync(device._id);
      if (reading) {
        const text = temperatureText(reading.celsius, temperatureUnitOf(reading.unit));
        toast.success(t('devices.options.temperature', { temperature: text }));
      } else toast.info(t('serverMessages.noTemperatureYet'));
    } catch (error) {
      toast.error(error, t('messages.temperatureFetchFallback'));
    }
  };

  const toggleAlarm = () => toast.outcome(alarm.mutateAsync({ uuid: device.deviceUUID, on: !device.alarm }));

  return { readTemperature, toggleAlarm };
}
