import { stepsText as t } from '../text/en-steps';

export type Journey = keyof typeof t.journeys;

/** Where each journey page stands in its journey (1-based). Routes not listed show no indicator. */
const STEPS: Readonly<Record<string, readonly [Journey, number]>> = {
  '/one-time-payment': ['oneTime', 1],
  '/one-time-payment/acceptance-code': ['oneTime', 1],
  '/one-time-payment/payment-method': ['oneTime', 2],
  '/third-party/one-time-payment': ['oneTimePayor', 2],
  '/third-party/one-time-payment/source-of-funds': ['oneTimeFunds', 2],
  '/one-time-payment/payment-review': ['oneTime', 3],
  '/one-time-payment/paynow': ['oneTime', 4],
  '/third-party': ['thirdParty', 1],
  '/third-party/source-of-funds': ['thirdParty', 3],
  '/recurring-page': ['giro', 1],
  '/recurring-giro': ['giro', 2],
  '/recurring-giro/select-bank': ['giro', 3],
  '/recurring-arrangements/giro/review': ['giro', 4],
  '/recurring-credit-card': ['card', 1],
  '/recurring-credit-card/select-card-type': ['card', 2],
  '/recurring-credit-card/review': ['card', 3],
};

export interface StepPosition {
  n: number;
  total: number;
  label: string;
}

/** The route's step; `override` for a route that holds two steps (the standalone payor's find, then declare). */
export function stepOf(path: string, override?: number): StepPosition | undefined {
  const entry = STEPS[path];
  if (!entry) return undefined;
  const steps = t.journeys[entry[0]];
  const n = override ?? entry[1];
  return { n, total: steps.length, label: steps[n - 1] ?? '' };
}

/**
 * "Step 2 of 4: Payment method" above the heading, with a bar that shows the same. The heading points at it
 * (aria-describedby), so a screen reader hears it when the heading takes focus after a navigation; a step
 * that changes within a page is a polite live region.
 */
export function StepIndicator({ id, step }: { id: string; step: StepPosition }) {
  return (
    <div className="steps">
      <p id={id} className="steps-line" aria-live="polite">
        {t.line(step.n, step.total, step.label)}
      </p>
      <ol className="steps-bar" aria-hidden="true">
        {Array.from({ length: step.total }, (_, i) => (
          <li key={i} data-done={i < step.n ? '' : undefined} />
        ))}
      </ol>
    </div>
  );
}
