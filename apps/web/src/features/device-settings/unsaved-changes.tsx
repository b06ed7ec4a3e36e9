import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { MessageId } from '../../lib/i18n/catalogue';
import { useT } from '../../lib/i18n/use-t';

export const unsavedChangesTexts = {
  title: 'deviceSettings.unsaved.title',
  message: 'deviceSettings.unsaved.message',
  leave: 'deviceSettings.unsaved.leave',
  stay: 'deviceSettings.unsaved.stay',
} as const satisfies Record<string, MessageId>;

const ReportUnsaved = createContext<(form: string, unsaved: boolean) => void>(() => undefined);

/**
 * The settings tabs hold several forms, each saved by its own button: while any of them holds changes not saved,
 * leaving the page (another tab, another page, closing the browser tab) asks first.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const t = useT();
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((form: string, changed: boolean) => {
    setUnsaved((forms) => {
      if (forms.has(form) === changed) return forms;
      const next = new Set(forms);
      if (changed) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  const holding = unsaved.size > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => holding && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!holding) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [holding]);

  return (
    <ReportUnsaved value={report}>
      {children}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t(unsavedChangesTexts.title)}
          message={t(unsavedChangesTexts.message)}
          confirmLabel={t(unsavedChangesTexts.leave)}
          dismissLabel={t(unsavedChangesTexts.stay)}
          onConfirm={() => blocker.proceed()}
          onClose={() => blocker.reset()}
        />
      )}
    </ReportUnsaved>
  );
}

/** Tells the guard whether this form holds changes not saved. */
export function useReportUnsaved(changed: boolean) {
  const report = useContext(ReportUnsaved);
  const form = useId();
  useEffect(() => {
    report(form, changed);
    return () => report(form, false);
  }, [report, form, changed]);
}
