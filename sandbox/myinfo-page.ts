/**
 * The simulated Myinfo consent page: plain HTML with a GET form and no script or inline style, as Singpass's
 * (singpass-page.ts). Approve shares the sandbox's fixed person (third-party.seed.ts, MYINFO_PERSON); Cancel returns
 * with an error, as Myinfo does when the person declines.
 */
import { escapeHtml, htmlPage } from './html-page';
import { MYINFO_PERSON } from './third-party.seed';

export type MyinfoOutcome = 'approve' | 'cancel';
export const MYINFO_OUTCOMES: readonly MyinfoOutcome[] = ['approve', 'cancel'];

const BUTTONS: Record<MyinfoOutcome, string> = {
  approve: `Approve: share ${MYINFO_PERSON.fullName}’s name, NRIC, date of birth, nationality and registered address`,
  cancel: 'Cancel and return to the portal',
};

export function myinfoPage(state: string): string {
  const buttons = MYINFO_OUTCOMES.map(
    (outcome) =>
      `<p><button type="submit" name="outcome" value="${outcome}">${escapeHtml(BUTTONS[outcome])}</button></p>`,
  ).join('\n');
  return htmlPage(
    'Myinfo (sandbox)',
    `<h1>Myinfo (sandbox)</h1>
<p>This page stands in for Singpass Myinfo's consent page. The insurer asks for your name, NRIC, date of birth,
nationality and registered address to fill in the payor's declaration.</p>
<form method="get" action="/sandbox/myinfo/authorize">
<input type="hidden" name="state" value="${escapeHtml(state)}">
${buttons}
</form>`,
  );
}
