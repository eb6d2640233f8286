import { act, screen } from '@testing-library/react';
import { correction, generate } from 'lean-qr';
import { parsePayNowPayload } from '../../../src/core/shared/paynow-payload';
import { darkGrid, decodePng, useFakeCanvas } from './fake-canvas';
import type { PortOverrides } from '../../../src/adapters/composition';
import { FakeClock } from '../../support/fakes';
import { button, choice, findChoice, findPage, renderApp, settle, useSandbox, user } from '../../support/render-app';

jest.setTimeout(20_000);

const sandbox = useSandbox();
useFakeCanvas();

declare global {
  interface Window {
    ReactNativeWebView?: { postMessage(message: string): void };
  }
}
afterEach(() => {
  delete window.ReactNativeWebView;
});

/** From /one-time-payment to the PayNow page for TermGuard Life (S$245.30). */
async function toPayNow(inApp?: { bridge: boolean }, overrides?: PortOverrides) {
  const view = await renderApp('/one-time-payment', sandbox, { customerId: 'C-1001', overrides });
  if (inApp) {
    sessionStorage.setItem('source', 'mobileapp');
    sessionStorage.setItem('channel', 'android');
  }
  await user.click(await findChoice(/TermGuard Life/));
  await user.click(button('Continue'));
  await findPage('Choose how to pay');
  await user.click(choice(/^PayNow/));
  await user.click(choice('I am the policyholder'));
  await user.click(button('Continue'));
  await findPage('Review and pay');
  await user.click(choice(/I authorise this payment/));
  await user.click(button('Show PayNow QR code'));
  await findPage('Pay with PayNow');
  const payment = sandbox.areas.payment.payments.get('P-000001')!;
  const next = payment.reply.next;
  if (next.kind !== 'paynow') throw new Error('not a PayNow payment');
  return { view, payload: next.payload, reference: payment.reference };
}

const qrImage = (reference: string) =>
  screen.getByRole<HTMLImageElement>('img', {
    name: `PayNow QR code: S$245.30 to Example Insurance Pte Ltd, reference ${reference}`,
  });

describe('the PayNow QR image', () => {
  it('is the QR code of the server’s payload, module for module, with a white quiet zone', async () => {
    const { payload, reference } = await toPayNow();
    // What the code says: the payload passed its CRC and names this payment.
    const parsed = parsePayNowPayload(payload);
    expect(parsed.ok && parsed.fields.reference).toBe(reference);

    const image = decodePng(qrImage(reference).src);
    const expected = generate(payload, { minCorrectionLevel: correction.M });
    const pad = 4;
    expect(image.width).toBe(expected.size + 2 * pad);
    expect(image.height).toBe(expected.size + 2 * pad);
    const grid = darkGrid(image);
    for (let y = -pad; y < expected.size + pad; y++)
      for (let x = -pad; x < expected.size + pad; x++)
        expect([x, y, grid[y + pad]![x + pad]]).toEqual([x, y, expected.get(x, y)]);
    // Opaque white where no module is set: a transparent ground turns black in a dark photo gallery.
    expect([...image.data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
  });

  it('in a browser, saves the PNG as a file named after the reference', async () => {
    const { reference } = await toPayNow();
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:qr'), revokeObjectURL: () => {} });
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Save the QR image' }));
    expect(names).toEqual([`PayNow-${reference}.png`]);
    expect(blobs[0]!.type).toBe('image/png');
    // The stand-in canvas draws one pixel a module at any scale: the file holds the same code as the page.
    const saved = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsDataURL(blobs[0]!);
    });
    expect(saved).toBe(qrImage(reference).src);
  });

  it('inside the app, hands the PNG to the app’s bridge instead of a download link', async () => {
    const messages: string[] = [];
    window.ReactNativeWebView = { postMessage: (message) => messages.push(message) };
    const { reference } = await toPayNow({ bridge: true });
    expect(screen.queryByRole('link', { name: 'Save the QR image' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save the QR image to your phone' }));
    expect(messages.map((m) => JSON.parse(m) as unknown)).toEqual([
      { type: 'save-image', dataUrl: qrImage(reference).src },
    ]);
    expect(screen.getByText('The QR image is on its way to your photos.')).toBeTruthy();
  });

  it('inside the app without a bridge, suggests a screenshot (webviews ignore download links)', async () => {
    await toPayNow({ bridge: false });
    expect(screen.queryByRole('link', { name: 'Save the QR image' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Save the QR image/ })).toBeNull();
    expect(screen.getByText(/Take a screenshot of the QR code/)).toBeTruthy();
  });

  it('back on the tab (from the banking app), asks for the status at once instead of waiting for its timer', async () => {
    const { reference } = await toPayNow();
    const checks = () => sandbox.state.requests.filter((r) => r.path === '/rs/v1/paynow/status').length;
    await settle();
    expect(checks()).toBe(1); // asked once as the page started; the next timed check is 2 s later
    await fetch('http://localhost/sandbox/paynow/pay', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await screen.findByRole('heading', { level: 1, name: 'PayNow payment received' }, { timeout: 1500 });
    expect(checks()).toBe(2);
  });

  it('counts down on the page’s clock (the ClockPort), a minute when that clock moves a minute, not as real time passes', async () => {
    const clock = new FakeClock(Date.now());
    // The payment area's clock is the page's too, so its status replies agree with the countdown as time moves.
    sandbox.areas.payment.now = () => clock.now();
    await toPayNow(undefined, { clock });
    // The visible line (its twin, the polite status, speaks only by the minute).
    const [shown] = await screen.findAllByText(/^Valid until \d{1,2}:\d\d [ap]m, \d+ minutes left\.$/);
    expect(shown!.className).toBe('payment-countdown');
    const minutes = Number(/(\d+) minutes left/.exec(shown!.textContent)![1]);
    // No real second is waited for: a countdown read from the real time (Date.now) stays put when the clock moves.
    await act(async () => {
      clock.advance(60_000);
    });
    // The minutes follow the page's clock (the time of day may move a minute as the server's seconds re-base it).
    expect(shown!.textContent).toMatch(new RegExp(`, ${minutes - 1} minutes left\\.$`));
  });

  it('without a 2D canvas, says so and keeps the details for paying by hand', async () => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
    try {
      const { reference } = await toPayNow();
      expect(screen.getByText(/We could not draw the QR code on this device/)).toBeTruthy();
      expect(screen.getByText('198700001E')).toBeTruthy();
      expect(screen.getByText(reference)).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Save the QR image' })).toBeNull();
    } finally {
      HTMLCanvasElement.prototype.getContext = getContext;
    }
  });
});
