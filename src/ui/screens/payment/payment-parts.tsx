import { lazy, Suspense, type ReactNode } from 'react';
import type { PaymentMethod, Payor } from '../../../core/payment/payment-draft';
import type { CardBrand } from '../../../core/api/payment.contract';
import { paymentText as t } from '../../text/en-payment';
import { Whole } from '../../shell/outcome-parts';
import { focusFirstInvalid } from '../../shell/focus-first-invalid';
import { showDate, useStore } from '../../shell/screen-parts';

export { focusFirstInvalid, showDate, useStore };

export function methodText(kind: PaymentMethod['kind'], brand?: CardBrand): string {
  return kind === 'paynow' ? t.method.paynow : t.method.card(brand ? t.method.brands[brand] : '');
}

function payorText(payor: Payor['kind']): string {
  return payor === 'policyholder' ? t.review.payorSelf : t.review.payorThirdParty;
}

// Loaded only for a third party's payment: the policyholder's pages then carry neither the third-party area's use
// cases nor its texts (issue 19, docs/performance.md).
const ThirdPartyPayor = lazy(() =>
  import('../third-party/third-party-payor').then((m) => ({
    default: m.ThirdPartyPayor,
  })),
);

/** Who pays, on the review and the receipt: a third party by name, relationship and masked ID once declared. */
export function PayorValue({ payor }: { payor: Payor['kind'] }) {
  const text = payorText(payor);
  if (payor !== 'third-party') return <>{text}</>;
  return (
    <Suspense fallback={text}>
      <ThirdPartyPayor fallback={text} />
    </Suspense>
  );
}

/** A screen's loading, failure or empty state, announced politely (errors assertively). */
export function Status({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={tone === 'error' ? 'notice payment-notice payment-notice-error' : 'notice payment-notice'}
    >
      {children}
    </div>
  );
}

/** A policy as a summary's term: the name may wrap between words, the number never inside. */
export function PolicyTerm({ name, number }: { name: string; number: string }) {
  return (
    <>
      {name} <Whole>{`(${number})`}</Whole>
    </>
  );
}

/** A summary of label/value pairs. */
export function Summary({ rows, label }: { rows: readonly (readonly [ReactNode, ReactNode])[]; label: string }) {
  return (
    <dl className="payment-summary" aria-label={label}>
      {rows.map(([term, value], i) => (
        <div key={i} className="payment-summary-row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
