import {
  checkDeclaration,
  checkSourceOfFunds,
  maskDateOfBirth,
  maskEmail,
  maskExceptLast4,
} from '../../../src/core/third-party/declaration-rules';
import { PayorDraft } from '../../../src/core/third-party/payor-draft';
import { THIRD_PARTY_PATHS } from '../../../src/core/api/third-party.contract';
import { declarationForm, GUEST_POLICY, thirdPartyWorld } from './third-party-builders';
import { envelopeReply, FakeCrypto, InMemoryDraftStorage, SequentialIds } from '../../support/fakes';
import { settle } from '../../support/reply-arbitraries';

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);
const P = THIRD_PARTY_PATHS;

const form = declarationForm;
const policy = GUEST_POLICY;
const salary = { source: 'salary', sourceOther: '', wealthSource: '', wealthDescription: '' };

const harness = () => thirdPartyWorld();

async function standaloneDeclared(h: ReturnType<typeof harness>, amountCents = 156_40) {
  h.draft.foundPolicy({ ...policy, amountDueCents: Math.max(amountCents, policy.amountDueCents) }, 'guest-1');
  h.http.on(P.declarations, envelopeReply({ screening: 'cleared', declarationId: 'TPD-1' }));
  await h.declare.execute('guest', form(), String(amountCents / 100));
}

describe('the declaration’s rules', () => {
  it('reuses the login’s check letter and asks for an adult payor', () => {
    expect(checkDeclaration(form({ idNumber: 'S7654321A' }), NOW)).toMatchObject({
      ok: false,
      errors: { idNumber: 'nricCheckLetter' },
    });
    expect(checkDeclaration(form({ idType: 'NRIC_FIN', idNumber: 'M1234567L' }), NOW)).toMatchObject({
      errors: { idNumber: 'nricCheckLetter' },
    });
    expect(checkDeclaration(form({ idType: 'PASSPORT', idNumber: 'E12' }), NOW)).toMatchObject({
      errors: { idNumber: 'passportFormat' },
    });
    expect(checkDeclaration(form({ dateOfBirth: '23/11/2008' }), NOW)).toMatchObject({
      errors: { dateOfBirth: 'underAge' },
    });
    expect(checkDeclaration(form({ dateOfBirth: '22/11/2008' }), NOW).ok).toBe(true);
    expect(checkDeclaration(form({ dateOfBirth: '31/02/1980' }), NOW)).toMatchObject({
      errors: { dateOfBirth: 'notARealDate' },
    });
  });

  it('gives every error at once, and "other" needs words that are not a card number', () => {
    const result = checkDeclaration(
      form({
        fullName: '',
        nationality: '',
        relationship: 'other',
        reason: 'other',
        reasonOther: 'card 5555 5555 5555 4444',
        mobile: '123',
        email: 'x@',
        declaredTrue: false,
      }),
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        fullName: 'required',
        nationality: 'required',
        relationshipOther: 'required',
        reasonOther: 'cardNumber',
        mobile: 'mobileFormat',
        email: 'emailFormat',
        declaredTrue: 'required',
      },
    });
    expect(checkDeclaration(form({ fullName: '4111111111111111' }), NOW)).toMatchObject({
      errors: { fullName: 'cardNumber' },
    });
    expect(checkDeclaration(form({ email: '4111111111111111@example.com' }), NOW)).toMatchObject({
      errors: { email: 'cardNumber' },
    });
  });

  it('normalises what it keeps: ID upper case, Singapore mobiles with +65', () => {
    const result = checkDeclaration(form(), NOW);
    expect(result).toMatchObject({
      ok: true,
      value: { idNumber: 'S7654321F', dateOfBirthIso: '1960-05-12', mobile: '+6591234567' },
    });
    expect(checkDeclaration(form({ mobile: '+44 7700 900123' }), NOW)).toMatchObject({
      value: { mobile: '+447700900123' },
    });
  });

  it('asks for the source of wealth only above S$20,000', () => {
    expect(checkSourceOfFunds(salary, 20_000_00)).toEqual({ ok: true, value: { source: 'salary' } });
    expect(checkSourceOfFunds(salary, 20_000_01)).toEqual({ ok: false, errors: { wealthSource: 'required' } });
    expect(checkSourceOfFunds({ ...salary, wealthSource: 'other' }, 20_000_01)).toEqual({
      ok: false,
      errors: { wealthDescription: 'required' },
    });
    expect(checkSourceOfFunds({ ...salary, source: 'other', sourceOther: '' }, 100)).toEqual({
      ok: false,
      errors: { sourceOther: 'required' },
    });
  });

  it('masks all but the last four', () => {
    expect(maskExceptLast4('S7654321F')).toBe('•••••321F');
    expect(maskDateOfBirth('1960-05-12')).toBe('••••••1960');
    expect(maskEmail('lim.mei.ling@example.com')).toBe('l•••••••••••@example.com');
    expect(maskEmail('a@b.sg')).toBe('a•••@b.sg');
  });
});

