import { generate } from 'lean-qr';
import { createRoot } from 'react-dom/client';
import { QR_IMAGE, QR_OPTIONS } from '../../src/ui/screens/payment/paynow-qr';

/**
 * PayNow's floor: React, lean-qr and the one payment call the portal's review makes, drawing the code as the portal
 * does. The bench leaves that call (its address, headers and body, as the portal sent them to the sandbox) in the
 * tab's session storage under `floor-call`.
 */
const call = JSON.parse(sessionStorage.getItem('floor-call') ?? '{}') as {
  url: string;
  headers: Record<string, string>;
  body: string;
};
const root = createRoot(document.getElementById('root')!);
void fetch(call.url, { method: 'POST', headers: call.headers, body: call.body })
  .then((response) => response.json() as Promise<{ body: { next: { payload: string } } }>)
  .then(({ body }) => {
    const src = generate(body.next.payload, QR_OPTIONS).toDataURL(QR_IMAGE);
    root.render(<img src={src} alt="PayNow QR code" />);
  });
