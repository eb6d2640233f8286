import { useState } from 'react';
import { formatMoney, toDecimal } from '../../../core/shared/money';
import { declarationText } from '../../text/en-declaration';
import { fundsText } from '../../text/en-third-party-funds';
import { TextInput } from '../../shell/text-input';
import { DeclarationForm } from './third-party-fields';
import { useFormSubmit } from '../../shell/use-form-submit';
import { PolicyDue, usePayorDraft } from './third-party-parts';

/** /third-party's second step: the policy found, the amount, and the payor's declaration (its own chunk). */
export default function DeclareStep() {
  const { services, draft } = usePayorDraft();
  const policy = draft.policy!;
  const [amount, setAmount] = useState(toDecimal(draft.amountCents ?? policy.amountDueCents));
  const form = useFormSubmit();
  return (
    <>
      <h2 className="tp-h2">{fundsText.policy.heading}</h2>
      <PolicyDue policy={policy} />
      <p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            services.payorDraft.reset();
            services.myinfo.forget();
          }}
        >
          {fundsText.policy.searchAgain}
        </button>
      </p>
      <DeclarationForm form={form} mode="guest" amount={amount}>
        <TextInput
          name="amount"
          label={declarationText.amount.label}
          hint={declarationText.amount.hint(formatMoney(policy.amountDueCents))}
          value={amount}
          onChange={setAmount}
          input={{ className: 'field-input field-input-date', inputMode: 'decimal', spellCheck: undefined }}
        />
      </DeclarationForm>
    </>
  );
}