describe('finding a policy', () => {
  it('encrypts the policyholder’s identity and keeps the guest token encrypted at rest', async () => {
    const h = harness();
    h.http.on(P.findPolicy, envelopeReply({ guestToken: 'guest-abc', expiresInSeconds: 1800, policy }));
    expect(
      await h.find.execute({
        policyNumber: ' l-1002-01 ',
        idType: 'PASSPORT',
        idNumber: 'e1234567',
        dateOfBirth: '14/02/1992',
      }),
    ).toEqual({ kind: 'found' });
    const sent = JSON.parse(h.http.callsTo(P.findPolicy)[0]!.body!);
    expect(sent).toEqual({
      policyNumber: 'L-1002-01',
      idType: 'PASSPORT',
      idNumber: 'rsa(E1234567)',
      dateOfBirth: 'rsa(1992-02-14)',
    });
    expect(h.http.callsTo(P.findPolicy)[0]!.headers.Authorization).toBeUndefined();
    expect(h.storage.raw).toContain('enc(guest-abc)');
    expect(h.draft.guestToken()).toBe('guest-abc');
  });

  it('checks the fields before anything is sent', async () => {
    const h = harness();
    expect(
      await h.find.execute({ policyNumber: '', idType: 'NRIC_FIN', idNumber: 'S1234567A', dateOfBirth: 'yesterday' }),
    ).toEqual({
      kind: 'invalid',
      errors: { policyNumber: 'required', idNumber: 'nricCheckLetter', dateOfBirth: 'dateFormat' },
    });
    expect(h.http.requests).toHaveLength(0);
  });

  it('keeps only what the next step needs, whatever else a server sends about the policy', async () => {
    const h = harness();
    const told = { ...policy, productName: 'MediShield Plus Health', dueDate: '2026-10-01', overdue: true };
    h.http.on(P.findPolicy, envelopeReply({ guestToken: 'guest-abc', expiresInSeconds: 1800, policy: told }));
    const input = { policyNumber: 'L-1002-01', idType: 'PASSPORT' as const, idNumber: 'E1234567' };
    expect(await h.find.execute({ ...input, dateOfBirth: '14/02/1992' })).toEqual({ kind: 'found' });
    expect(h.draft.snapshot.policy).toEqual({ policyNumber: 'L-1002-01', amountDueCents: 156_40 });
    expect(h.storage.raw).not.toMatch(/MediShield|2026-10-01|overdue/);
  });

  it('says when the search is paused, and for how long, without a dialog', async () => {
    const h = harness();
    const input = { policyNumber: 'L-1002-01', idType: 'PASSPORT' as const, idNumber: 'E1234567' };
    const paused = (retryAfterSeconds?: number) =>
      envelopeReply(
        { errors: [{ errorCode: 'THIRD_PARTY_FIND_LIMITED', errorMessage: 'Too many', retryAfterSeconds }] },
        429,
        429,
      );
    h.http.on(P.findPolicy, paused(1799));
    expect(await h.find.execute({ ...input, dateOfBirth: '14/02/1992' })).toEqual({
      kind: 'limited',
      retryAfterMinutes: 30,
    });
    h.http.on(P.findPolicy, paused());
    expect(await h.find.execute({ ...input, dateOfBirth: '14/02/1992' })).toEqual({ kind: 'limited' });
    expect(h.errors.store.getSnapshot().status).toBe(200);
    expect(h.draft.guestToken()).toBeNull();
  });

  it('says not found, or raises the dialog for a 5xx', async () => {
    const h = harness();
    const input = { policyNumber: 'L-1', idType: 'PASSPORT' as const, idNumber: 'E1234567', dateOfBirth: '14/02/1992' };
    h.http.on(
      P.findPolicy,
      envelopeReply({ errors: [{ errorCode: 'THIRD_PARTY_POLICY_NOT_FOUND', errorMessage: '' }] }, 404, 404),
    );
    expect(await h.find.execute({ ...input, policyNumber: 'L-1002-01' })).toEqual({ kind: 'notFound' });
    h.http.on(P.findPolicy, envelopeReply({ errors: [] }, 503, 503));
    expect(await h.find.execute({ ...input, policyNumber: 'L-1002-01' })).toMatchObject({
      kind: 'failed',
      shown: true,
    });
    expect(h.errors.store.getSnapshot().status).toBe(503);
  });
});

