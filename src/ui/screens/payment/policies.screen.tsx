import { lazy, Suspense, useMemo, useState } from 'react';
import { Form } from '../../shell/form';
import { Checkbox } from '../../shell/form-parts';
import { TextInput } from '../../shell/text-input';
import { CARD_LIMIT_CENTS, formatMoney, parseAmount, sumCents, toDecimal } from '../../../core/shared/money';
import type { PolicyDue } from '../../../core/api/payment.contract';
import { useScreenText } from '../../shell/current-route';
import { PageIntro } from '../../shell/steps';
import { paymentText as t } from '../../text/en-payment';
import { FormNotice, LoadStatus, showDate, Status, StatusLink } from '../../shell/screen-parts';
import { useFormSubmit } from '../../shell/use-form-submit';
import { useStore } from '../../shell/use-store';
import { usePaymentDraft } from './payment-parts';
import { RecentPayments } from './recent-payments';
import { SubmitButton } from '../../shell/submit-button';
import { PATH } from '../../../core/shared/paths';
import { scheduledDeduction } from '../../../core/payment/choose-policies.use-case';

const amountField = (policyNumber: string) => `amount-${policyNumber}`;
const AlsoPayDialog = lazy(() => import(/* webpackChunkName: "also-pay" */ './also-pay-dialog'));

/**
 * /one-time-payment (and /one-time-payment/acceptance-code, where the one item is a new application's
 * fixed initial premium): pick policies, amounts default to what is due, the total always visible.
 */
