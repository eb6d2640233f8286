import { useId, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { stepsText as t } from '../text/en-steps';
import { ScreenHeading } from './screen-heading';
import { usePurpose, useScreenText } from './current-route';
import { StatusLink } from './screen-parts';
import { PAGES, type Page, type ScreenName } from '../../core/pages';

/** Where each page stands in its step track: the `step` column of the table of pages. */
const STEPS = new Map(Object.values(PAGES).flatMap((page: Page) => (page.step ? [[page.path, page.step]] : [])));

export interface StepPosition {
  n: number;
  total: number;
  label: string;
}

/** The route's step; `override` for a route that holds two steps (the guest payor's find, then declare). */
export function stepOf(path: string, override?: number): StepPosition | undefined {
  const entry = STEPS.get(path);
  if (!entry) return undefined;
  const steps = t.tracks[entry[0]];
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

/**
 * A page's heading with its step: the step indicator, then the h1 that points at it. Apart from
 * ScreenHeading so the screens without steps (login, home) do not carry the steps table. `step` overrides
 * the route's step.
 */
export function StepHeading({ children, step }: { children: string; step?: number }) {
  const stepId = useId();
  const [path] = useLocation();
  const position = stepOf(path, step);
  return (
    <>
      {position ? <StepIndicator id={stepId} step={position} /> : null}
      <ScreenHeading describedBy={position ? stepId : undefined}>{children}</ScreenHeading>
    </>
  );
}

/**
 * How an area's page opens: its title as the heading (with the step), then, given its area's purposes (`purposes` in
 * en-payment.ts and its siblings), the lead line saying what the page is for. A page with nothing to show (a draft
 * missing its step) opens with the heading alone.
 */
export function PageIntro({ purposes, step }: { purposes?: Partial<Record<ScreenName, string>>; step?: number }) {
  const text = useScreenText();
  const purpose = usePurpose(purposes ?? {});
  return (
    <>
      <StepHeading step={step}>{text.title}</StepHeading>
      {purposes ? <p className="lead">{purpose}</p> : null}
    </>
  );
}

/**
 * A page opened before a step it needs (the draft's `missingStep`): its heading, what is missing, and a link
 * to the page where that step is done. The one way a page sends the customer back to a step; `children` go between.
 */
export function MissingStep({
  step,
  says,
  link,
  children,
}: {
  step: { at: string };
  says: string;
  link: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageIntro />
      {children}
      <StatusLink says={says} href={step.at} link={link} />
    </>
  );
}
