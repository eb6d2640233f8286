import { HttpResponse } from 'msw';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** What the receipt PDF names: the payment, as the outcome page's receipt does. */
export interface ReceiptPdfContent {
  insurer: { name: string; uen: string };
  reference: string;
  /** "Paid" or "Received, under review". */
  status: string;
  /** "22 Nov 2026, 2:05 pm". */
  date: string;
  lines: { policy: string; amount: string }[];
  total: string;
  /** "Visa card ending 1111", "PayNow". */
  method: string;
}

/**
 * A real PDF, as the insurer's server would make it (docs/adr/0054-receipt-pdf-in-the-sandbox.md): an A4 page in
 * Helvetica, one line per fact, dated by the payment, so the same payment gives the same bytes.
 */
export async function receiptPdf(content: ReceiptPdfContent, paidAt: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Receipt ${content.reference}`);
  pdf.setAuthor(content.insurer.name);
  pdf.setCreator(content.insurer.name);
  pdf.setProducer('Premium Payments sandbox');
  pdf.setCreationDate(paidAt);
  pdf.setModificationDate(paidAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, options: { size?: number; font?: typeof regular; gap?: number } = {}) => {
    page.drawText(text, {
      x: 56,
      y,
      size: options.size ?? 11,
      font: options.font ?? regular,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= options.gap ?? 18;
  };
  line(content.insurer.name, { size: 16, font: bold, gap: 28 });
  line('Payment receipt', { size: 14, font: bold, gap: 26 });
  line(`Reference: ${content.reference}`);
  line(`Status: ${content.status}`);
  line(`Date: ${content.date}`);
  line(`Paid to: ${content.insurer.name} (UEN ${content.insurer.uen})`, { gap: 28 });
  line('Policies', { font: bold });
  for (const l of content.lines) line(`${l.policy}: ${l.amount}`);
  y -= 10;
  line(`Total: ${content.total}`, { font: bold });
  line(`Payment method: ${content.method}`);
  return pdf.save();
}

/** A receipt's status in its words: only a successful or held payment has one. */
export const receiptStatus = (successful: boolean) => (successful ? 'Paid' : 'Received, under review');

/** The PDF as the server answers it (docs/api.md, "Receipts"): a download named after the payment. */
export async function receiptPdfReply(content: ReceiptPdfContent, paidAt: Date): Promise<Response> {
  return new HttpResponse(await receiptPdf(content, paidAt), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="Receipt-${content.reference}.pdf"`,
    },
  });
}
