import { DEFAULT_CONFIG, readConfig } from '../../../src/core/config';
import { PAYMENT_PATHS } from '../../../src/core/api/payment.contract';
import { checkPayNowInstruction } from '../../../src/core/payment/paynow-check';
import { crc16, tlv } from '../../../src/core/shared/paynow-payload';
import { envelopeReply } from '../../support/fakes';
import { SubmitPayment } from '../../../src/core/payment/submit-payment.use-case';
import { PayNowWatch } from '../../../src/core/payment/paynow-watch';
import { policyholderPayNow } from '../../../src/core/payment/payment.services';
import { payNowInstruction, paymentWorld, UEN } from './payment-builders';

const INSURER = DEFAULT_CONFIG.insurer;
/** A money mule's UEN: well formed, registered to someone else. */
const MULE = '201912345K';

/** A payload from its tags in order, with the CRC a relay would recompute: only the content can give it away. */
function assemble(tags: [string, string][]): string {
  const body = tags.map(([tag, value]) => tlv(tag, value)).join('') + '6304';
  return body + crc16(body);
}

const account = (uen: string, extra: [string, string][] = []) =>
  tlv('00', 'SG.PAYNOW') +
  tlv('01', '2') +
  tlv('02', uen) +
  tlv('03', '0') +
  tlv('04', '20261122') +
  extra.map(([t, v]) => tlv(t, v)).join('');

/** The sandbox's own code for S$245.30, tag by tag, to alter one thing at a time. */
function tags(overrides: { account?: string; name?: string; additional?: string; extra?: [string, string][] } = {}) {
  const list: [string, string][] = [
    ['00', '01'],
    ['01', '12'],
    ['26', overrides.account ?? account(UEN)],
    ['52', '0000'],
    ['53', '702'],
    ['54', '245.30'],
    ['58', 'SG'],
    ['59', overrides.name ?? INSURER.name],
    ['60', 'Singapore'],
    ['62', overrides.additional ?? tlv('01', 'PP2611220001')],
  ];
  return [...list, ...(overrides.extra ?? [])];
}

const check = (payload: string, uen = UEN, insurer: typeof INSURER = INSURER) =>
  checkPayNowInstruction(payNowInstruction({ payload, uen }), insurer, 245_30);

