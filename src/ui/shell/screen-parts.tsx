// What any screen shows, outcome pages and PayNow included. No react-aria and nothing only a form needs: a page
// without a form must load none of that (form-parts.tsx; docs/architecture.md, "Forms").
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ApiFailure } from '../../core/http/api-client';
import { SupportReference } from './support-reference';
import { formatDate, formatInstant, formatTimeOfDay, parseIsoDate } from '../../core/shared/sg-date';
import { shownLocale } from '../text/language';

/** `22 Nov 2026` for an API date, in the language shown; the raw text if it is not one. */
export function showDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatDate(date, shownLocale()) : iso;
}

/** `22 Nov 2026, 2:05 pm` in Singapore, in the language shown. */
export const showInstant = (epochMs: number): string => formatInstant(epochMs, shownLocale());

/** `2:05 pm` in Singapore, in the language shown. */
export const showTimeOfDay = (epochMs: number): string => formatTimeOfDay(epochMs, shownLocale());

/**
 * A value a customer copies or reads out (UEN, amount, reference, policy number, masked ID): never
 * broken inside; the row around it wraps instead (styles.css, "values kept whole").
 */
export function Whole({ children }: { children: ReactNode }) {
  return <span className="value-whole">{children}</span>;
}

/** A screen's loading, failure or empty state, announced politely (errors assertively). */
export function Status({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? 'notice notice-error' : 'notice'}>
      {children}
    </div>
  );
}

/** A summary of label/value pairs (a review, a receipt, what is due). */
export function Summary({ rows, label }: { rows: readonly (readonly [ReactNode, ReactNode])[]; label?: string }) {
  return (
    <dl className="summary" aria-label={label}>
      {rows.map(([term, value], i) => (
        <div key={i} className="summary-row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A form's notice (useFormSubmit's), as an alert, with the failed call's support reference when one failed. */
export function FormNotice({ text, reference }: { text: string | undefined; reference?: string }) {
  return text ? <FailedStatus reference={reference}>{text}</FailedStatus> : null;
}

/** What is missing, and a link to where it is done (a page opened before its step, nothing to review). */
export function StatusLink({ says, href, link }: { says: string; href: string; link: string }) {
  return (
    <Status>
      {says} <Link href={href}>{link}</Link>
    </Status>
  );
}

/**
 * A call that failed and that the screen says itself (the dialog did not take it): what failed, a retry where asking
 * again helps, and the call's support reference, the same on every page.
 */
export function FailedStatus({
  children,
  reference,
  retry,
}: {
  children: ReactNode;
  reference?: string;
  retry?: { label: string; onPress: () => void };
}) {
  return (
    <Status tone="error">
      {children}
      {retry ? (
        <>
          {' '}
          <button type="button" className="link-button" onClick={retry.onPress}>
            {retry.label}
          </button>
        </>
      ) : null}
      <SupportReference reference={reference} />
    </Status>
  );
}

/**
 * A load's state while it has no data to show: its loading line, or its failure with a retry and the call's
 * reference; nothing once it is ready, or when the failure is the dialog's (`shown`).
 */
export function LoadStatus({
  snapshot,
  loading,
  failed,
  retry,
}: {
  snapshot: { status: string; shown?: boolean; failure?: ApiFailure };
  loading: string;
  failed: string;
  retry: { label: string; onPress: () => void };
}) {
  if (snapshot.status === 'loading' || snapshot.status === 'idle') return <Status>{loading}</Status>;
  if (snapshot.status !== 'failed' || snapshot.shown) return null;
  return (
    <FailedStatus reference={snapshot.failure?.reference} retry={retry}>
      {failed}
    </FailedStatus>
  );
}
