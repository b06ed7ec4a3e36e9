import { transferTotal, type Device, type Plan, type TransferCandidate } from '@lodestar/contract';
import { useCallback, useState } from 'react';
import { useContractText } from '../../../lib/i18n/contract-text';
import type { Translate } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/use-t';
import { toast } from '../../../lib/toast';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useAuthenticatedCharge, usePaymentMethods } from '../../payments';
import { useTransferDevice } from '../api/transfer-device';
import { useLiveReceiver } from './use-live-receiver';
import { useMoney, type Money } from '../../../lib/i18n/use-money';
import { planNameIn } from '../../../lib/i18n/plan-name';

/** The question asked before paying: what goes to whom, with which plan, for how much. */
function transferQuestion(
  t: Translate,
  money: Money,
  tracker: Device,
  receiver: TransferCandidate,
  plan: Plan,
  feeCents: number,
) {
  const values = {
    device: tracker.name,
    name: receiver.name,
    email: receiver.email,
    plan: planNameIn(t, plan.name),
    total: money(transferTotal(plan.unitAmount, plan.taxRate?.percentage, feeCents).total, plan.currency),
  };
  return receiver.emailVerified
    ? t('transfers.confirm.question', values)
    : t('transfers.confirm.questionWaiting', values);
}

/** One transfer being put together: the device, the person it goes to, their plan and the card that pays. */
export function useTransferOrder(kind: 'k9' | 'dealership') {
  const t = useT();
  const money = useMoney();
  const contractText = useContractText();
  const user = useSignedInUser();
  const [tracker, setTracker] = useState<Device | null>(null);
  const [receiver, setReceiver] = useState<TransferCandidate | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [methodId, setMethodId] = useState<string | undefined>();
  const transfer = useTransferDevice();
  const charge = useAuthenticatedCharge();
  const saved = usePaymentMethods();
  const feeCents = Math.round(user.OneTimeDeviceFee * 100);
  useLiveReceiver(setReceiver);

  const reset = useCallback(() => {
    setTracker(null);
    setReceiver(null);
    setPlan(null);
    setMethodId(undefined);
  }, []);

  const question = tracker && receiver && plan ? transferQuestion(t, money, tracker, receiver, plan, feeCents) : null;

  /**
   * Pays and transfers (or, for a receiver not verified yet, leaves the paid transfer waiting for them); answers whether
   * it went through (a refusal is toasted). A charge whose card asks its holder to authenticate it gets that step, then
   * the same order is sent again: the server resumes the transfer that waited.
   */
  const submit = async (): Promise<boolean> => {
    if (!tracker || !receiver || !plan) return false;
    try {
      const order = {
        kind,
        deviceUUID: tracker.deviceUUID,
        userId: receiver._id,
        planId: plan._id,
        paymentMethod: methodId,
        fee: user.OneTimeDeviceFee,
      };
      const done = await charge.run(() => transfer.mutateAsync(order));
      toast.success(contractText(done.message));
      return true;
    } catch (error) {
      toast.error(error);
      return false;
    }
  };

  const chooseTracker = (device: Device | null) => {
    setTracker(device);
    setPlan(null);
  };

  return {
    tracker,
    setTracker: chooseTracker,
    receiver,
    setReceiver,
    plan,
    setPlan,
    methodId,
    setMethodId,
    feeCents,
    feeLabel: money(feeCents, plan?.currency ?? user.currency),
    question,
    /** A saved card to pay with: without one the seller adds one first. */
    canPay: (saved.data?.paymentMethods.length ?? 0) > 0,
    pending: transfer.isPending || charge.pending,
    submit,
    /** The card holder's authentication step of the charge, when its issuer asks for one. */
    authenticationDialog: charge.dialog,
    reset,
  };
}

export type TransferOrder = ReturnType<typeof useTransferOrder>;
