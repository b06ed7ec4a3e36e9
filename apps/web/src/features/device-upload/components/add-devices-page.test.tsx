import {
  ADDED_STATUS_LABEL,
  messages,
  uploadEndpoints,
  uploadMessages,
  uploadRowErrors,
  type UploadResult,
} from '@lodestar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../test/fixtures';
import { onCall } from '../../../test/on-call';
import { renderApp } from '../../../test/render-app';
import { mockCurrentUser, mockDevices, server } from '../../../test/server';

const result = (row: number, overrides: Partial<UploadResult> = {}): UploadResult => ({
  row,
  name: `Tracker ${row}`,
  serialNumber: `SG-${row}`,
  SerialNo: `SG-${row}`,
  status: 'activated',
  error: '',
  createdAt: '2026-11-28T01:00:00.000Z',
  ...overrides,
});

function renderAddDevices(roles: ('dealership' | 'enterprise' | 'user')[], answer: () => Response) {
  mockCurrentUser(userFixture({ roles }));
  mockDevices([]);
  const sent: { deviceType: FormDataEntryValue | null; file: File | null }[] = [];
  server.use(
    onCall(uploadEndpoints.upload, async ({ request }) => {
      const form = await request.formData();
      sent.push({ deviceType: form.get('deviceType'), file: form.get('file') as File | null });
      return answer() as never;
    }),
  );
  return { ...renderApp('/add-devices', { signedIn: true }), sent };
}

const xlsx = (name = 'devices.xlsx') =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('Add Devices', () => {
  it('says what a row adds and the limits, sends the file with the device type, and shows each row', async () => {
    const results = [
      result(2),
      result(3, { status: 'notActivated', error: uploadRowErrors.notAllocated }),
      ...Array.from({ length: 10 }, (_, i) => result(4 + i)),
    ];
    const { user, sent } = renderAddDevices(['dealership', 'enterprise'], () =>
      HttpResponse.json({ success: true, message: uploadMessages.someAdded(11, 12), results, activated: 11 }),
    );
    expect(await screen.findByText(/Each row adds a tracker allocated to your dealership/)).toHaveTextContent(
      'Up to 1,000 rows and 2 MB per .xlsx file',
    );
    expect(screen.getByRole('combobox', { name: 'Device type' })).toHaveTextContent('Shield GPS');
    const add = screen.getByRole('button', { name: 'Add Devices' });
    expect(add).toBeDisabled();

    await user.upload(screen.getByLabelText('Spreadsheet'), xlsx());
    expect(screen.getByText('Chosen: devices.xlsx')).toBeInTheDocument();
    await user.click(add);

    // One row refused: a warning with the count, not the spec's "uploaded successfully".
    const toastShown = await screen.findByText(
      '11 of 12 devices added: the Reason column says why the others were not.',
    );
    expect(toastShown.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-warning');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.deviceType).toBe('shield_gps');
    expect(sent[0]!.file?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const table = await screen.findByRole('table', { name: 'Upload results' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Device Name', 'Serial Number', 'Created At', 'Status', 'Reason', 'Action']);
    expect(screen.getByText('11 of 12 rows added to your account.')).toHaveAttribute('role', 'status');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent(ADDED_STATUS_LABEL);
    expect(rows[0]).toHaveTextContent('Choose a plan on its Update Plan tab to start tracking.');
    expect(rows[1]).toHaveTextContent('Not Activated');
    expect(rows[1]).toHaveTextContent(uploadRowErrors.notAllocated);
    expect(screen.getByRole('navigation', { name: 'pagination navigation' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search results' }), 'SG-3');
    expect(within(screen.getByRole('table', { name: 'Upload results' })).getAllByRole('row')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove row 3 from the table' }));
    expect(await screen.findByText('No row matches this search.')).toBeInTheDocument();
  });

  it("says the spec's words when every row was added, and an error when none was", async () => {
    let answer: { message: string; results: UploadResult[]; activated: number } = {
      message: uploadMessages.uploaded,
      results: [result(2), result(3)],
      activated: 2,
    };
    const { user } = renderAddDevices(['dealership', 'enterprise'], () =>
      HttpResponse.json({ success: true, ...answer }),
    );
    const upload = async () => {
      await user.upload(await screen.findByLabelText('Spreadsheet'), xlsx());
      await user.click(screen.getByRole('button', { name: 'Add Devices' }));
    };
    await upload();
    const allAdded = await screen.findByText(uploadMessages.uploaded);
    expect(allAdded.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-success');

    const refused = { status: 'notActivated' as const, error: uploadRowErrors.alreadyYours };
    answer = { message: uploadMessages.noneAdded, results: [result(2, refused), result(3, refused)], activated: 0 };
    await upload();
    const noneAdded = await screen.findByText(uploadMessages.noneAdded);
    expect(noneAdded.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-error');
  });

  it("refuses a file that is not .xlsx before sending, and shows the server's refusal", async () => {
    const { user, sent } = renderAddDevices(['dealership', 'enterprise'], () =>
      HttpResponse.json(
        { success: false, message: uploadMessages.noColumns, errors: [uploadMessages.noColumns] },
        { status: 400 },
      ),
    );
    // The chooser's filter lets other files through when the person picks "All files".
    await userEvent
      .setup({ applyAccept: false })
      .upload(await screen.findByLabelText('Spreadsheet'), new File(['a,b'], 'devices.csv'));
    expect(await screen.findByText(uploadMessages.notXlsx)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Devices' })).toBeDisabled();

    await user.upload(screen.getByLabelText('Spreadsheet'), xlsx());
    await user.click(screen.getByRole('button', { name: 'Add Devices' }));
    expect(await screen.findByText(uploadMessages.noColumns)).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.queryByRole('table', { name: 'Upload results' })).toBeNull();
  });

  it('is refused to users who are not dealership and enterprise', async () => {
    renderAddDevices(['dealership'], () => HttpResponse.json({}));
    expect(await screen.findByText(messages.permissionDenied)).toBeInTheDocument();
  });
});
