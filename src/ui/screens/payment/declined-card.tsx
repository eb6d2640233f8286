import type { Reply } from '../../../core/api/openapi';
import { useArea } from '../../services-context';
import { WithHotline } from '../../shell/hotline';
import { useInsurer } from '../../shell/insurer';
import { paymentOutcomeText } from '../../text/en-payment-outcome';

/** Below a declined card's receipt: PayNow for the same policies and amount, the bank's advice, our hotline. */
export function DeclinedCard({ receipt }: { receipt: Reply<'/rs/v1/payments/status'> }) {
  const { payNowInstead } = useArea('payment');
  const { phone, hours } = useInsurer();
  const d = paymentOutcomeText.declined;
  return (
    <section aria-labelledby="declined-title">
      <h2 className="payment-h2" id="declined-title">
        {d.title}
      </h2>
      {payNowInstead.offers(receipt) ? (
        <>
          <p>{d.payNowSame}</p>
          <p>
            <button type="button" className="button" onClick={() => payNowInstead.execute()}>
              {d.payNowInstead}
            </button>
          </p>
        </>
      ) : null}
      <p>{d.bank}</p>
      <p>
        <WithHotline text={d.help(phone, hours)} phone={phone} />
      </p>
    </section>
  );
}
