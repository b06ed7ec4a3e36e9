import Switch from '@mui/material/Switch';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePendingValue } from './use-pending-value';

/** A switch whose saved value only changes when the test settles the save. */
function SavingSwitch({ saved, save }: { saved: boolean; save: (on: boolean) => Promise<void> }) {
  const saving = usePendingValue<boolean>();
  return (
    <Switch
      checked={saving.pending ?? saved}
      disabled={saving.pending !== undefined}
      onChange={(_event, on) => void saving.run(on, () => save(on))}
      slotProps={{ input: { 'aria-label': 'Active' } }}
    />
  );
}

describe('usePendingValue', () => {
  it('shows the value being saved within the click, keeps the control disabled until the save settles', async () => {
    let settle: () => void = () => {};
    const save = () => new Promise<void>((resolve) => (settle = resolve));
    const { rerender } = render(<SavingSwitch saved={true} save={save} />);
    const control = screen.getByRole('switch', { name: 'Active' });

    await userEvent.click(control);
    // Checked before anything asynchronous has run: no moment shows the old value again.
    expect(control).not.toBeChecked();
    expect(control).toBeDisabled();

    rerender(<SavingSwitch saved={false} save={save} />);
    await act(async () => settle());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(control).not.toBeChecked();
    expect(control).toBeEnabled();
  });

  it('goes back to the saved value when the save fails', async () => {
    let fail: (error: Error) => void = () => {};
    const save = () => new Promise<void>((_resolve, reject) => (fail = reject));
    render(<SavingSwitch saved={true} save={() => save().catch(() => {})} />);
    const control = screen.getByRole('switch', { name: 'Active' });

    await userEvent.click(control);
    expect(control).not.toBeChecked();
    await act(async () => fail(new Error('refused')));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(control).toBeChecked();
    expect(control).toBeEnabled();
  });
});
