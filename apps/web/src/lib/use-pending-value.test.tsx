import Switch from '@mui/material/Switch';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePendingValue } from './use-pending-value';

/** A switch whose saved value only changes when the test settles the save; `failed` records a refused save. */
function SavingSwitch({ saved, save, failed }: { saved: boolean; save: (on: boolean) => Promise<void>; failed?: (error: Error) => void }) {
  const saving = usePendingValue<boolean>();
  return (
    <Switch
      checked={saving.pending ?? saved}
      disabled={saving.pending !== undefined}
      onChange={(_event, on) => void saving.run(on, () => save(on)).catch(failed)}
      slotProps={{ input: { 'aria-label': 'Active' } }}
    />
  );
}

/** Lets the timers and promises queued so far run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('usePendingValue', () => {
  it('shows the value being saved in the render of the click itself, before any queued work runs', async () => {
    let finish: () => void = () => {};
    const save = () => new Promise<void>((resolve) => (finish = resolve));
    const { rerender } = render(<SavingSwitch saved={true} save={save} />);
    const control = screen.getByRole('switch', { name: 'Active' });

    // fireEvent dispatches and renders synchronously: no timer or notification batch has run yet.
    fireEvent.click(control);
    expect(control).not.toBeChecked();
    expect(control).toBeDisabled();

    rerender(<SavingSwitch saved={false} save={save} />);
    await act(async () => finish());
    await settle();
    expect(control).not.toBeChecked();
    expect(control).toBeEnabled();
  });

  it('goes back to the saved value when the save fails, and passes the failure on', async () => {
    let refuse: (error: Error) => void = () => {};
    const save = () => new Promise<void>((_resolve, reject) => (refuse = reject));
    const failures: string[] = [];
    render(<SavingSwitch saved={true} save={save} failed={(error) => failures.push(error.message)} />);
    const control = screen.getByRole('switch', { name: 'Active' });

    fireEvent.click(control);
    expect(control).not.toBeChecked();
    await act(async () => refuse(new Error('refused')));
    await settle();
    expect(control).toBeChecked();
    expect(control).toBeEnabled();
    expect(failures).toEqual(['refused']);
  });
});
