import Stack from '@mui/material/Stack';
import type { Device, Plan, Subscription } from '@lodestar/contract';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/use-t';
import { useCurrentSubscriptions } from '../api/current-subscriptions';
import { usePlans } from '../api/list-plans';
import { useFirstVisitOffer } from '../hooks/use-first-visit-offer';
import { planButtonState, subscriptionFor } from '../plan-button';
import { CurrentSubscriptionSection } from './current-subscription-section';
import { EndedPlanNotice } from './ended-plan-notice';
import { JoinGroupPopup } from './join-group-popup';
import { PaymentPopup } from './payment-popup';
import { PlanChangeDialog } from './plan-change-dialog';
import { PlanSection } from './plan-section';
import { PrePurchasedPopup } from './pre-purchased-popup';
import { PlansTabHeader } from './plans-tab-header';

type OpenDialog =
  { kind: 'buy'; plan: Plan } | { kind: 'change'; plan: Plan; current: Subscription } | { kind: 'joinGroup' } | null;

/**
 * The Update Plan tab of a GPS tracker's settings (its SuperOwner's): the current subscription with its actions,
 * the Product and Premium plans to buy or change to, a group code, the payment history, and on the device's first
 * visit the plan bought with it.
 */
export function PlansTab({ device }: { device: Device }) {
  const t = useT();
  const { deviceUUID } = device;
  const subscriptions = useCurrentSubscriptions(deviceUUID);
  const plans = usePlans(deviceUUID);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const firstVisit = useFirstVisitOffer(device, plans.data, subscriptions.data);

  const currentFor = (plan: Plan) => subscriptionFor(plan, subscriptions.data ?? [], plans.data ?? []);
  // While the subscriptions are unknown, no plan can be told a purchase from a change.
  const waiting = { label: t('subscriptions.button.activateNow'), disabled: true, reason: null };
  const buttonFor = (plan: Plan) => (subscriptions.isSuccess ? planButtonState(plan, currentFor(plan), t) : waiting);
  const choose = (plan: Plan) => {
    const current = currentFor(plan);
    setDialog(current ? { kind: 'change', plan, current } : { kind: 'buy', plan });
  };
  const section = { query: plans, buttonFor, onChoose: choose };

  return (
    <Stack spacing={4} sx={{ minWidth: 0 }}>
      <PlansTabHeader deviceUUID={deviceUUID} onJoinGroup={() => setDialog({ kind: 'joinGroup' })} />
      <EndedPlanNotice deviceUUID={deviceUUID} live={subscriptions.data} />
      <CurrentSubscriptionSection subscriptions={subscriptions} />
      <PlanSection
        title={t('subscriptions.plans.product')}
        plans={plans.data?.filter((plan) => plan.type === 'product') ?? []}
        {...section}
      />
      <PlanSection
        title={t('subscriptions.plans.premium')}
        tooltip={t('subscriptions.plans.premiumTooltip')}
        plans={plans.data?.filter((plan) => plan.type === 'tier') ?? []}
        {...section}
      />
      {dialog?.kind === 'buy' && <PaymentPopup plan={dialog.plan} deviceUUID={deviceUUID} onClose={close} />}
      {dialog?.kind === 'change' && (
        <PlanChangeDialog plan={dialog.plan} current={dialog.current} deviceUUID={deviceUUID} onClose={close} />
      )}
      {dialog?.kind === 'joinGroup' && <JoinGroupPopup deviceUUID={deviceUUID} onClose={close} />}
      {dialog === null && firstVisit.offer && (
        <PrePurchasedPopup offer={firstVisit.offer} deviceUUID={deviceUUID} onClose={firstVisit.dismiss} />
      )}
    </Stack>
  );
}
