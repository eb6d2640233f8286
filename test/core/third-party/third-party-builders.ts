import { PaymentDraft } from '../../../src/core/payment/payment-draft';
import { buildPayorArea } from '../../../src/core/third-party/payor.services';
import { buildGuestPayorArea } from '../../../src/core/third-party/guest-payor.services';
import { buildGuestPayNowArea } from '../../../src/core/third-party/guest-paynow.services';
import { FakeClock, FakeHttp, SequentialIds } from '../../support/fakes';
import { fakeAreaPorts } from '../../support/area-ports';
import type { DeclarationForm } from '../../../src/core/third-party/declaration-rules';

/** The payor's declaration as the form sends it (C-1002's mother paying their TermGuard Life), with overrides. */
export function declarationForm(overrides: Partial<DeclarationForm> = {}): DeclarationForm {
  return {
    fullName: 'Lim Mei Ling',
    idType: 'NRIC_FIN',
    idNumber: 's7654321f',
    dateOfBirth: '12/05/1960',
    nationality: 'SG',
    nationalityOther: '',
    relationship: 'child',
    relationshipOther: '',
    reason: 'family-support',
    reasonOther: '',
    mobile: '9123 4567',
    email: 'lim@example.com',
    declaredTrue: true,
    ...overrides,
  };
}

/** C-1002's policy as the guest search finds it. */
export const GUEST_POLICY = { policyNumber: 'L-1002-01', amountDueCents: 156_40 };

/**
 * The third-party and guest payor areas over fakes, wired by their own factories (as the composition wires them), the policyholder
 * logged in with `session-token`; `storage.raw` is what a refresh reads back. The payment draft it declares for
 * numbers its keys `draft-1`, `draft-2`, …
 */
export function thirdPartyWorld(http = new FakeHttp(), clock = new FakeClock(Date.UTC(2026, 10, 22, 2, 0, 0))) {
  const { ports, drafts, navigation, errors, loginState } = fakeAreaPorts({ http, clock });
  loginState.succeeded('session-token');
  const payment = new PaymentDraft(drafts.payment, new SequentialIds('draft-'));
  const { services: s } = buildPayorArea(ports, payment);
  const { services: g } = buildGuestPayorArea(ports, s);
  const { services: code } = buildGuestPayNowArea(ports, s);
  return {
    http,
    clock,
    storage: drafts['third-party'],
    draft: s.payorDraft,
    navigation,
    errors,
    payment,
    find: g.findPolicy,
    declare: s.submitDeclaration,
    funds: s.submitSourceOfFunds,
    pay: g.payAsGuest,
    outcome: g.loadGuestOutcome,
    payNowWatch: code.payNowWatch,
    payNowCountdown: code.payNowCountdown,
  };
}
