import { useEffect, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { PaymentState } from '../../core/api/payment.contract';
import type { Failed } from '../../core/errors/failure-policy';
import type { DataCallResult } from '../../core/http/data-call';
import { FailedStatus, Status } from './screen-parts';
import { ScreenHeading } from './screen-heading';

/**
 * What an outcome page says happened. Each tone has its own icon shape and its own heading words, so
 * success, failure and a hold differ without colour (WCAG 1.4.1); the colour only repeats it.
 */
export type OutcomeTone = 'success' | 'failure' | 'held' | 'pending';

/** The tone of a payment's or an arrangement's state (an arrangement's states are among a payment's). */
export const TONE_OF: Record<PaymentState, OutcomeTone> = {
  successful: 'success',
  aml: 'held',
  pending: 'pending',
  unsuccessful: 'failure',
  cancelled: 'failure',
  expired: 'failure',
};

/** Inline SVG (no image request, nothing the CSP must allow); decorative: the heading says it in words. */
function OutcomeIcon({ tone }: { tone: OutcomeTone }) {
  return (
    <svg className="outcome-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      {tone === 'success' ? (
        <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      ) : tone === 'failure' ? (
        <path d="M8 8l8 8M16 8l-8 8" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      ) : tone === 'held' ? (
        // A pause: the money or the request is waiting for someone, not lost.
        <path d="M9.5 7.5v9M14.5 7.5v9" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      ) : (
        <path d="M12 6.5V12l3.5 2.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * The outcome page's h1 with its icon, and what happened in plain words underneath (a live region, so the
 * words are spoken when the status arrives after the heading took focus).
 */
export function OutcomeHeading({
  tone,
  heading,
  children,
}: {
  tone: OutcomeTone | undefined;
  heading: string;
  children?: ReactNode;
}) {
  return (
    <div className="outcome" data-tone={tone ?? 'pending'}>
      <div className="outcome-title">
        {/* Drawn while the answer is on its way too (the clock): the icon arriving with it moved the heading. */}
        <OutcomeIcon tone={tone ?? 'pending'} />
        <ScreenHeading>{heading}</ScreenHeading>
      </div>
      <div className="outcome-what" role="status">
        {children}
      </div>
    </div>
  );
}

/** An outcome page's answer: on its way, failed (`shown`: the dialog has it), or the receipt. */
export type Loaded<T> = { state: 'loading' } | ({ state: 'failed' } & Failed) | { state: 'ready'; receipt: T };

/**
 * An outcome page's receipt for its `?ref=`: asked when the page opens and again on `retry`, and dropped if the
 * page has gone by the time it arrives. The loader (a use case) settles the draft and moves to the status's page.
 */
export function useReceipt<T>(loader: { execute(reference: string): Promise<DataCallResult<T>> }) {
  const reference = new URLSearchParams(useSearch()).get('ref');
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!reference) return;
    let live = true;
    setLoaded({ state: 'loading' });
    void loader.execute(reference).then((result) => {
      if (!live) return;
      if (result.kind === 'ok') setLoaded({ state: 'ready', receipt: result.data });
      else setLoaded({ state: 'failed', failure: result.failure, shown: result.shown });
    });
    return () => {
      live = false;
    };
  }, [loader, reference, attempt]);
  return { reference, loaded, retry: () => setAttempt((n) => n + 1) };
}

/**
 * What an outcome page says while it has no receipt: no reference in its address, still asking, or the ask failed
 * (with `retry`, offered unless the dialog has the failure; without, said whatever the dialog says).
 */
export function ReceiptStatus({
  reference,
  loaded,
  texts,
  retry,
}: {
  reference: string | null;
  loaded: Loaded<unknown>;
  texts: { noReference: string; loading: string; loadFailed: string };
  retry?: { label: string; onPress: () => void };
}) {
  if (!reference) return <Status>{texts.noReference}</Status>;
  if (loaded.state === 'loading') return <Status>{texts.loading}</Status>;
  if (loaded.state !== 'failed' || (retry && loaded.shown)) return null;
  return (
    <FailedStatus reference={loaded.failure.reference} retry={retry}>
      {texts.loadFailed}
    </FailedStatus>
  );
}
