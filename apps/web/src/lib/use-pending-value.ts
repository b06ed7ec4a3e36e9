import { notifyManager } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The value a control shows while the call that saves it runs. A mutation's `variables` and the query cache reach
 * a component one notification batch after the event, so a controlled switch fed from them springs back to its old
 * value for that moment (and a quick user or test sees the click undone). This value is set within the event
 * itself, and cleared in the batch after the call's own cache updates, so the control goes from the value being
 * saved straight to the saved one (or back to the old one when the call fails).
 */
export function usePendingValue<Value>() {
  const [pending, setPending] = useState<Value | undefined>(undefined);
  const run = async <Answer>(value: Value, call: () => Promise<Answer>): Promise<Answer> => {
    setPending(value);
    try {
      return await call();
    } finally {
      notifyManager.schedule(() => setPending(undefined));
    }
  };
  return { pending, run };
}
