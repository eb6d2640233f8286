/**
 * The simulated gateway's card-saving page (a card kept on file for recurring premiums). Plain HTML
 * forms that POST back to the sandbox, which redirects to the portal: the CSP forbids script.
 */
import { escapeHtml, htmlPage } from './html-page';

export interface CardSavingView {
  arrangementId: string;
  merchantName: string;
  reference: string;
  cardType: string;
  premium: string;
}

export function cardSavingPage(view: CardSavingView): string {
  const action = `/sandbox/card-saving/${encodeURIComponent(view.arrangementId)}`;
  return htmlPage(
    'Sandbox card gateway: save a card',
    `<h1>Save your ${escapeHtml(view.cardType)} card (sandbox)</h1>
<p>${escapeHtml(view.merchantName)} will charge <strong>${escapeHtml(view.premium)}</strong> to this card when each premium falls due. Reference ${escapeHtml(view.reference)}.</p>
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
  return htmlPage(
    'Sandbox card gateway',
    `<h1>This card-saving session is no longer open</h1><p><a href="${escapeHtml(portalPath)}">Return to the insurer</a></p>`,
  );
}
