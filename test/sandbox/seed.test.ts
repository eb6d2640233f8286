import { getResponse } from 'msw';
import { createSandbox } from '../../sandbox/sandbox';
import { SEED_POLICIES } from '../../sandbox/payment.seed';
import { PAYABLE_POLICY } from '../../sandbox/third-party.seed';
import { PAYMENT_PATHS } from '../../src/core/api/payment.contract';
import { RECURRING_PATHS } from '../../src/core/api/recurring.contract';
import { THIRD_PARTY_PATHS } from '../../src/core/api/third-party.contract';
import { nodeOaep, ORIGIN, sandboxKeys } from './login-world';

/**
 * One seed per fact: a policy's premium and how often it falls due are stated once (sandbox/payment.seed.ts), so the
 * policies page, the recurring pages and the third-party finder name the same figures.
 */
const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

type Figures = { frequency?: string; premiumCents: number };

async function post(sandbox: ReturnType<typeof createSandbox>, path: string, token: string, body: unknown) {
  const response = await getResponse(
    sandbox.handlers,
    new Request(ORIGIN + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );
  return ((await response!.json()) as { body: Record<string, unknown> }).body;
}

describe.each(Object.keys(SEED_POLICIES).filter((id) => SEED_POLICIES[id]!.some((p) => p.kind === 'policy')))(
  "customer %s's policies",
  (customerId) => {
    it('have one frequency and one premium in every area', async () => {
      const sandbox = createSandbox({ keys: sandboxKeys(), clock: () => NOW });
      sandbox.areas.login.sessions.open('tok', customerId);
      const due = (await post(sandbox, PAYMENT_PATHS.policiesDue, 'tok', {})).policies as {
        policyNumber: string;
        kind: string;
        frequency: string;
        amountDueCents: number;
      }[];
      const recurring = (await post(sandbox, RECURRING_PATHS.policies, 'tok', {})).policies as {
        policyNumber: string;
        frequency: string;
        premiumCents: number;
      }[];
      const policies = SEED_POLICIES[customerId]!.filter((p) => p.kind === 'policy');
      const seeded: Record<string, Figures> = {};
      const paymentArea: Record<string, Figures> = {};
      const recurringArea: Record<string, Figures> = {};
      for (const p of policies) seeded[p.policyNumber] = { frequency: p.frequency, premiumCents: p.amountDueCents };
      for (const p of due.filter((d) => d.kind === 'policy'))
        paymentArea[p.policyNumber] = { frequency: p.frequency, premiumCents: p.amountDueCents };
      for (const p of recurring)
        recurringArea[p.policyNumber] = { frequency: p.frequency, premiumCents: p.premiumCents };
      expect(paymentArea).toEqual(seeded);
      expect(recurringArea).toEqual(seeded);
    });
  },
);

test('the third-party finder names the premium the policyholder sees', async () => {
  const sandbox = createSandbox({ keys: sandboxKeys(), clock: () => NOW });
  const encrypt = nodeOaep(sandbox.keys.publicKeyPem);
  const found = await post(sandbox, THIRD_PARTY_PATHS.findPolicy, '', {
    policyNumber: PAYABLE_POLICY.policyNumber,
    idType: PAYABLE_POLICY.idType,
    idNumber: encrypt(PAYABLE_POLICY.idNumber),
    dateOfBirth: encrypt('1992-02-14'),
  });
  const seed = Object.values(SEED_POLICIES)
    .flat()
    .find((p) => p.policyNumber === PAYABLE_POLICY.policyNumber)!;
  expect(found.policy).toEqual({ policyNumber: seed.policyNumber, amountDueCents: seed.amountDueCents });
});
