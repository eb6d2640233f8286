/**
 * The simulated bank's GIRO authorisation page (eGIRO). Plain HTML whose forms POST back to the
 * sandbox, which redirects to the portal: no script and no inline style, as the CSP demands.
 */
import { escapeHtml, htmlPage } from './html-page';

/** The account number the page offers, so a tester can approve in one press; its last four digits are 6789. */
export const TEST_ACCOUNT = '0123456789';

export type BankDecision = 'approve' | 'reject' | 'cancel';
export const BANK_DECISIONS: readonly BankDecision[] = ['approve', 'reject', 'cancel'];

export interface BankPageView {
  arrangementId: string;
  bankName: string;
  merchantName: string;
  reference: string;
  accountHolderName: string;
  policyNumber: string;
}

const BUTTONS: Record<BankDecision, string> = {
  approve: 'Approve the GIRO arrangement',
  reject: 'Reject (the bank refuses it)',
  cancel: 'Cancel and return to the insurer',
};

export function bankPage(view: BankPageView): string {
  const action = `/sandbox/bank/giro/${encodeURIComponent(view.arrangementId)}`;
  const buttons = BANK_DECISIONS.map(
    (d) => `<p><button type="submit" name="decision" value="${d}">${escapeHtml(BUTTONS[d])}</button></p>`,
  ).join('\n');
  return htmlPage(
    `${view.bankName}: GIRO authorisation (sandbox)`,
    `<h1>${escapeHtml(view.bankName)}: authorise a GIRO arrangement (sandbox)</h1>
<p>${escapeHtml(view.merchantName)} asks to deduct the premiums of policy ${escapeHtml(view.policyNumber)} from the account of
<strong>${escapeHtml(view.accountHolderName)}</strong>. Reference ${escapeHtml(view.reference)}.</p>
<p>This page stands in for the bank's own online banking. Choose what the bank should answer.</p>
<form method="post" action="${action}">
<p><label for="accountNumber">Your account number (only its last four digits go back to the insurer)</label><br>
<input id="accountNumber" name="accountNumber" inputmode="numeric" autocomplete="off" value="${TEST_ACCOUNT}"></p>
${buttons}
</form>`,
  );
}

export function bankClosedPage(portalPath: string): string {
  return htmlPage(
    'GIRO authorisation (sandbox)',
    `<h1>This GIRO authorisation is no longer open</h1>
<p>It has already been answered, or it was replaced by a newer one.</p>
<p><a href="${escapeHtml(portalPath)}">Return to the insurer</a></p>`,
  );
}
