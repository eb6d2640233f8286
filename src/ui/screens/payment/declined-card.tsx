import { WithHotline } from '../../shell/hotline';
import { useInsurer } from '../../shell/insurer';
import { paymentOutcomeText } from '../../text/en-payment-outcome';

/**
 * Below a declined card's receipt, the policyholder's or a payor's: PayNow for the same policies and amount (when the
 * area's use case offers it), the bank's advice, our hotline.
 */
export function DeclinedCard({ payNow }: { payNow: { offered: boolean; choose: () => void } }) {
  const { phone, hours } = useInsurer();
  const d = paymentOutcomeText.declined;
  return (
    <section aria-labelledby="declined-title">
      <h2 className="payment-h2" id="declined-title">
        {d.title}
      </h2>
      {payNow.offered ? (
        <>
          <p>{d.payNowSame}</p>
          <p>
            <button type="button" className="button" onClick={payNow.choose}>
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
