import { formatTemperature, powerSavingText, temperatureUnitOf, type Device } from '@lodestar/contract';
import { BatteryGauge } from '../../../components/battery-gauge';
import { batteryPercentOf } from '../battery-percent';
import { useBatteryGauge } from '../hooks/use-battery-gauge';
import { InfoRow } from './info-row';
import { PaymentIssueLink } from './payment-issue-link';

/**
 * The info rows of a tracker's modem, all read from the device itself: eDRX and PSM are the texts of its granted
 * values. The battery shows by the cards' rule: GPS trackers, to the roles that see battery gauges.
 */
export function ModemInfoRows({ device }: { device: Device }) {
  const battery = useBatteryGauge();
  const celsius = device.modem_temperature_c;
  return (
    <>
      {battery.shows(device) && (
        <InfoRow label="Battery">
          <BatteryGauge percent={batteryPercentOf(device)} lowBatteryLevel={device.lowBattery.level} withLevel />
        </InfoRow>
      )}
      <InfoRow label="Temperature">
        {celsius === null ? 'N/A' : formatTemperature(celsius, temperatureUnitOf(device.temperature.unit))}
      </InfoRow>
      <InfoRow label="eSIM status">{device.esim.status}</InfoRow>
      <InfoRow label="Subscription status">
        {device.subscription.status}
        {device.subscription.paymentIssue && (
          <>
            {' · '}
            <PaymentIssueLink device={device} />
          </>
        )}
      </InfoRow>
      <InfoRow label="eDRX">{powerSavingText(device.edrx_value)}</InfoRow>
      <InfoRow label="PSM">{powerSavingText(device.psm_tau)}</InfoRow>
      <InfoRow label="Cellular pings">
        {device.cellRequestsCount} / {device.cellScanLimit}
      </InfoRow>
    </>
  );
}
