/**
 * The simulated card gateway's hosted page: plain HTML forms that POST back to the sandbox, which
 * redirects to the portal's outcome page. No script and no inline style: the CSP forbids both.
 */
import { escapeHtml, htmlPage } from './html-page';

export interface GatewayView {
  paymentId: string;
  merchantName: string;
  amount: string;
  reference: string;
  brand: string;
}

export function gatewayPage(view: GatewayView): string {
  const action = `/sandbox/gateway/${encodeURIComponent(view.paymentId)}`;
  return htmlPage(
    'Sandbox card gateway',
    `<h1>Sandbox card gateway</h1>
<p>Pay <strong>${escapeHtml(view.amount)}</strong> to ${escapeHtml(view.merchantName)} by ${escapeHtml(view.brand)}. Reference ${escapeHtml(view.reference)}.</p>
<form method="post" action="${action}">
  <p><label for="cardNumber">Card number</label><br>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" required></p>
  <p><button type="submit" name="action" value="pay">Pay ${escapeHtml(view.amount)}</button></p>
</form>
<form method="post" action="${action}">
  <p><button type="submit" name="action" value="cancel">Cancel and return to the portal</button></p>
</form>
<h2>Test cards</h2>
<ul>
  <li>4111 1111 1111 1111 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (Amex): successful</li>
  <li>4000 0000 0000 0002: declined</li>
  <li>4000 0000 0000 9995: held for anti-money-laundering review</li>
  <li>Any other number: declined</li>
</ul>`,
  );
}

/** A payment answered already (Back from the outcome page) links to its outcome; an unknown one to the portal. */
export function gatewayClosedPage(portalPath = '/'): string {
  return htmlPage(
    'Sandbox card gateway',
    `<h1>This payment is no longer open</h1><p><a href="${escapeHtml(portalPath)}">Return to the portal</a></p>`,
  );
}
