/**
 * The simulated Singpass login page. Plain HTML with a GET form and no script or inline style:
 * the server's Content-Security-Policy allows neither, and a tester needs only the buttons.
 */
import { escapeHtml, htmlPage } from './html-page';

export type SingpassOutcome = 'approve' | 'mismatch' | 'invalid' | 'cancel';
export const SINGPASS_OUTCOMES: readonly SingpassOutcome[] = ['approve', 'mismatch', 'invalid', 'cancel'];

const BUTTONS: Record<SingpassOutcome, string> = {
  approve: 'Approve: log in as the identified customer',
  mismatch: 'Log in with a different person’s Singpass (SPQR_NRIC_NOT_MATCHING)',
  invalid: 'Use an invalid Singpass account (SPQR_INVALID)',
  cancel: 'Cancel and return to the portal',
};

export function singpassPage(state: string): string {
  const buttons = SINGPASS_OUTCOMES.map(
    (outcome) =>
      `<p><button type="submit" name="outcome" value="${outcome}">${escapeHtml(BUTTONS[outcome])}</button></p>`,
  ).join('\n');
  return htmlPage(
    'Singpass (sandbox)',
    `<h1>Singpass (sandbox)</h1>
<p>This page stands in for Singpass. Choose what Singpass should answer.</p>
<form method="get" action="/sandbox/singpass/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
${buttons}
</form>`,
  );
}
