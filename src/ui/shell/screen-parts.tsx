// What any screen shows, outcome pages and PayNow included. No react-aria and nothing only a form needs: a page
// without a form must load none of that (form-parts.tsx; docs/architecture.md, "Forms").
import type { ReactNode } from 'react';
import { formatDate, parseIsoDate } from '../../core/shared/sg-date';

/** `22 Nov 2026` for an API date; the raw text if it is not one. */
export function showDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? formatDate(date) : iso;
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
