import type { Language } from '../../src/core/shell/language';
import { en } from '../../src/ui/text/en';
import { accessibilityText } from '../../src/ui/text/en-accessibility';
import { accountText } from '../../src/ui/text/en-account';
import { declarationText } from '../../src/ui/text/en-declaration';
import { footerText } from '../../src/ui/text/en-footer';
import { homeText } from '../../src/ui/text/en-home';
import { loginText } from '../../src/ui/text/en-login';
import { loginStepsText } from '../../src/ui/text/en-login-steps';
import { maintenanceText } from '../../src/ui/text/en-maintenance';
import { notConfiguredText } from '../../src/ui/text/en-not-configured';
import { paymentText } from '../../src/ui/text/en-payment';
import { paymentOutcomeText } from '../../src/ui/text/en-payment-outcome';
import { paynowText } from '../../src/ui/text/en-paynow';
import { recurringText } from '../../src/ui/text/en-recurring';
import { relationshipText } from '../../src/ui/text/en-relationships';
import { sessionText } from '../../src/ui/text/en-session';
import { stepsText } from '../../src/ui/text/en-steps';
import { supportText } from '../../src/ui/text/en-support';
import { textErrors, thirdPartyText } from '../../src/ui/text/en-third-party';
import { fundsText } from '../../src/ui/text/en-third-party-funds';
import { findPolicyText } from '../../src/ui/text/en-third-party-find';
import { guestPayorText } from '../../src/ui/text/en-third-party-guest';
import { pack as ms } from '../../src/ui/text/ms';
import { pseudoWords } from '../../src/ui/text/pseudo';
import { pack as ta } from '../../src/ui/text/ta';
import type { Pack, Texts } from '../../src/ui/text/texts';
import { pack as zh } from '../../src/ui/text/zh';

/** Every text module's English under the name it registers as: what each other language is held to. */
export const english: Texts = {
  shell: en,
  accessibility: accessibilityText,
  account: accountText,
  declaration: declarationText,
  footer: footerText,
  home: homeText,
  loginSteps: loginStepsText,
  login: loginText,
  maintenance: maintenanceText,
  notConfigured: notConfiguredText,
  paymentOutcome: paymentOutcomeText,
  payment: paymentText,
  paynow: paynowText,
  recurring: recurringText,
  relationships: relationshipText,
  session: sessionText,
  steps: stepsText,
  support: supportText,
  thirdPartyFunds: fundsText,
  thirdPartyFind: findPolicyText,
  thirdPartyGuest: guestPayorText,
  textErrors,
  thirdParty: thirdPartyText,
};

type Words = Record<string, unknown>;

/** English with a pack's words over it: what a language shows, English standing in for what it lacks (ADR 0064). */
function over(english: Words, pack: Words | undefined): Words {
  const out: Words = { ...english };
  for (const [key, value] of Object.entries(pack ?? {}))
    out[key] = typeof value === 'object' && !Array.isArray(value) ? over(english[key] as Words, value as Words) : value;
  return out;
}

const shownIn = (pack: Pack) => over(english as unknown as Words, pack) as unknown as Texts;

/** The words each language shows, the pseudo-locale's included (src/ui/text/pseudo.ts), for tests to find things by. */
export const TEXTS: Record<Language | 'en-XA', Texts> = {
  en: english,
  zh: shownIn(zh),
  ms: shownIn(ms),
  ta: shownIn(ta),
  'en-XA': pseudoWords(english as unknown as Record<string, unknown>) as unknown as Texts,
};
