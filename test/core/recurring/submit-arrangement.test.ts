import type { HttpReply } from '../../../src/core/ports/http.port';
import { RECURRING_PATHS } from '../../../src/core/api/recurring.contract';
import { envelopeReply } from '../../support/fakes';
import { arrangementStatus, flush, giroReady, recurringPolicy, recurringWorld } from './recurring-builders';

const BANK_URL = '/sandbox/bank/giro/ARR-1';
const CREATED = envelopeReply({
  arrangementId: 'ARR-1',
  reference: 'RA100001',
  next: { kind: 'redirect', url: BANK_URL },
});
const TIMEOUT: HttpReply = { kind: 'timeout' };

function world(accountHolderName?: string) {
  const w = giroReady(recurringWorld(), accountHolderName);
  const posts = () => w.http.callsTo(RECURRING_PATHS.arrangements);
  const keys = () => posts().map((r) => r.headers['Idempotency-Key']);
  return { ...w, posts, keys };
}

function deferred() {
  let release!: (reply: HttpReply) => void;
  const promise = new Promise<HttpReply>((resolve) => (release = resolve));
  return { promise, release };
}

describe('Submit sets up exactly one arrangement', () => {
  it('GIRO: posts policy, bank, holder name and declaration with an idempotency key, then leaves for the bank', async () => {
    const w = world();
    w.http.on(RECURRING_PATHS.arrangements, CREATED);
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({ kind: 'redirect', url: BANK_URL });
    expect(w.keys()).toEqual(['key-1']);
    expect(JSON.parse(w.posts()[0]!.body!)).toEqual({
      policyNumber: 'L-1001-01',
      method: { kind: 'giro', bank: 'DBS', accountHolderName: 'Tan Wei Ming', ownAccountDeclared: true },
      consent: true,
    });
    expect(w.navigation.left).toEqual([BANK_URL]);
    expect(w.draft.snapshot.submission).toEqual({
      key: 'key-1',
      state: 'accepted',
      reference: 'RA100001',
      url: BANK_URL,
    });
  });

  it('a double click, Enter plus click, or a click while pending makes one request', async () => {
    const w = world();
    const reply = deferred();
    w.http.on(RECURRING_PATHS.arrangements, () => reply.promise);
    const first = w.submit.execute({ consent: true });
    const second = w.submit.execute({ consent: true });
    await flush();
    const third = w.submit.execute({ consent: true });
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(w.submit.store.getSnapshot()).toEqual({ status: 'submitting' });
    reply.release(CREATED);
    await Promise.all([first, second, third]);
    expect(w.posts()).toHaveLength(1);
    expect(w.navigation.left).toHaveLength(1);
  });

  it('after a refresh the stored key is reused: the server replays instead of making a second arrangement', async () => {
    const first = world();
    const reply = deferred();
    first.http.on(RECURRING_PATHS.arrangements, () => reply.promise);
    void first.submit.execute({ consent: true });
    await flush();
    // The page unloads with the request in flight; the new page reads the draft back.
    const again = recurringWorld(first.storage, first.ids);
    expect(again.draft.snapshot.submission).toEqual({ key: 'key-1', state: 'unconfirmed' });
    again.http.on(RECURRING_PATHS.arrangements, CREATED);
    await again.submit.execute({ consent: true });
    expect(again.http.callsTo(RECURRING_PATHS.arrangements).map((r) => r.headers['Idempotency-Key'])).toEqual([
      'key-1',
    ]);
  });

  it('once accepted, Submit again (Back from the bank) goes to the same page without a request', async () => {
    const w = world();
    w.http.on(RECURRING_PATHS.arrangements, CREATED);
    await w.submit.execute({ consent: true });
    const refreshed = recurringWorld(w.storage, w.ids);
    await expect(refreshed.submit.execute({ consent: true })).resolves.toEqual({ kind: 'redirect', url: BANK_URL });
    expect(refreshed.http.requests).toHaveLength(0);
  });

  it('no answer: retried with the same key, then "unconfirmed" and locked; the next Submit asks with the same key', async () => {
    const w = world();
    w.http.on(RECURRING_PATHS.arrangements, TIMEOUT);
    const run = w.submit.execute({ consent: true });
    for (const ms of [1000, 3000]) {
      await flush();
      w.clock.advance(ms);
    }
    await expect(run).resolves.toEqual({ kind: 'unconfirmed' });
    expect(w.keys()).toEqual(['key-1', 'key-1', 'key-1']);
    expect(w.draft.locked).toBe(true);
    expect(w.chooseBank.execute('UOB', '2027-01-01')).toEqual({ ok: false, error: 'locked' });
    expect(w.choosePolicy.execute(recurringPolicy(), 'card')).toEqual({ ok: false, error: 'unconfirmed' });
    w.http.on(RECURRING_PATHS.arrangements, CREATED);
    await w.submit.execute({ consent: true });
    expect(w.keys().at(-1)).toBe('key-1');
  });

  it('a 5xx is retried with the same key too, since the arrangement may exist', async () => {
    const w = world();
    let calls = 0;
    w.http.on(RECURRING_PATHS.arrangements, () => (++calls === 1 ? envelopeReply({ errors: [] }, 503, 503) : CREATED));
    const run = w.submit.execute({ consent: true });
    await flush();
    w.clock.advance(1000);
    await expect(run).resolves.toEqual({ kind: 'redirect', url: BANK_URL });
    expect(w.keys()).toEqual(['key-1', 'key-1']);
    expect(w.errors.store.getSnapshot().status).toBe(200);
  });

  it('INVALID_BANK_ACCOUNT_ERROR raises the spec’s dialog and releases the intent: the next Submit is a new key', async () => {
    const w = world('Other Person');
    w.http.on(
      RECURRING_PATHS.arrangements,
      envelopeReply(
        { errors: [{ errorCode: 'INVALID_BANK_ACCOUNT_ERROR', errorMessage: 'Not your account' }] },
        400,
        400,
      ),
    );
    const result = await w.submit.execute({ consent: true });
    expect(result).toMatchObject({
      kind: 'failed',
      shown: true,
      failure: { status: 400, code: 'INVALID_BANK_ACCOUNT_ERROR' },
    });
    expect(w.errors.store.getSnapshot()).toMatchObject({
      status: 400,
      code: 'INVALID_BANK_ACCOUNT_ERROR',
      message: 'Not your account',
    });
    expect(w.draft.snapshot.submission).toBeUndefined();
    // What was typed stays, so /recurring-giro shows it for correction.
    expect(w.draft.snapshot.giro).toMatchObject({ accountHolderName: 'Other Person', bank: 'DBS' });
    expect(w.navigation.left).toEqual([]);
    w.http.on(RECURRING_PATHS.arrangements, CREATED);
    await w.submit.execute({ consent: true });
    expect(w.keys()).toEqual(['key-1', 'key-2']);
  });

  it('another refusal is the page’s to show, without a dialog', async () => {
    const w = world();
    w.http.on(
      RECURRING_PATHS.arrangements,
      envelopeReply({ errors: [{ errorCode: 'POLICY_NOT_ELIGIBLE', errorMessage: 'No' }] }, 400, 400),
    );
    await expect(w.submit.execute({ consent: true })).resolves.toMatchObject({ kind: 'failed', shown: false });
    expect(w.errors.store.getSnapshot().status).toBe(200);
  });

  it('refuses to send without consent, or before the steps are done', async () => {
    const w = world();
    await expect(w.submit.execute({ consent: false })).resolves.toEqual({ kind: 'invalid', error: 'noConsent' });
    const empty = recurringWorld();
    await expect(empty.submit.execute({ consent: true })).resolves.toEqual({ kind: 'invalid', error: 'noPolicy' });
    expect(empty.navigation.history).toEqual([]); // the review links to the step that is missing (MissingStep)
    expect(empty.choosePolicy.execute(recurringPolicy(), 'card').ok).toBe(true);
    await expect(empty.submit.execute({ consent: true })).resolves.toEqual({ kind: 'invalid', error: 'noCardType' });
    expect(empty.navigation.history.at(-1)).toBe('/recurring-credit-card/select-card-type'); // choosePolicy's move
    expect(w.navigation.path).toBe('/recurring-arrangements/giro/review'); // no consent: the page says so in place
    expect(w.http.requests).toHaveLength(0);
    expect(empty.http.requests).toHaveLength(0);
  });
});