describe('the declaration', () => {
  it('guest: sends the payor encrypted with the found policy and amount, keeps only masked copies', async () => {
    const h = harness();
    await standaloneDeclared(h, 100_00);
    const call = h.http.callsTo(P.declarations)[0]!;
    expect(call.headers.Authorization).toBe('Bearer guest-1');
    const body = JSON.parse(call.body!);
    expect(body).toMatchObject({
      policyNumbers: ['L-1002-01'],
      amountCents: 100_00,
      payor: { idNumber: 'rsa(S7654321F)', dateOfBirth: 'rsa(1960-05-12)', declaredTrue: true },
    });
    expect(h.navigation.path).toBe('/third-party/source-of-funds');
    expect(h.draft.snapshot.summary).toEqual({
      payorName: 'Lim Mei Ling',
      relationship: 'child',
      idType: 'NRIC_FIN',
      idNumberMasked: '•••••321F',
    });
    expect(h.storage.raw).not.toContain('S7654321F');
    expect(h.storage.raw).not.toContain('1960-05-12');
    expect(h.storage.raw).not.toContain('12/05/1960');
    // The payor's contact details are kept for their copy only masked.
    expect(h.storage.raw).not.toMatch(/9123 ?4567|lim@example\.com/);
    expect(h.draft.snapshot.copy).toMatchObject({ mobileMasked: '•••••••4567', emailMasked: 'l•••@example.com' });
  });

  it('guest: refuses more than is due', async () => {
    const h = harness();
    h.draft.foundPolicy(policy, 'guest-1');
    expect(await h.declare.execute('guest', form(), '156.41')).toEqual({
      kind: 'invalid',
      errors: { amount: 'amountAboveDue' },
    });
  });

  it('with login: covers the payment draft’s policies with the session token', async () => {
    const h = harness();
    h.payment.edit({
      lines: [
        {
          policyNumber: 'L-1001-01',
          productName: 'TermGuard Life',
          amountCents: 245_30,
          amountDueCents: 245_30,
          amountFixed: false,
        },
      ],
      method: { kind: 'card', brand: 'visa' },
      payor: { kind: 'third-party' },
    });
    h.http.on(P.declarations, envelopeReply({ screening: 'cleared', declarationId: 'TPD-9' }));
    expect(await h.declare.execute('signed-in', form())).toEqual({ kind: 'cleared' });
    expect(h.http.callsTo(P.declarations)[0]!.headers.Authorization).toBe('Bearer session-token');
    expect(h.navigation.path).toBe('/third-party/one-time-payment/source-of-funds');
    h.http.on(P.sourceOfFunds, envelopeReply({ declarationId: 'TPD-9', complete: true }));
    expect(await h.funds.execute('signed-in', salary)).toEqual({ kind: 'recorded' });
    expect(h.payment.snapshot.payor).toEqual({ kind: 'third-party', declarationId: 'TPD-9' });
    expect(h.navigation.path).toBe('/one-time-payment/payment-review');
  });

  it('with login: nothing to declare without a third-party payment in progress', async () => {
    const h = harness();
    expect(await h.declare.execute('signed-in', form())).toEqual({ kind: 'nothingToPay' });
  });

  it('screening unavailable: the catalogue’s dialog, the payor stays on the form', async () => {
    const h = harness();
    h.draft.foundPolicy(policy, 'guest-1');
    h.http.on(
      P.declarations,
      envelopeReply({ errors: [{ errorCode: 'AML_SCREENING_NOT_AVAILABLE', errorMessage: 'down' }] }, 424, 424),
    );
    expect(await h.declare.execute('guest', form(), '156.40')).toMatchObject({
      kind: 'failed',
      shown: true,
      failure: { code: 'AML_SCREENING_NOT_AVAILABLE' },
    });
    expect(h.errors.store.getSnapshot()).toMatchObject({ status: 424, code: 'AML_SCREENING_NOT_AVAILABLE' });
    expect(h.navigation.history).toEqual([]);
  });

  it('held for review: the outcome page with the reference, and that page knows it', async () => {
    const h = harness();
    h.draft.foundPolicy(policy, 'guest-1');
    h.http.on(P.declarations, envelopeReply({ screening: 'held', reference: 'TPH-7' }));
    expect(await h.declare.execute('guest', form(), '156.40')).toEqual({ kind: 'held', reference: 'TPH-7' });
    expect(h.navigation.path).toBe('/payment-status/third-party?ref=TPH-7');
    expect(await h.outcome.execute('TPH-7')).toEqual({ kind: 'declarationHeld', reference: 'TPH-7' });
    expect(await h.outcome.execute('TPH-7')).toEqual({ kind: 'declarationHeld', reference: 'TPH-7' }); // a refresh still knows
  });

  it('a double submit sends one declaration', async () => {
    const h = harness();
    h.draft.foundPolicy(policy, 'guest-1');
    h.http.on(P.declarations, envelopeReply({ screening: 'cleared', declarationId: 'TPD-1' }));
    await Promise.all([h.declare.execute('guest', form(), '156.40'), h.declare.execute('guest', form(), '156.40')]);
    expect(h.http.callsTo(P.declarations)).toHaveLength(1);
  });
});

