import PDFDocument from 'pdfkit';
import { formatMoney, type Currency } from '@lodestar/contract';

const LEFT = 56;
const RIGHT = 539;
const AMOUNT_WIDTH = 110;

/** An invoice or a credit note as its PDF shows it: the heading facts, the lines, then the totals in order. */
export interface BillingDocument {
  heading: 'Invoice' | 'Credit note';
  /** Its number, or its id while it has none. */
  number: string;
  facts: string[];
  currency: Currency;
  lines: { description: string; amount: number }[];
  totals: [label: string, cents: number][];
  /** The total set in bold. */
  emphasis: string;
  note?: string | null;
}

export interface Parties {
  seller: string;
  customer: { name: string; email: string; timeZone: string | null };
}

/**
 * A billing document as a PDF of its own (the local provider has no hosted one): the seller, the facts, who was billed,
 * the lines and the totals, to the cent. Standard fonts only, so nothing is read from disk or the network.
 */
export function renderBillingPdf(document: BillingDocument, parties: Parties): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: `${document.heading} ${document.number}`, Author: parties.seller },
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

  pdf.font('Helvetica-Bold').fontSize(20).text(parties.seller, LEFT, LEFT);
  pdf.font('Helvetica').fontSize(14).text(document.heading);
  pdf.moveDown(0.8).fontSize(10);
  for (const fact of document.facts) pdf.text(fact);
  pdf.moveDown();
  pdf.font('Helvetica-Bold').text('Billed to');
  pdf.font('Helvetica').text(parties.customer.name).text(parties.customer.email);
  pdf.moveDown(1.5);

  row('Description', 'Amount', true);
  rule();
  for (const line of document.lines) row(line.description, money(line.amount));
  rule();
  for (const [label, amount] of document.totals) row(label, money(amount), label === document.emphasis);
  if (document.note) pdf.moveDown().font('Helvetica').fontSize(10).text(document.note, LEFT);
  pdf.end();
  return done;
}
