/**
 * The simulated card gateway's hosted page: plain HTML forms that POST back to the sandbox, which
 * redirects to the portal's outcome page. No script and no inline style: the CSP forbids both.
 */
export interface GatewayView {
  paymentId: string;
  merchantName: string;
  amount: string;
  reference: string;
  brand: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escape(title)}</title></head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function gatewayPage(view: GatewayView): string {
  const action = `/sandbox/gateway/${encodeURIComponent(view.paymentId)}`;
  return page(
    'Sandbox card gateway',
    `<h1>Sandbox card gateway</h1>
<p>Pay <strong>${escape(view.amount)}</strong> to ${escape(view.merchantName)} by ${escape(view.brand)}. Reference ${escape(view.reference)}.</p>
<form method="post" action="${action}">
  <p><label for="cardNumber">Card number</label><br>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" required></p>
  <p><button type="submit" name="action" value="pay">Pay ${escape(view.amount)}</button></p>
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
  return page('Sandbox card gateway', `<h1>This payment is no longer open</h1><p><a href="${escape(portalPath)}">Return to the portal</a></p>`);
}
