/**
 * The simulated gateway's card-saving page (a card kept on file for recurring premiums). Plain HTML
 * forms that POST back to the sandbox, which redirects to the portal: the CSP forbids script.
 */
export interface CardSavingView {
  arrangementId: string;
  merchantName: string;
  reference: string;
  cardType: string;
  premium: string;
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

export function cardSavingPage(view: CardSavingView): string {
  const action = `/sandbox/card-saving/${encodeURIComponent(view.arrangementId)}`;
  return page(
    'Sandbox card gateway: save a card',
    `<h1>Save your ${escape(view.cardType)} card (sandbox)</h1>
<p>${escape(view.merchantName)} will charge <strong>${escape(view.premium)}</strong> to this card when each premium falls due. Reference ${escape(view.reference)}.</p>
<form method="post" action="${action}">
  <p><label for="cardNumber">Card number</label><br>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" required></p>
  <p><button type="submit" name="action" value="save">Save card</button></p>
</form>
<form method="post" action="${action}">
  <p><button type="submit" name="action" value="cancel">Cancel and return to the insurer</button></p>
</form>
<h2>Test cards</h2>
<ul>
  <li>4111 1111 1111 1111 (Visa), 5555 5555 5555 4444 (Mastercard): saved</li>
  <li>4000 0000 0000 0002: declined</li>
  <li>4000 0000 0000 9995: saved, then held for anti-money-laundering review</li>
  <li>Any other number: declined</li>
</ul>`,
  );
}

export function cardSavingClosedPage(portalPath: string): string {
  return page(
    'Sandbox card gateway',
    `<h1>This card-saving session is no longer open</h1><p><a href="${escape(portalPath)}">Return to the insurer</a></p>`,
  );
}
