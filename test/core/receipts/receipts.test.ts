import { ReceiptPdf } from '../../../src/core/receipts/receipt-pdf.use-case';
import { SendReceipt } from '../../../src/core/receipts/send-receipt.use-case';
import { PAYMENT_PATHS } from '../../../src/core/api/payment.contract';
import { toBase64 } from '../../../src/core/shared/base64';
import type { HttpReply } from '../../../src/core/ports/http.port';
import { envelopeReply, FakeHostApp } from '../../support/fakes';
import { fakeAreaPorts } from '../../support/area-ports';

const PDF = new Uint8Array([...Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj', 'latin1')]);
const pdfReply = (bytes = PDF): HttpReply => ({ kind: 'reply', status: 200, text: '', bytes });

/** The app's bridge as a test sees it: what it was asked to keep. */
class BridgedHostApp extends FakeHostApp {
  files: [string, string][] = [];
  canSave(): boolean {
    return true;
  }
  saveFile(fileName: string, dataUrl: string): boolean {
    this.files.push([fileName, dataUrl]);
    return true;
  }
}

function setUp(entry: { app?: boolean } = {}) {
  const { ports, http, storage } = fakeAreaPorts();
  if (entry.app) {
    storage.set('source', 'mobileapp');
    storage.set('channel', 'ios');
  }
  const hostApp = new BridgedHostApp();
  return {
    pdf: new ReceiptPdf(ports.dataCall, PAYMENT_PATHS.receiptPdf, ports.channel, hostApp),
    http,
    hostApp,
    ports,
  };
}

describe('SendReceipt', () => {
  it('joins a second press to the send in flight: a double click sends once', async () => {
    const { ports, http } = fakeAreaPorts();
    http.on(PAYMENT_PATHS.sendReceipt, envelopeReply({ channel: 'email', sentTo: 't•••@example.com', sendsLeft: 2 }));
    const send = new SendReceipt(ports.dataCall, PAYMENT_PATHS.sendReceipt);
    const [a, b] = await Promise.all([send.execute('PP1'), send.execute('PP1')]);
    expect(a).toBe(b);
    expect(a).toEqual({ kind: 'ok', data: { channel: 'email', sentTo: 't•••@example.com', sendsLeft: 2 } });
    expect(http.callsTo(PAYMENT_PATHS.sendReceipt)).toHaveLength(1);
    await send.execute('PP1');
    expect(http.callsTo(PAYMENT_PATHS.sendReceipt)).toHaveLength(2);
  });

  it('says the lock-out inline (429), never in the dialog', async () => {
    const { ports, http, errors } = fakeAreaPorts();
    http.on(PAYMENT_PATHS.sendReceipt, {
      kind: 'reply',
      status: 429,
      text: JSON.stringify({
        header: { statusCode: '429' },
        body: { errors: [{ errorCode: 'RECEIPT_SEND_LIMITED', errorMessage: '', retryAfterSeconds: 600 }] },
      }),
    });
    const result = await new SendReceipt(ports.dataCall, PAYMENT_PATHS.sendReceipt).execute('PP1');
    expect(result).toMatchObject({ kind: 'failed', shown: false, failure: { kind: 'status', status: 429 } });
    expect(errors.store.getSnapshot().status).toBe(200);
  });
});

describe('ReceiptPdf', () => {
  it('in a browser, fetches the PDF by GET with the reference and gives its bytes to download', async () => {
    const { pdf, http } = setUp();
    http.on(PAYMENT_PATHS.receiptPdf, pdfReply());
    expect(pdf.way()).toBe('download');
    expect(await pdf.execute('PP2611220001')).toEqual({
      kind: 'ok',
      data: { way: 'download', fileName: 'Receipt-PP2611220001.pdf', bytes: PDF },
    });
    const [request] = http.callsTo(PAYMENT_PATHS.receiptPdf);
    expect([request!.method, request!.url, request!.binary]).toEqual([
      'GET',
      `${PAYMENT_PATHS.receiptPdf}?reference=PP2611220001`,
      true,
    ]);
  });

  it('in the app’s webview, hands the PDF to the app’s bridge as a data URL', async () => {
    const { pdf, http, hostApp } = setUp({ app: true });
    http.on(PAYMENT_PATHS.receiptPdf, pdfReply());
    expect(pdf.way()).toBe('app');
    expect(await pdf.execute('PP1')).toEqual({ kind: 'ok', data: { way: 'app' } });
    expect(hostApp.files).toEqual([
      ['Receipt-PP1.pdf', `data:application/pdf;base64,${Buffer.from(PDF).toString('base64')}`],
    ]);
  });

  it('refuses bytes that are not a PDF, and reads a JSON failure as one', async () => {
    const { pdf, http } = setUp();
    http.on(PAYMENT_PATHS.receiptPdf, pdfReply(new Uint8Array([60, 104, 116, 109, 108])));
    expect(await pdf.execute('PP1')).toMatchObject({ kind: 'failed', failure: { kind: 'malformed' } });
    http.on(PAYMENT_PATHS.receiptPdf, {
      kind: 'reply',
      status: 400,
      text: JSON.stringify({
        header: { statusCode: '400' },
        body: { errors: [{ errorCode: 'RECEIPT_NOT_AVAILABLE', errorMessage: '' }] },
      }),
    });
    expect(await pdf.execute('PP1')).toMatchObject({
      kind: 'failed',
      shown: false,
      failure: { kind: 'status', status: 400, code: 'RECEIPT_NOT_AVAILABLE' },
    });
  });
});

describe('toBase64', () => {
  it.each([0, 1, 2, 3, 4, 5, 255, 256])('agrees with Node for %i bytes', (n) => {
    const bytes = new Uint8Array(Array.from({ length: n }, (_, i) => (i * 37 + 11) % 256));
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
