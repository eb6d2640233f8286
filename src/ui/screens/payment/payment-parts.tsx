import { lazy, Suspense } from 'react';
import { Whole } from '../../shell/screen-parts';
import type { PaymentMethod, Payor } from '../../../core/payment/payment-draft';
import type { CardBrand } from '../../../core/api/payment.contract';
import { paymentText as t } from '../../text/en-payment';
import { useArea } from '../../services-context';
import { useStore } from '../../shell/use-store';

/** A payment screen's services, and the payment draft as it stands (the screen re-renders when it changes). */
export function usePaymentDraft() {
  const services = useArea('payment');
  return { services, draft: useStore(services.paymentDraft.store) };
}

export function methodText(kind: PaymentMethod['kind'], brand?: CardBrand): string {
  return kind === 'paynow' ? t.method.paynow : t.method.card(brand ? t.method.brands[brand] : '');
}

function payorText(payor: Payor['kind']): string {
  return payor === 'policyholder' ? t.review.payorSelf : t.review.payorThirdParty;
}

// Loaded only for a third party's payment: the policyholder's pages then carry neither the payor area's use
// cases nor its texts (docs/performance.md).
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

// The payor's copy of their declaration: its chunk, like the payor's name, only for a third party's payment.
const PayorCopy = lazy(() =>
  import('../third-party/third-party-parts').then((m) => ({
    default: m.DeclarationCopyOffer,
  })),
);

/** On the review of a third party's payment: the payor's copy of their declaration, source of funds included. */
export function PayorCopyOffer({ payor }: { payor: Payor['kind'] }) {
  if (payor !== 'third-party') return null;
  return (
    <Suspense fallback={null}>
      <PayorCopy />
    </Suspense>
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
