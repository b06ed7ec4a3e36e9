import PDFDocument from 'pdfkit';
import { formatMoney, invoiceTotals, type Invoice } from '@lodestar/contract';
import { dayOf } from '../subscriptions/index.js';

const LEFT = 56;
const RIGHT = 539;
const AMOUNT_WIDTH = 110;

/**
 * An invoice as a PDF of its own (the local provider has no hosted one): the seller, the number and date, who was
 * billed, the lines and the same totals as the invoice's JSON, to the cent. Standard fonts only, so nothing is read
 * from disk or the network.
 */
export function renderInvoicePdf(
  invoice: Invoice,
  parties: { seller: string; customer: { name: string; email: string; timeZone: string | null } },
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `Invoice ${invoice.number ?? invoice.id}`, Author: parties.seller },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = (cents: number) => formatMoney(cents, invoice.currency);
  const row = (label: string, amount: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    pdf.text(label, LEFT, y, { width: RIGHT - LEFT - AMOUNT_WIDTH - 12 });
    const after = pdf.y;
    pdf.text(amount, RIGHT - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
    pdf.y = Math.max(after, pdf.y) + 4;
  };
  const rule = () => {
    pdf.moveTo(LEFT, pdf.y).lineTo(RIGHT, pdf.y).lineWidth(0.5).strokeColor('#999999').stroke();
    pdf.y += 6;
  };

  pdf.font('Helvetica-Bold').fontSize(20).text(parties.seller, LEFT, LEFT);
  pdf.font('Helvetica').fontSize(14).text('Invoice').moveDown(0.8);
  pdf.fontSize(10);
  pdf.text(`Invoice number: ${invoice.number ?? 'Draft'}`);
  pdf.text(`Date of issue: ${dayOf(invoice.created, parties.customer.timeZone)}`);
  pdf.text(`Currency: ${invoice.currency.toUpperCase()}`);
  if (invoice.status) pdf.text(`Status: ${invoice.status.charAt(0).toUpperCase()}${invoice.status.slice(1)}`);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').text('Billed to');
  pdf.font('Helvetica').text(parties.customer.name).text(parties.customer.email);
  pdf.moveDown(1.5);

  row('Description', 'Amount', true);
  rule();
  for (const line of invoice.lines.data) row(line.description, money(line.amount));
  rule();
  for (const [label, amount] of invoiceTotals(invoice)) row(label, money(amount), label === 'Total');
  pdf.end();
  return done;
}
