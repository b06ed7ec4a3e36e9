import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paymentHistoryEndpoints, type PaymentHistoryItem } from '@lodestar/contract';
import { onCall } from '../../../test/on-call';
import { TEST_AUTH_HEADER } from '../../../test/render-app';
import { server } from '../../../test/server';
import { historyRows, invoice, openPayments, payments } from '../../../test/payments-page-mocks';

describe('Payments page', () => {
  it('lists the saved methods, makes one the default and removes one after asking', async () => {
    const { user, changes } = openPayments();
    const list = await screen.findByRole('list', { name: 'Saved payment methods' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Visa •••• 4242, exp 04/29');
    expect(within(items[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('button', { name: 'Make default' }));
    expect(await screen.findByText('Changed successfully')).toBeInTheDocument();
    await user.click(within(items[1]!).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove payment method' });
    expect(dialog).toHaveTextContent('Are you sure you want to remove payment method');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed successfully')).toBeInTheDocument();
    expect(changes).toEqual([{ newSource: 'pm_mc', type: 'card' }, { cardId: 'pm_mc' }]);

    await user.click(within(items[0]!).getByRole('button', { name: 'View' }));
    const details = screen.getByRole('dialog', { name: 'Payment method' });
    expect(details).toHaveTextContent('Name on card');
    expect(details).toHaveTextContent('Dana Driver');
    expect(details).toHaveTextContent('04/2029');
  });

  it('offers no Remove while live plans are paid with the methods', async () => {
    openPayments({ hasSubscriptions: true });
    const list = await screen.findByRole('list', { name: 'Saved payment methods' });
    expect(within(list).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.getByText('Payment methods can be removed once no plan is paid with them.')).toBeInTheDocument();
  });

  it('pages the history 10, 10 and 3 with Next, and back with Prev', async () => {
    const { user, historyQueries } = openPayments();
    const first = await historyRows();
    expect(first).toHaveLength(10);
    expect(first[0]).toHaveTextContent('$16.49');
    expect(first[0]).toHaveTextContent('success');
    expect(first[0]).toHaveTextContent('Card');
    expect(first[1]).toHaveTextContent('Card $10.00 + credit $6.49');
    expect(first[2]).toHaveTextContent('Account credit');
    expect(first[4]).toHaveTextContent('pending');
    expect(first[5]).toHaveTextContent('failed');
    expect(first[5]).toHaveTextContent('Not charged');
    const prev = screen.getByRole('button', { name: 'Prev' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev).toBeDisabled();

    await user.click(next);
    await waitFor(() => expect(historyQueries.at(-1)).toBe('limit=10&starting_after=pi_9'));
    await waitFor(async () => expect((await historyRows())[0]).toHaveTextContent('Renewal 13'));
    await user.click(next);
    await waitFor(async () => expect(await historyRows()).toHaveLength(3));
    expect(next).toBeDisabled();

    await user.click(prev);
    await waitFor(() => expect(historyQueries.at(-1)).toBe('limit=10&ending_before=pi_20'));
    await waitFor(async () => expect((await historyRows())[0]).toHaveTextContent('Renewal 13'));
    await user.click(prev);
    await waitFor(async () => expect((await historyRows())[0]).toHaveTextContent('Renewal 23'));
    expect(prev).toBeDisabled();
  });

  it("opens a payment's invoice with its seller, lines (tracker, service period), tax, totals and card, in its currency", async () => {
    const { user } = openPayments();
    const [latest] = await historyRows();
    await user.click(within(latest!).getByRole('button', { name: /^Invoice of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    expect(await within(dialog).findByText(/^Tax invoice LOCAL-0023/)).toBeInTheDocument();
    expect(within(dialog).getByText('From Lodestar Tracking Pty Ltd · ABN 51 824 753 556')).toBeInTheDocument();
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DescriptionAmount',
      '1 × Monthly (at $14.99 / month)Tracker Bike, serial number GPS-0001Service period 28/05/2026 – 27/06/2026$14.99',
      'Subtotal$14.99',
      'GST (10%)$1.50',
      'Total$16.49',
      'Amount due$16.49',
      'Amount paid$16.49',
      'Paid with Visa ending 4242$16.49',
    ]);
  });

  it("downloads the invoice's PDF with the session header, saved as invoice-{number}.pdf", async () => {
    const { user } = openPayments();
    const requests: { path: string; authorization: string | null }[] = [];
    server.use(
      onCall(paymentHistoryEndpoints.invoice, () =>
        HttpResponse.json({ success: true, invoice: { ...invoice, invoice_pdf: '/api/paymentUser/invoice/in_0/pdf' } }),
      ),
      onCall(paymentHistoryEndpoints.invoicePdf, ({ request }) => {
        requests.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
        return new HttpResponse('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const [latest] = await historyRows();
    await user.click(within(latest!).getByRole('button', { name: /^Invoice of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    await user.click(await within(dialog).findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['invoice-LOCAL-0023.pdf blob:invoice']));
    expect(requests).toEqual([{ path: '/api/paymentUser/invoice/in_0/pdf', authorization: TEST_AUTH_HEADER }]);
  });

  it('shows a refund as money back, and its credit note in the invoice with its own PDF', async () => {
    const refund: PaymentHistoryItem = {
      ...payments[0]!,
      _id: 're_1',
      id: 're_1',
      kind: 'refund',
      description: 'Refund: Monthly for Bike',
      created: payments[0]!.created + 3600,
    };
    const { user } = openPayments({ history: [refund, ...payments] });
    const note = {
      id: 'cn_1',
      number: 'LOCAL-0023-CN-01',
      created: refund.created,
      total: 1649,
      refunded: 1649,
      pdf: '/api/paymentUser/credit-note/cn_1/pdf',
    };
    const requests: string[] = [];
    server.use(
      onCall(paymentHistoryEndpoints.invoice, () =>
        HttpResponse.json({ success: true, invoice: { ...invoice, credit_notes: [note] } }),
      ),
      onCall(paymentHistoryEndpoints.creditNotePdf, ({ request }) => {
        requests.push(new URL(request.url).pathname);
        return new HttpResponse('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:note'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const [refundRow] = await historyRows();
    expect(refundRow).toHaveTextContent('-$16.49');
    expect(refundRow).toHaveTextContent('refunded');
    expect(refundRow).toHaveTextContent('Refund: Monthly for Bike');

    await user.click(within(refundRow!).getByRole('button', { name: /^Invoice of/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice' });
    const refunds = await within(dialog).findByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Credit note LOCAL-0023-CN-01');
    expect(refunds).toHaveTextContent('refunded $16.49');
    await user.click(within(refunds).getByRole('button', { name: 'Download credit note LOCAL-0023-CN-01' }));
    await waitFor(() => expect(saved).toEqual(['credit-note-LOCAL-0023-CN-01.pdf']));
    expect(requests).toEqual(['/api/paymentUser/credit-note/cn_1/pdf']);
  });

  it('narrows the history to the device the plan page came from, until cleared', async () => {
    const { user, historyQueries } = openPayments({ path: '/user/payments?deviceId=GPS-0001' });
    await historyRows();
    expect(historyQueries[0]).toBe('limit=10&deviceId=GPS-0001');
    expect(screen.getByText('Payments for the device GPS-0001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all devices' }));
    await waitFor(() => expect(historyQueries.at(-1)).toBe('limit=10'));
  });

  it('says when there is no payment yet', async () => {
    openPayments();
    server.use(
      onCall(paymentHistoryEndpoints.history, () => HttpResponse.json({ success: true, data: [], has_more: false })),
    );
    expect(await screen.findByText('No record found')).toBeInTheDocument();
  });
});
