import type { accessibilityText } from './en-accessibility';
import type { accountText } from './en-account';
import type { declarationText } from './en-declaration';
import type { en } from './en';
import type { footerText } from './en-footer';
import type { homeText } from './en-home';
import type { loginStepsText } from './en-login-steps';
import type { loginText } from './en-login';
import type { maintenanceText } from './en-maintenance';
import type { notConfiguredText } from './en-not-configured';
import type { paymentOutcomeText } from './en-payment-outcome';
import type { paymentText } from './en-payment';
import type { paynowText } from './en-paynow';
import type { recurringText } from './en-recurring';
import type { relationshipText } from './en-relationships';
import type { sessionText } from './en-session';
import type { stepsText } from './en-steps';
import type { supportText } from './en-support';
import type { fundsText } from './en-third-party-funds';
import type { findPolicyText } from './en-third-party-find';
import type { guestPayorText } from './en-third-party-guest';
import type { textErrors, thirdPartyText } from './en-third-party';

/** English's shape with its words as any string: what another language must give, key for key, call for call. */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Words<T[K]> };

/** Every text module's English, by the name it registers under (`localized`). */
export interface Texts {
  shell: Words<typeof en>;
  accessibility: Words<typeof accessibilityText>;
  account: Words<typeof accountText>;
  declaration: Words<typeof declarationText>;
  footer: Words<typeof footerText>;
  home: Words<typeof homeText>;
  loginSteps: Words<typeof loginStepsText>;
  login: Words<typeof loginText>;
  maintenance: Words<typeof maintenanceText>;
  notConfigured: Words<typeof notConfiguredText>;
  paymentOutcome: Words<typeof paymentOutcomeText>;
  payment: Words<typeof paymentText>;
  paynow: Words<typeof paynowText>;
  recurring: Words<typeof recurringText>;
  relationships: Words<typeof relationshipText>;
  session: Words<typeof sessionText>;
  steps: Words<typeof stepsText>;
  support: Words<typeof supportText>;
  thirdPartyFunds: Words<typeof fundsText>;
  thirdPartyFind: Words<typeof findPolicyText>;
  thirdPartyGuest: Words<typeof guestPayorText>;
  textErrors: Words<typeof textErrors>;
  thirdParty: Words<typeof thirdPartyText>;
}

/**
 * One other language's words (zh.ts, ms.ts, ta.ts; ADR 0064): English's keys, each of which may be missing until it is
 * translated, English showing meanwhile. An extra key, a text of another shape or a function taking other values does
 * not compile; `test/ui/text/completeness.test.ts` lists what is missing.
 */
export type Pack = { readonly [A in keyof Texts]?: Some<Texts[A]> };
type Some<T> = T extends string | readonly unknown[] | ((...args: never[]) => string)
  ? T
  : { readonly [K in keyof T]?: Some<T[K]> };
