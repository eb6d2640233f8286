import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { framedScripts } from '../../core/analytics/vendor-frame';
import { findRoute } from '../routes';
import { useConfig } from '../services-context';
import { footerText as f } from '../text/en-footer';
import { useHydrated } from './use-hydrated';

// react-aria's dialog and the frame load when the customer asks for the form, never before.
const FeedbackDialog = lazy(() => import(/* webpackChunkName: "feedback" */ './feedback-dialog'));

/**
 * The footer's "Give feedback", where config.json names the feedback SDK (with its integrity hash) and the page
 * shows no personal data (`feedback` in src/core/pages.ts). Not in HTML rendered at build time, which knows no
 * config.
 */
export function FeedbackOffer() {
  const config = useConfig();
  const [path] = useLocation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Once asked for, the dialog stays mounted, so that closing can hand focus back to the button.
  const [asked, setAsked] = useState(false);
  const feedback = framedScripts(config).feedback;
  const page = findRoute(path);
  if (!hydrated || !feedback || !page.feedback) return null;
  return (
    <li>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {f.feedback}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <FeedbackDialog isOpen={open} onClose={() => setOpen(false)} feedback={feedback} pageName={page.pageName} />
        </Suspense>
      )}
    </li>
  );
}