describe('the PayNow payee is the configured insurer, never the reply', () => {
  it('accepts the insurer’s own code, and names the payee from config', () => {
    expect(check(assemble(tags()))).toEqual({ ok: true, payee: { name: INSURER.name, uen: UEN } });
    // The reply's caption is not what the page shows: the payee stays the configured one.
    const told = payNowInstruction({ payload: assemble(tags()), merchantName: 'Someone Else Pte Ltd' });
    expect(checkPayNowInstruction(told, INSURER, 245_30)).toEqual({
      ok: true,
      payee: { name: INSURER.name, uen: UEN },
    });
  });

  it('refuses a mule’s UEN with a consistent CRC and the insurer’s name, even when the reply agrees with it', () => {
    const payload = assemble(tags({ account: account(MULE) }));
    expect(check(payload, MULE)).toEqual({ ok: false, error: 'payee' });
    expect(check(payload, UEN)).toEqual({ ok: false, error: 'payee' });
  });

  it('reads further collection UENs from config.json as a list of UENs only, and none by default', () => {
    expect(DEFAULT_CONFIG.insurer.payNowUens).toBeUndefined();
    expect(readConfig({ insurer: { payNowUens: [` ${MULE} `] } }).insurer.payNowUens).toEqual([MULE]);
    // A list with anything else is a problem that stops the portal (src/core/config.ts); none is read from it.
    expect(readConfig({ insurer: { payNowUens: [MULE, 42, null] } }).insurer.payNowUens).toBeUndefined();
    expect(readConfig({ insurer: { payNowUens: MULE } }).insurer.payNowUens).toBeUndefined();
  });

  it('takes another collection UEN only when config lists it, and shows that one', () => {
    const payload = assemble(tags({ account: account(MULE) }));
    const withSecond = { ...INSURER, payNowUens: [MULE] };
    expect(check(payload, MULE, withSecond)).toEqual({ ok: true, payee: { name: INSURER.name, uen: MULE } });
  });

  it('refuses a merchant name that is not the insurer’s, and one that is missing', () => {
    expect(check(assemble(tags({ name: 'Example Insurance Pte Ltd.' })))).toEqual({ ok: false, error: 'payee' });
    expect(check(assemble(tags({ name: 'Quick Cash Trading' })))).toEqual({ ok: false, error: 'payee' });
    expect(check(assemble(tags().filter(([tag]) => tag !== '59')))).toEqual({ ok: false, error: 'payee' });
  });

  it('compares the name as EMVCo carries it: any case, and a long name cut at 25 characters', () => {
    expect(check(assemble(tags({ name: 'EXAMPLE INSURANCE PTE LTD' }))).ok).toBe(true);
    const long = { ...INSURER, name: 'Example Insurance Singapore Pte Ltd' };
    expect(check(assemble(tags({ name: 'Example Insurance Singapo' })), UEN, long)).toEqual({
      ok: true,
      payee: { name: long.name, uen: UEN },
    });
    expect(check(assemble(tags({ name: 'Example Insurance' })), UEN, long)).toEqual({ ok: false, error: 'payee' });
  });

  it('refuses a proxy that is not a UEN (a mobile number)', () => {
    const mobile = tlv('00', 'SG.PAYNOW') + tlv('01', '0') + tlv('02', '+6591234567') + tlv('03', '0');
    expect(check(assemble(tags({ account: mobile })))).toEqual({ ok: false, error: 'payee' });
  });

  it('refuses a tag twice at the top level: a banking app may read the second copy', () => {
    expect(check(assemble(tags({ extra: [['59', 'Quick Cash Trading']] })))).toEqual({
      ok: false,
      error: 'duplicateTag',
    });
    expect(check(assemble(tags({ extra: [['54', '2453.00']] })))).toEqual({ ok: false, error: 'duplicateTag' });
  });

  it('refuses a tag twice inside the PayNow template or the additional data', () => {
    expect(check(assemble(tags({ account: account(UEN, [['02', MULE]]) })))).toEqual({
      ok: false,
      error: 'duplicateTag',
    });
    const twoReferences = tlv('01', 'PP2611220001') + tlv('01', 'MULE0001');
    expect(check(assemble(tags({ additional: twoReferences })))).toEqual({ ok: false, error: 'duplicateTag' });
  });

  it('refuses a second merchant account template, PayNow or any other scheme', () => {
    expect(check(assemble(tags({ extra: [['27', account(MULE)]] })))).toEqual({ ok: false, error: 'secondAccount' });
    expect(check(assemble(tags({ extra: [['51', tlv('00', 'SG.SGQR') + tlv('01', 'X')]] })))).toEqual({
      ok: false,
      error: 'secondAccount',
    });
    expect(check(assemble(tags({ extra: [['15', '12345678']] })))).toEqual({ ok: false, error: 'secondAccount' });
  });
});

describe('the use cases pin the payee', () => {
  const mule = () => {
    const payload = assemble(tags({ account: account(MULE) }));
    return payNowInstruction({ payload, uen: MULE });
  };

  it('Pay: a mule’s code is never drawn, and the page does not move on', async () => {
    const w = paymentWorld({ kind: 'paynow' });
    w.http.on(
      PAYMENT_PATHS.payments,
      envelopeReply({ paymentId: 'P-1', reference: 'PP2611220001', totalCents: 245_30, next: mule() }),
    );
    const submit = new SubmitPayment(w.api, w.draft, w.clock, w.navigation, w.errors, w.insurer);
    await expect(submit.execute({ consent: true })).resolves.toEqual({ kind: 'badQr', error: 'payee' });
    expect(w.navigation.history).toEqual([]);
  });

  it('the PayNow page: a mule’s code stored in the draft is refused; the insurer’s shows the configured payee', () => {
    const w = paymentWorld({ kind: 'paynow' });
    w.draft.submit(w.draft.intentKey());
    w.draft.accepted('P-1', 'PP2611220001', mule());
    const watch = new PayNowWatch({ ...w, payment: policyholderPayNow(w.api, w.draft) });
    watch.start();
    expect(watch.store.getSnapshot()).toEqual({ status: 'badQr', error: 'payee' });

    w.draft.accepted('P-1', 'PP2611220001', payNowInstruction({ merchantName: INSURER.name }));
    const fine = new PayNowWatch({ ...w, payment: policyholderPayNow(w.api, w.draft) });
    fine.start();
    expect(fine.store.getSnapshot()).toMatchObject({ status: 'waiting', payee: { name: INSURER.name, uen: UEN } });
  });
});
