import { powerSavingText, temperatureUnitOf, type Device } from '@lodestar/contract';
import { BatteryGauge } from '../../../components/battery-gauge';
import { leftToRight } from '../../../lib/i18n/bidi-text';
import { useContractText } from '../../../lib/i18n/contract-text';
import { useT } from '../../../lib/i18n/use-t';
import { temperatureText } from '../../../lib/temperature-text';
import { batteryPercentOf } from '../battery-percent';
import { useBatteryGauge } from '../hooks/use-battery-gauge';
import { InfoRow } from './info-row';
import { PaymentIssueLink } from './payment-issue-link';

/**
 * The info rows of a tracker's modem, all read from the device itself: eDRX and PSM are the texts of its granted
 * values. The battery shows by the cards' rule: GPS trackers, to the roles that see battery gauges.
 */
export function ModemInfoRows({ device }: { device: Device }) {
  const t = useT();
  const contractText = useContractText();
  const battery = useBatteryGauge();
  const celsius = device.modem_temperature_c;
  return (
    <>
      {battery.shows(device) && (
        <InfoRow label={t('devices.battery')}>
          <BatteryGauge percent={batteryPercentOf(device)} lowBatteryLevel={device.lowBattery.level} withLevel />
        </InfoRow>
      )}
      <InfoRow label={t('devices.info.temperature')}>
        {celsius === null
          ? t('devices.notAvailable')
          : temperatureText(celsius, temperatureUnitOf(device.temperature.unit))}
      </InfoRow>
      <InfoRow label={t('devices.info.esimStatus')}>
        {t('devices.info.esimStatusValue', { status: device.esim.status })}
      </InfoRow>
      <InfoRow label={t('devices.info.subscriptionStatus')}>
        {t('devices.info.subscriptionStatusValue', { status: device.subscription.status })}
        {device.subscription.paymentIssue && (
          <>
            {' · '}
            <PaymentIssueLink device={device} />
          </>
        )}
      </InfoRow>
      <InfoRow label={t('devices.info.edrx')}>{contractText(powerSavingText(device.edrx_value))}</InfoRow>
      <InfoRow label={t('devices.info.psm')}>{contractText(powerSavingText(device.psm_tau))}</InfoRow>
      <InfoRow label={t('devices.info.cellularPings')}>
        {leftToRight(t('devices.info.pingsUsed', { used: device.cellRequestsCount, limit: device.cellScanLimit }))}
      </InfoRow>
    </>
  );
}
