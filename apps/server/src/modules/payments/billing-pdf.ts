import PDFDocument from 'pdfkit';
import { formatMoney, sellerTaxId, type Currency, type Seller } from '@lodestar/contract';

const LEFT = 56;
const RIGHT = 539;
const AMOUNT_WIDTH = 110;

/**
 * An invoice or a credit note as its PDF shows it: the heading facts, the lines (each with what it is for under it),
 * the totals in order, then what paid it.
 */
export interface BillingDocument {
  heading: 'Tax invoice' | 'Invoice' | 'Credit note';
  /** Its number, or its id while it has none. */
  number: string;
  facts: string[];
  currency: Currency;
  lines: { description: string; amount: number; details: string[] }[];
  totals: [label: string, cents: number][];
  /** The total set in bold. */
  emphasis: string;
  payments?: [label: string, cents: number][];
  note?: string | null;
}

export interface Parties {
  seller: Seller;
  customer: { name: string; email: string; timeZone: string | null };
}

/**
 * A billing document as a PDF of its own (the local provider has no hosted one): the seller with its address and tax
 * number, the facts, who was billed, the lines and the totals, to the cent. Standard fonts only, so nothing is read
 * from disk or the network.
 */
export function renderBillingPdf(document: BillingDocument, parties: Parties): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${document.heading} ${document.number}`, Author: parties.seller.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const money = (cents: number) => formatMoney(cents, document.currency);
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

  const { seller } = parties;
  pdf.font('Helvetica-Bold').fontSize(20).text(seller.name, LEFT, LEFT);
  pdf.font('Helvetica').fontSize(10);
  for (const line of seller.address) pdf.text(line);
  pdf.text(sellerTaxId(seller));
  pdf.moveDown(0.8).font('Helvetica-Bold').fontSize(14).text(document.heading);
  pdf.font('Helvetica');
  pdf.moveDown(0.8).fontSize(10);
  for (const fact of document.facts) pdf.text(fact);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').text('Billed to');
  pdf.font('Helvetica').text(parties.customer.name).text(parties.customer.email);
  pdf.moveDown(1.5);

  row('Description', 'Amount', true);
  rule();
  for (const line of document.lines) {
    row(line.description, money(line.amount));
    if (line.details.length === 0) continue;
    pdf.font('Helvetica').fontSize(8).fillColor('#555555');
    pdf.y -= 2;
    for (const detail of line.details)
      pdf.text(detail, LEFT, pdf.y, { width: RIGHT - LEFT - AMOUNT_WIDTH - 12, lineGap: 1.5 });
    pdf.fillColor('black');
    pdf.y += 4;
  }
  rule();
  for (const [label, amount] of document.totals) row(label, money(amount), label === document.emphasis);
  if (document.payments?.length) {
    rule();
    for (const [label, amount] of document.payments) row(label, money(amount));
  }
  if (document.note) pdf.moveDown().font('Helvetica').fontSize(10).text(document.note, LEFT);
  pdf.end();
  return done;
}