describe('the outcome comes from the server', () => {
  async function returned(status: ReturnType<typeof arrangementStatus>['status']) {
    const w = world();
    w.http.on(RECURRING_PATHS.arrangements, CREATED);
    await w.submit.execute({ consent: true });
    w.http.on(RECURRING_PATHS.arrangementStatus, envelopeReply(arrangementStatus({ status })));
    const result = await w.outcome.execute('RA100001');
    return { w, result };
  }

  it.each(['successful', 'aml'] as const)(
    '%s clears the draft: Back to review and Submit starts nothing',
    async (status) => {
      const { w, result } = await returned(status);
      expect(result).toMatchObject({ kind: 'ok', data: { status } });
      expect(w.draft.snapshot).toEqual({});
      expect(w.storage.raw).toBeNull();
      await expect(w.submit.execute({ consent: true })).resolves.toEqual({ kind: 'invalid', error: 'noPolicy' });
      expect(w.posts()).toHaveLength(1);
    },
  );

  it.each(['unsuccessful', 'cancelled'] as const)(
    '%s releases the intent, keeping the choices, for a deliberate new attempt',
    async (status) => {
      const { w } = await returned(status);
      expect(w.draft.snapshot.submission).toBeUndefined();
      expect(w.draft.snapshot.giro?.bank).toBe('DBS');
      // Reading the outcome again (refresh, Back) sends nothing but the status call.
      await w.outcome.execute('RA100001');
      expect(w.posts()).toHaveLength(1);
    },
  );

  it('moves the customer, in place, to the page of the status the server gives, whichever page the bank chose', async () => {
    const w = world();
    w.navigation.path = '/recurring-arrangements/giro/status/unsuccesful';
    w.http.on(RECURRING_PATHS.arrangementStatus, envelopeReply(arrangementStatus({ status: 'successful' })));
    await w.outcome.execute('RA100001');
    expect(w.navigation.history.at(-1)).toBe('/recurring-arrangements/giro/status/succesful?ref=RA100001');
    const moves = w.navigation.history.length;
    w.navigation.path = '/recurring-arrangements/giro/status/succesful';
    await w.outcome.execute('RA100001');
    expect(w.navigation.history).toHaveLength(moves); // already there: no move
  });

  it('moves nobody who left the page while the reply was on its way', async () => {
    const w = world();
    w.navigation.path = '/recurring-credit-card/review';
    w.http.on(RECURRING_PATHS.arrangementStatus, envelopeReply(arrangementStatus({ status: 'successful' })));
    const moves = w.navigation.history.length;
    const loading = w.outcome.execute('RA100001');
    w.navigation.visit('/'); // Back, or Go to the home page, before the reply
    await loading;
    expect(w.navigation.history).toHaveLength(moves);
    expect(w.navigation.path).toBe('/');
  });

  it('an outcome of another reference leaves this tab’s draft alone', async () => {
    const w = world();
    w.http.on(RECURRING_PATHS.arrangements, CREATED);
    await w.submit.execute({ consent: true });
    w.http.on(RECURRING_PATHS.arrangementStatus, envelopeReply(arrangementStatus({ reference: 'RA999999' })));
    await w.outcome.execute('RA999999');
    expect(w.draft.snapshot.submission?.state).toBe('accepted');
  });

  it('a 5xx on the status call raises the dialog (the spec’s generic data call)', async () => {
    const w = world();
    w.http.on(RECURRING_PATHS.arrangementStatus, envelopeReply({ errors: [] }, 500, 500));
    await expect(w.outcome.execute('RA100001')).resolves.toMatchObject({ kind: 'failed', shown: true });
    expect(w.errors.store.getSnapshot().status).toBe(500);
  });
});

describe('one policy, one arrangement', () => {
  it('an arrangement another tab already set up is shown at its outcome page, never set up again', async () => {
    const w = world();
    w.http.on(
      RECURRING_PATHS.arrangements,
      envelopeReply({
        arrangementId: 'ARR-1',
        reference: 'RA100001',
        next: { kind: 'redirect', url: BANK_URL },
        status: 'successful',
      }),
    );
    await expect(w.submit.execute({ consent: true })).resolves.toEqual({ kind: 'settled' });
    expect(w.navigation.path).toBe('/recurring-arrangements/giro/status/succesful?ref=RA100001');
    expect(w.navigation.left).toEqual([]);
  });

  it('the key Submit sends is the draft’s own, born with the choice of policy and method', async () => {
    const w = world();
    const key = w.draft.snapshot.key;
    expect(key).toEqual(expect.any(String));
    w.http.on(RECURRING_PATHS.arrangements, CREATED);
    await w.submit.execute({ consent: true });
    expect(w.keys()).toEqual([key]);
  });
});
