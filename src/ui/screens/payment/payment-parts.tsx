import type { PaymentMethod, Payor } from '../../../core/payment/payment-draft';
import type { CardBrand } from '../../../core/api/payment.contract';
import { paymentText as t } from '../../text/en-payment';
import { Whole } from '../../shell/outcome-parts';
import { ThirdPartyPayor } from '../third-party/third-party-payor';
import { usePaymentServices } from '../../services-context';
import { useStore } from '../../shell/use-store';

/** A payment screen's services, and the payment draft as it stands (the screen re-renders when it changes). */
export function usePaymentDraft() {
  const services = usePaymentServices();
  return { services, draft: useStore(services.paymentDraft.store) };
}

export function methodText(kind: PaymentMethod['kind'], brand?: CardBrand): string {
  return kind === 'paynow' ? t.method.paynow : t.method.card(brand ? t.method.brands[brand] : '');
}

function payorText(payor: Payor['kind']): string {
  return payor === 'policyholder' ? t.review.payorSelf : t.review.payorThirdParty;
}

/** Who pays, on the review and the receipt: a third party by name, relationship and masked ID once declared. */
export function PayorValue({ payor }: { payor: Payor['kind'] }) {
  return payor === 'third-party' ? <ThirdPartyPayor fallback={payorText(payor)} /> : <>{payorText(payor)}</>;
}

/** A policy as a summary's term: the name may wrap between words, the number never inside. */
export function PolicyTerm({ name, number }: { name: string; number: string }) {
  return (
    <>
      {name} <Whole>{`(${number})`}</Whole>
    </>
  );
}