export default function PoliciesScreen() {
  const text = useScreenText();
  const { services, draft } = usePaymentDraft();
  // Asked by the payment area as the page starts (its `arrive`), not after this screen's first render.
  const snapshot = useStore(services.loadPoliciesDue.store);
  const [picked, setSelected] = useState<ReadonlySet<string>>(() => new Set(draft.lines.map((l) => l.policyNumber)));
  const [amounts, setAmounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(draft.lines.map((l) => [l.policyNumber, toDecimal(l.amountCents)])),
  );
  // Premiums a scheduled deduction will take, which the customer chose to pay now as well: asked once each.
  const [payTwice, setPayTwice] = useState<ReadonlySet<string>>(
    () => new Set(draft.lines.filter((l) => l.alsoCollected).map((l) => l.policyNumber)),
  );
  const [asking, setAsking] = useState<PolicyDue>();
  const { formProps, edited, notice, setNotice, submit } = useFormSubmit();

  const [answered, setAnswered] = useState(false);
  if (!answered && (snapshot.status === 'ready' || snapshot.status === 'failed')) setAnswered(true);
  const policies = useMemo(() => (snapshot.status === 'ready' ? snapshot.policies : []), [snapshot]);
  // A single item (one policy, or a new application) is chosen for the customer, in the first render that lists it,
  // unless a scheduled deduction will take it.
  const only = policies.length === 1 && picked.size === 0 ? policies[0]! : undefined;
  const selected = only && !scheduledDeduction(only) ? new Set([only.policyNumber]) : picked;

  const amountOf = (p: PolicyDue) =>
    p.amountFixed ? toDecimal(p.amountDueCents) : (amounts[p.policyNumber] ?? toDecimal(p.amountDueCents));
  const chosen = policies.filter((p) => selected.has(p.policyNumber));
  const total = sumCents(
    chosen.map((p) => {
      const parsed = parseAmount(amountOf(p));
      return parsed.ok ? parsed.value : 0;
    }),
  );

  function answer(payNow: boolean) {
    const policy = asking;
    setAsking(undefined);
    if (!policy || !payNow) return;
    setPayTwice((current) => new Set(current).add(policy.policyNumber));
    setSelected((current) => new Set(current).add(policy.policyNumber));
    setNotice(undefined);
  }

  function toggle(policyNumber: string, on: boolean) {
    const policy = policies.find((p) => p.policyNumber === policyNumber);
    if (on && policy && scheduledDeduction(policy) && !payTwice.has(policyNumber)) {
      setAsking(policy);
      return;
    }
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(policyNumber);
      else next.delete(policyNumber);
      return next;
    });
    setNotice(undefined);
  }

  const onSubmit = submit(() => {
    const result = services.choosePolicies.execute(chosen.map((policy) => ({ policy, amountInput: amountOf(policy) })));
    if (result.ok) return; // the use case moved the page
    const f = result.formError;
    return {
      errors: Object.fromEntries(
        Object.entries(result.fieldErrors).map(([n, code]) => [amountField(n), t.amountErrors[code]]),
      ),
      notice:
        f === undefined
          ? undefined
          : f === 'noneSelected'
            ? t.policies.noneSelected
            : f === 'locked'
              ? t.locked
              : t.limitErrors[f],
    };
  });

  return (
    <>
      <PageIntro purposes={t.purposes} />
      {draft.submission ? <StatusLink says={t.locked} href={PATH.paymentReview} link={t.toReview} /> : null}
      <LoadStatus
        snapshot={snapshot}
        loading={t.loading}
        failed={t.loadFailed}
        retry={{ label: t.retry, onPress: () => void services.loadPoliciesDue.execute() }}
      />
      {snapshot.status === 'ready' && policies.length === 0 ? <Status>{t.none}</Status> : null}
      {policies.length > 0 ? (
        <Form {...formProps} onSubmit={onSubmit} aria-label={text.title}>
          <fieldset className="payment-fieldset">
            <legend className="field-label">{t.policies.label}</legend>
            <ul className="payment-policies">
              {policies.map((p) => (
                <li
                  key={p.policyNumber}
                  className="payment-policy"
                  data-selected={selected.has(p.policyNumber) || undefined}
                >
                  <Checkbox isSelected={selected.has(p.policyNumber)} onChange={(on) => toggle(p.policyNumber, on)}>
                    <span className="payment-policy-text">
                      <strong>{p.productName}</strong> <span className="payment-muted">{p.policyNumber}</span>
                      <span className="payment-line payment-muted">
                        {t.policies.lifeAssured(p.lifeAssured)} · {t.policies.frequency[p.frequency]}
                      </span>
                      <span className="payment-line">
                        {p.kind === 'application' ? `${t.policies.application}: ` : ''}
                        {t.policies.due(formatMoney(p.amountDueCents), showDate(p.dueDate))}
                        {p.overdue ? <span className="payment-overdue"> {t.policies.overdue}</span> : null}
                      </span>
                      {p.coverUntil ? (
                        <span className="payment-line">{t.policies.coverUntil(showDate(p.coverUntil))}</span>
                      ) : null}
                      {p.amountDueCents > CARD_LIMIT_CENTS ? (
                        <span className="payment-line">{t.policies.payNowOnly(formatMoney(CARD_LIMIT_CENTS))}</span>
                      ) : null}
                      {p.recurring ? (
                        <span className="payment-line payment-muted">
                          {p.nextDeductionDate
                            ? t.policies.recurringNext[p.recurring](showDate(p.nextDeductionDate))
                            : t.policies.recurringMissed[p.recurring]}
                        </span>
                      ) : null}
                    </span>
                  </Checkbox>
                  {selected.has(p.policyNumber) ? (
                    <TextInput
                      name={amountField(p.policyNumber)}
                      className="payment-amount"
                      label={t.policies.amount(p.productName)}
                      hint={p.amountFixed ? t.policies.fixedHint : t.policies.amountHint}
                      value={amountOf(p)}
                      onChange={(value) => setAmounts((a) => ({ ...a, [p.policyNumber]: value }))}
                      onEdit={edited}
                      autoComplete="off"
                      input={{
                        className: 'field-input payment-amount-input',
                        readOnly: p.amountFixed,
                        inputMode: 'decimal',
                      }}
                    />
                  ) : null}
                </li>
              ))}
            </ul>
          </fieldset>
          <p className="payment-total" aria-live="polite">
            {t.policies.total}: <strong>{formatMoney(total)}</strong>
          </p>
          <FormNotice text={notice} />
          <SubmitButton>{t.continue}</SubmitButton>
        </Form>
      ) : null}
      {/* Under the policies, from their first answer on: listed above them, or before them, it moved what the
          customer was reading when it came (layout shift). */}
      {answered ? <RecentPayments /> : null}
      {asking ? (
        <Suspense fallback={null}>
          <AlsoPayDialog
            asking={{ amountDueCents: asking.amountDueCents, deduction: scheduledDeduction(asking)! }}
            onAnswer={answer}
          />
        </Suspense>
      ) : null}
    </>
  );
}