describe('paying as a guest', () => {
  it('checks source of funds, card type and consent together', async () => {
    const h = harness();
    await standaloneDeclared(h);
    expect(await h.pay.execute({ ...salary, source: '', method: '', consent: false })).toEqual({
      kind: 'invalid',
      errors: { source: 'required', method: 'required', consent: 'required' },
    });
  });

  it('stores the key before sending, retries under it, and reuses it when the answer was lost', async () => {
    const h = harness();
    await standaloneDeclared(h);
    h.http.on(P.sourceOfFunds, envelopeReply({ declarationId: 'TPD-1', complete: true }));
    h.http.on(P.payments, { kind: 'timeout' });
    expect(await settle(h.pay.execute({ ...salary, method: 'visa', consent: true }), h.clock)).toEqual({
      kind: 'unconfirmed',
    });
    expect(JSON.parse(h.storage.raw!).submission).toEqual({ key: 'key-1', state: 'unconfirmed' });
    h.http.on(
      P.payments,
      envelopeReply({
        paymentId: 'TP-1',
        reference: 'TP1',
        totalCents: 156_40,
        next: { kind: 'redirect', url: 'https://gateway/x' },
      }),
    );
    expect(await h.pay.execute({ ...salary, method: 'visa', consent: true })).toEqual({
      kind: 'leaving',
      url: 'https://gateway/x',
    });
    expect(h.http.callsTo(P.payments).map((r) => r.headers['Idempotency-Key'])).toEqual([
      'key-1',
      'key-1',
      'key-1',
      'key-1',
    ]);
    expect(h.navigation.left).toEqual(['https://gateway/x']);
  });

  it('a declined payment releases the key: the next Pay is a new payment', async () => {
    const h = harness();
    await standaloneDeclared(h);
    h.draft.submit('key-old');
    h.draft.accepted('TP1');
    h.http.on(
      P.paymentStatus,
      envelopeReply({
        reference: 'TP1',
        status: 'unsuccessful',
        method: 'card',
        cardBrand: 'visa',
        lines: [],
        totalCents: 156_40,
        payorName: 'Lim Mei Ling',
        createdAt: '2026-11-22T10:00:00+08:00',
        reason: 'Declined',
      }),
    );
    expect(await h.outcome.execute('TP1')).toMatchObject({
      kind: 'payment',
      payment: { status: 'unsuccessful', reason: 'Declined' },
    });
    expect(h.draft.snapshot.submission).toBeUndefined();
    expect(h.draft.snapshot.declarationId).toBe('TPD-1');
  });

  it('a refresh while sending reads back as unconfirmed, never as a fresh start', () => {
    const storage = new InMemoryDraftStorage();
    storage.raw = JSON.stringify({
      mode: 'guest',
      declarationId: 'TPD-1',
      payment: { key: 'key-9', state: 'sending' },
    });
    expect(new PayorDraft(storage, new FakeCrypto(), new SequentialIds()).snapshot.submission).toEqual({
      key: 'key-9',
      state: 'unconfirmed',
    });
  });

  it('a draft stored under the former names (the mode’s, the guest payment’s) keeps its journey, payment and key', () => {
    const storage = new InMemoryDraftStorage();
    storage.raw = JSON.stringify({
      mode: 'standalone',
      declarationId: 'TPD-1',
      paymentKey: 'key-9',
      payment: { key: 'key-9', state: 'accepted', reference: 'TPP-1' },
    });
    const draft = new PayorDraft(storage, new FakeCrypto(), new SequentialIds());
    expect(draft.snapshot).toEqual({
      mode: 'guest',
      declarationId: 'TPD-1',
      key: 'key-9',
      submission: { key: 'key-9', state: 'accepted', reference: 'TPP-1' },
    });
    expect(draft.intentKey()).toBe('key-9');
  });
});

