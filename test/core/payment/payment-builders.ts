import { PaymentDraft, type PaymentMethod } from '../../../src/core/payment/payment-draft';
import { buildPaymentArea } from '../../../src/core/payment/payment.services';
import { fakeAreaPorts } from '../../support/area-ports';
import type { FakeClock } from '../../support/fakes';
import type { PayNowInstruction, PolicyDue } from '../../../src/core/api/payment.contract';
import { buildPayNowPayload } from '../../../src/core/shared/paynow-payload';

export function policyDue(overrides: Partial<PolicyDue> = {}): PolicyDue {
  return {
    policyNumber: 'L-1001-01',
    productName: 'Term Life',
    kind: 'policy',
    lifeAssured: 'Tan Wei Ming',
    frequency: 'monthly',
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

/**
 * The payment area over fakes, wired by its own factory (as the composition wires it), with a draft ready for
 * review: one policy, the method chosen, paid by the policyholder.
 */
export function paymentWorld(method: PaymentMethod = { kind: 'card', brand: 'visa' }) {
  const { ports, http, clock, activity, navigation, ids, errors, api, drafts } = fakeAreaPorts();
  const draft = new PaymentDraft(drafts.payment, ids);
  const { services } = buildPaymentArea(ports, draft);
  expect(services.choosePolicies.execute([{ policy: policyDue(), amountInput: '245.30' }])).toMatchObject({
    ok: true,
  });
  expect(services.choosePaymentMethod.execute(method, 'policyholder')).toMatchObject({ ok: true });
  navigation.history.length = 0; // the steps that got here navigated; tests read what follows
  return {
    clock,
    activity,
    http,
    navigation,
    ids,
    storage: drafts.payment,
    api,
    errors,
    dataCall: ports.dataCall,
    sessionOver: ports.dataCall.sessionOver,
    draft,
    services,
    insurer: ports.config.insurer,
  };
}

/** Lets pending promise callbacks run (the fake HTTP answers asynchronously). */
export const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Moves the fake clock on second by second, letting each reply land; returns the seconds (counted from `start`) at
 * which `polls` grew: when the status checks went out.
 */
export function pollsOver(clock: FakeClock, polls: () => readonly unknown[], start: number) {
  return async (seconds: number): Promise<number[]> => {
    const at: number[] = [];
    for (let s = 0; s < seconds; s++) {
      const before = polls().length;
      clock.advance(1000);
      await flush();
      if (polls().length > before) at.push((clock.now() - start) / 1000);
    }
    return at;
  };
}
