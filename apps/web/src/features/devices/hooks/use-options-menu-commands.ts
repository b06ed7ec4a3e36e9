import { formatTemperature, messages, serverMessages, temperatureUnitOf, type Device } from '@lodestar/contract';
import { toast } from '../../../lib/toast';
import { useGetTemperature } from '../api/get-temperature';
import { useSetAlarm } from '../api/set-alarm';

/** The options menu's one-click commands, each ending in a toast. */
export function useOptionsMenuCommands(device: Device) {
  const temperature = useGetTemperature();
  const alarm = useSetAlarm();

  const readTemperature = async () => {
    try {
      const reading = await temperature.mutateAsync(device._id);
      if (reading) toast.success(`Temperature: ${formatTemperature(reading.celsius, temperatureUnitOf(reading.unit))}`);
      else toast.info(serverMessages.noTemperatureYet);
    } catch (error) {
      toast.error(error, messages.temperatureFetchFallback);
    }
  };

  const toggleAlarm = () => toast.outcome(alarm.mutateAsync({ uuid: device.deviceUUID, on: !device.alarm }));

  return { readTemperature, toggleAlarm };
}
