import { formatTemperature, powerSavingText, temperatureUnitOf, type Device } from '@lodestar/contract';
import { BatteryGauge } from '../../../components/battery-gauge';
import { useModemInfo } from '../api/get-modem-info';
import { batteryPercentOf } from '../battery-percent';
import { InfoRow } from './info-row';

/**
 * The info rows of a tracker's modem. eDRX and PSM read the modem info's texts; until it answers (or when it
 * cannot) the same texts are derived from the device's own values.
 */
export function ModemInfoRows({ device }: { device: Device }) {
  const { data: modemInfo } = useModemInfo(device.deviceUUID, true);
  const celsius = device.modem_temperature_c ?? device.modem_temperature;
  return (
    <>
      <InfoRow label="Battery">
        <BatteryGauge percent={batteryPercentOf(device)} withLevel />
      </InfoRow>
      <InfoRow label="Temperature">
        {celsius === null ? 'N/A' : formatTemperature(celsius, temperatureUnitOf(device.temperature.unit))}
      </InfoRow>
      <InfoRow label="eSIM status">{device.esim.status}</InfoRow>
      <InfoRow label="Subscription status">{device.subscription.status}</InfoRow>
      <InfoRow label="eDRX">{modemInfo?.edrxStatus ?? powerSavingText(device.edrx_value)}</InfoRow>
      <InfoRow label="PSM">{modemInfo?.psmStatus ?? powerSavingText(device.psm_tau)}</InfoRow>
      <InfoRow label="Cellular pings">
        {device.cellRequestsCount} / {device.cellScanLimit}
      </InfoRow>
    </>
  );
}
