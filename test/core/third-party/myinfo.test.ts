import { buildPayorArea } from '../../../src/core/third-party/payor.services';
import { withMyinfo } from '../../../src/core/third-party/myinfo-retrieval';
import { PaymentDraft } from '../../../src/core/payment/payment-draft';
import { THIRD_PARTY_PATHS, type MyinfoPerson } from '../../../src/core/api/third-party.contract';
import { fakeAreaPorts } from '../../support/area-ports';
import { envelopeReply, SequentialIds } from '../../support/fakes';

const PERSON: MyinfoPerson = {
  myinfoRef: 'MI-1',
  fullName: 'Chua Boon Keng',
  idNumber: 'S8012345J',
  dateOfBirth: '1980-03-15',
  nationality: 'SG',
  registeredAddress: 'Blk 102 Tampines Street 11, #08-123, Singapore 521102',
};

/** The payor area on fakes: its HTTP, its tab binding's storage and its navigation. */
function area() {
  const fake = fakeAreaPorts();
  const { services, forget } = buildPayorArea(fake.ports, new PaymentDraft(fake.drafts.payment, new SequentialIds()));
  return { ...fake, services, forget, binding: fake.drafts.singpass };
}

const query = (search: string) => new URLSearchParams(search);

describe('Myinfo for the payor, on fakes', () => {
  it('an address without Myinfo’s code or error does nothing: no call, no move, nothing forgotten', async () => {
    const w = area();
    w.binding.write('kept');
    expect(await w.services.completeMyinfo.execute('guest', query('?ref=x'))).toEqual({ kind: 'none' });
    expect(w.http.requests).toHaveLength(0);
    expect(w.navigation.history).toEqual([]);
    expect(w.binding.raw).toBe('kept');
  });

  it('a page mounted twice on one return spends the code once', async () => {
    const w = area();
    w.http.on(THIRD_PARTY_PATHS.myinfoPerson, envelopeReply(PERSON));
    w.binding.write('this-tab');
    const back = query('?code=c1&state=s1');
    const first = await w.services.completeMyinfo.execute('signed-in', back);
    const second = await w.services.completeMyinfo.execute('signed-in', back);
    expect(first).toEqual({ kind: 'retrieved', mode: 'signed-in', person: PERSON });
    expect(second).toBe(first);
    expect(w.http.callsTo(THIRD_PARTY_PATHS.myinfoPerson)).toHaveLength(1);
    expect(JSON.parse(w.http.requests[0]!.body!)).toEqual({ code: 'c1', state: 's1', binding: 'this-tab' });
    expect(w.navigation.entries.at(-1)).toBe('/third-party/one-time-payment');
  });

  it('a start without an answer drops the binding it made and is said on the page', async () => {
    const w = area();
    const outcome = await w.services.startMyinfo.execute('guest');
    expect(outcome).toMatchObject({ kind: 'failed', shown: false, failure: { kind: 'network' } });
    expect(w.binding.raw).toBeNull();
    expect(w.navigation.left).toEqual([]);
  });

  it('a logout forgets what Myinfo gave', async () => {
    const w = area();
    w.services.myinfo.set({ kind: 'retrieved', mode: 'guest', person: PERSON });
    w.forget();
    expect(w.services.myinfo.person('guest')).toBeUndefined();
  });

  it('Myinfo’s values replace the typed identity; the rest stays as typed', () => {
    const typed = {
      fullName: 'Typed Name',
      idType: 'PASSPORT' as const,
      idNumber: 'E1234567',
      dateOfBirth: '01/01/1990',
      nationality: 'MY',
      nationalityOther: '',
      relationship: 'child',
      relationshipOther: '',
      reason: 'gift',
      reasonOther: '',
      mobile: '91234567',
      email: 'a@example.com',
      declaredTrue: true,
    };
    expect(withMyinfo(typed, PERSON)).toEqual({
      ...typed,
      fullName: 'Chua Boon Keng',
      idType: 'NRIC_FIN',
      idNumber: 'S8012345J',
      dateOfBirth: '15/03/1980',
      nationality: 'SG',
    });
  });
});
