import { useEffect, useRef } from 'react';

let firstScreen = true;

/**
 * The screen's h1. After a client-side navigation it takes focus, so a screen reader announces the
 * new page and keyboard users start at its top; on the first load focus stays where the browser put it.
 * A journey page's heading is `StepHeading` (steps.tsx), which adds the step indicator it points at.
 */
export function ScreenHeading({ children, describedBy }: { children: string; describedBy?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (firstScreen) firstScreen = false;
    else ref.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className="screen-heading" aria-describedby={describedBy}>
      {children}
    </h1>
  );
}
