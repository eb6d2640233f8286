import { ErrorState } from '../../../src/core/errors/error-state';
import { ApiClient } from '../../../src/core/http/api-client';
import { DataCall } from '../../../src/core/http/data-call';
import { ChoosePaymentMethod } from '../../../src/core/payment/choose-payment-method.use-case';
import { ChoosePolicies } from '../../../src/core/payment/choose-policies.use-case';
import { PaymentDraft, type PaymentMethod } from '../../../src/core/payment/payment-draft';
import type { PayNowInstruction, PolicyDue } from '../../../src/core/api/payment.contract';
import { buildPayNowPayload } from '../../../src/core/shared/paynow-payload';
import { FakeClock, FakeHttp, FakeNavigation, InMemoryDraftStorage, SequentialIds } from '../../support/fakes';

export function policyDue(overrides: Partial<PolicyDue> = {}): PolicyDue {
  return {
    policyNumber: 'L-1001-01',
    productName: 'Term Life',
    kind: 'policy',
    amountDueCents: 245_30,
    dueDate: '2026-11-01',
    overdue: true,
    amountFixed: false,
    recurring: undefined,
    ...overrides,
  };
}

export const UEN = '198700001E';

export function payNowInstruction(
  overrides: Partial<PayNowInstruction> = {},
  payloadAmount?: number,
): PayNowInstruction {
  const base = {
    kind: 'paynow' as const,
    uen: UEN,
    merchantName: 'Example Insurance Pte Ltd',
    amountCents: 245_30,
    reference: 'PP2611220001',
    expiresAt: '2026-11-22T10:15:00+08:00',
    ...overrides,
  };
  const payload = buildPayNowPayload({
    proxy: { type: 'uen', value: base.uen },
    amountCents: payloadAmount ?? base.amountCents,
    editable: false,
    expiry: { year: 2026, month: 11, day: 22 },
    merchantName: base.merchantName,
    reference: base.reference,
  });
  return { payload, ...base, ...(overrides.payload ? { payload: overrides.payload } : {}) };
}

/** The ports and a draft ready for review: one policy, the method chosen, paid by the policyholder. */
export function paymentWorld(method: PaymentMethod = { kind: 'card', brand: 'visa' }) {
  const clock = new FakeClock();
  const http = new FakeHttp();
  const navigation = new FakeNavigation();
  const ids = new SequentialIds();
  const storage = new InMemoryDraftStorage();
  const api = new ApiClient(http, { apiOrigin: '', requestTimeoutMs: 1000, bearerToken: () => 'token' });
  const errors = new ErrorState();
  const dataCall = new DataCall(api, errors, () => false);
  const draft = new PaymentDraft(storage, ids);
  expect(new ChoosePolicies(draft).execute([{ policy: policyDue(), amountInput: '245.30' }])).toMatchObject({
    ok: true,
  });
  expect(new ChoosePaymentMethod(draft).execute(method, 'policyholder')).toMatchObject({ ok: true });
  return { clock, http, navigation, ids, storage, api, errors, dataCall, draft };
}

/** Lets pending promise callbacks run (the fake HTTP answers asynchronously). */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