describe('the outcome page', () => {
  const receipt = {
    reference: 'TP1',
    status: 'successful',
    method: 'card',
    cardBrand: 'visa',
    lines: [],
    totalCents: 156_40,
    payorName: 'Lim Mei Ling',
    createdAt: '2026-11-22T10:00:00+08:00',
  };

  it('paid: forgets the declaration but keeps the guest token and the copy, so a refreshed receipt still loads', async () => {
    const h = harness();
    await standaloneDeclared(h);
    h.draft.submit('key-1');
    h.draft.accepted('TP1');
    h.http.on(P.paymentStatus, envelopeReply(receipt));
    expect(await h.outcome.execute('TP1')).toMatchObject({ kind: 'payment', payment: { status: 'successful' } });
    expect(h.draft.snapshot.declarationId).toBeUndefined();
    expect(h.draft.snapshot.copy?.declarationId).toBe('TPD-1');
    expect(await h.outcome.execute('TP1')).toMatchObject({ kind: 'payment' });
    expect(await h.pay.execute({ ...salary, method: 'visa', consent: true })).toEqual({ kind: 'noDeclaration' });
  });

  it('moves the payor, in place, to the page of the status the server gives, whichever page the gateway chose', async () => {
    const h = harness();
    h.draft.foundPolicy(policy, 'guest-1');
    const go = jest.spyOn(h.navigation, 'go');
    h.navigation.path = '/payment-status/third-party/succesful?ref=TP1';
    h.http.on(P.paymentStatus, envelopeReply({ ...receipt, status: 'unsuccessful' }));
    await h.outcome.execute('TP1');
    expect(go.mock.calls).toEqual([['/payment-status/third-party?ref=TP1', { replace: true }]]);
    await h.outcome.execute('TP1');
    expect(go).toHaveBeenCalledTimes(1); // already there: no move
    h.http.on(P.paymentStatus, envelopeReply(receipt));
    await h.outcome.execute('TP1');
    expect(go.mock.calls[1]).toEqual(['/payment-status/third-party/succesful?ref=TP1', { replace: true }]);
  });

  it('moves nobody who left the page while the reply was on its way, nor for an outcome it cannot tell', async () => {
    const h = harness();
    h.draft.foundPolicy(policy, 'guest-1');
    h.navigation.path = '/payment-status/third-party/succesful?ref=TP1';
    h.http.on(P.paymentStatus, envelopeReply({ ...receipt, status: 'unsuccessful' }));
    const loading = h.outcome.execute('TP1');
    h.navigation.visit('/third-party');
    await loading;
    h.navigation.visit('/payment-status/third-party/succesful?ref=TP9');
    h.http.on(P.paymentStatus, envelopeReply({ errors: [] }, 404, 404));
    expect(await h.outcome.execute('TP9')).toEqual({ kind: 'unknown' });
    expect(h.navigation.history).toEqual([]);
  });

  it('no reference, no guest token, or a reference the server does not know for this token: unknown, never a dialog', async () => {
    const h = harness();
    expect(await h.outcome.execute(null)).toEqual({ kind: 'unknown' });
    expect(await h.outcome.execute('TP1')).toEqual({ kind: 'unknown' });
    h.draft.foundPolicy(policy, 'guest-1');
    h.http.on(P.paymentStatus, envelopeReply({ errors: [{ errorCode: 'SESSION_ENDED', errorMessage: '' }] }, 401, 401));
    expect(await h.outcome.execute('TP1')).toEqual({ kind: 'unknown' });
    expect(h.errors.store.getSnapshot().status).toBe(200);
  });

  it('a 403 or a 5xx is the spec’s dialog, as on the journey’s other calls; a 400 or no reply is the page’s to say', async () => {
    for (const [status, shown] of [
      [403, true],
      [503, true],
      [400, false],
    ] as const) {
      const h = harness();
      h.draft.foundPolicy(policy, 'guest-1');
      h.http.on(P.paymentStatus, envelopeReply({ errors: [] }, status, status));
      expect(await h.outcome.execute('TP1')).toMatchObject({ kind: 'failed', shown });
      expect(h.errors.store.getSnapshot().status).toBe(shown ? status : 200);
    }
  });
});
