import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'wouter';
import { StepIndicator, stepOf } from './steps';

let firstScreen = true;

/**
 * The screen's h1. After a client-side navigation it takes focus, so a screen reader announces the
 * new page and keyboard users start at its top; on the first load focus stays where the browser put it.
 * On a journey page it carries the step indicator (issue 14); `step` overrides the route's step.
 */
export function ScreenHeading({ children, step }: { children: string; step?: number }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const stepId = useId();
  const [path] = useLocation();
  const position = stepOf(path, step);
  useEffect(() => {
    if (firstScreen) firstScreen = false;
    else ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <>
      {position ? <StepIndicator id={stepId} step={position} /> : null}
      <h1 ref={ref} tabIndex={-1} className="screen-heading" aria-describedby={position ? stepId : undefined}>
        {children}
      </h1>
    </>
  );
}
