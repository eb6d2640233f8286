import { HttpResponse } from 'msw';

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

/** What a new arrangement's confirmation PDF names, as the outcome page does. */
export interface ConfirmationPdfContent {
  insurer: { name: string; uen: string };
  reference: string;
  /** "Set up" or "Received, under review". */
  status: string;
  date: string;
  /** "TermGuard Life (L-1001-01)". */
  policy: string;
  /** "S$245.30 monthly". */
  premium: string;
  /** "GIRO from your DBS/POSB account ending 6789", "Visa card ending 1111". */
  method: string;
  firstDeduction?: string;
}

type PdfLine = { text: string; bold?: boolean; size?: number; gap?: number };

/**
 * A real PDF, as the insurer's server would make it (docs/adr/0054-receipt-pdf-in-the-sandbox.md): an A4 page in
 * Helvetica, one line per fact, dated by what it records, so the same record gives the same bytes.
 */
async function factsPdf(insurer: string, title: string, at: Date, lines: PdfLine[]): Promise<Uint8Array> {
  // Loaded by the first PDF asked for: most jest files start a sandbox and never ask (0.05 s a file).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor(insurer);
  pdf.setCreator(insurer);
  pdf.setProducer('Premium Payments sandbox');
  pdf.setCreationDate(at);
  pdf.setModificationDate(at);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  for (const line of lines) {
    page.drawText(line.text, {
      x: 56,
      y,
      size: line.size ?? 11,
      font: line.bold ? bold : regular,
      color: rgb(0.1, 0.1, 0.1),
    });
    y -= line.gap ?? 18;
  }
  return pdf.save();
}

/** The header every document starts with: the insurer, the document, its reference, status and date. */
const heading = (c: { insurer: { name: string }; reference: string; status: string; date: string }, title: string) => [
  { text: c.insurer.name, size: 16, bold: true, gap: 28 },
  { text: title, size: 14, bold: true, gap: 26 },
  { text: `Reference: ${c.reference}` },
  { text: `Status: ${c.status}` },
  { text: `Date: ${c.date}` },
];

function receiptPdf(content: ReceiptPdfContent, paidAt: Date): Promise<Uint8Array> {
  return factsPdf(content.insurer.name, `Receipt ${content.reference}`, paidAt, [
    ...heading(content, 'Payment receipt'),
    { text: `Paid to: ${content.insurer.name} (UEN ${content.insurer.uen})`, gap: 28 },
    { text: 'Policies', bold: true },
    ...content.lines.map((l) => ({ text: `${l.policy}: ${l.amount}` })),
    { text: '', gap: 10 },
    { text: `Total: ${content.total}`, bold: true },
    { text: `Payment method: ${content.method}` },
  ]);
}

function confirmationPdf(content: ConfirmationPdfContent, at: Date): Promise<Uint8Array> {
  return factsPdf(content.insurer.name, `Confirmation ${content.reference}`, at, [
    ...heading(content, 'Recurring payment confirmation'),
    { text: `Paid to: ${content.insurer.name} (UEN ${content.insurer.uen})`, gap: 28 },
    { text: `Policy: ${content.policy}` },
    { text: `Premium: ${content.premium}` },
    { text: `Paid by: ${content.method}` },
    ...(content.firstDeduction ? [{ text: `First deduction: ${content.firstDeduction}` }] : []),
  ]);
}

/** A receipt's status in its words: only a successful or held payment has one. */
export const receiptStatus = (successful: boolean) => (successful ? 'Paid' : 'Received, under review');

/** The PDF as the server answers it (docs/api.md, "Receipts"): a download named after the record. */
function pdfReply(bytes: Uint8Array, fileName: string): Response {
  return new HttpResponse(bytes, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${fileName}"` },
  });
}

/** The payment's receipt as the server answers it. */
export async function receiptPdfReply(content: ReceiptPdfContent, paidAt: Date): Promise<Response> {
  return pdfReply(await receiptPdf(content, paidAt), `Receipt-${content.reference}.pdf`);
}

/** A new arrangement's confirmation as the server answers it. */
export async function confirmationPdfReply(content: ConfirmationPdfContent, at: Date): Promise<Response> {
  return pdfReply(await confirmationPdf(content, at), `Confirmation-${content.reference}.pdf`);
}
