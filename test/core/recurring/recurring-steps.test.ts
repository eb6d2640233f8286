import { RECURRING_PATHS } from '../../../src/core/api/recurring.contract';
import { checkHolderName } from '../../../src/core/recurring/enter-giro-account.use-case';
import { LIST_REUSED_FOR_MS } from '../../../src/core/recurring/load-recurring-policies.use-case';
import { envelopeReply } from '../../support/fakes';
import { flush, recurringPolicy, recurringWorld } from './recurring-builders';

describe('choosing a policy and a method', () => {
  it('GIRO goes to /recurring-giro, card to the card type; a premium above the card limit cannot go on a card', () => {
    const w = recurringWorld();
    expect(w.choosePolicy.execute(recurringPolicy(), 'giro')).toEqual({ ok: true });
    expect(w.choosePolicy.execute(recurringPolicy(), 'card')).toEqual({ ok: true });
    expect(w.navigation.history).toEqual(['/recurring-giro', '/recurring-credit-card/select-card-type']);
    expect(w.choosePolicy.execute(recurringPolicy({ premiumCents: 62_500_00 }), 'card')).toEqual({
      ok: false,
      error: 'cardAboveLimit',
    });
    expect(w.choosePolicy.execute(undefined, 'giro')).toEqual({ ok: false, error: 'noPolicy' });
    expect(w.choosePolicy.execute(recurringPolicy(), undefined)).toEqual({ ok: false, error: 'noMethod' });
    expect(w.navigation.history).toHaveLength(2); // a refusal stays on the page
  });
});

describe('the GIRO account step', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['Tan Wei Ming 2', 'characters'],
    ['<b>Tan</b>', 'characters'],
    ['A'.repeat(141), 'tooLong'],
  ])('"%s" is %s', (name, error) => expect(checkHolderName(name)).toBe(error));

  it.each(['Tan Wei Ming', 'Nur Aisyah binte Abdullah', "O'Brien-Lee, Mary (Mrs)", 'Rajesh s/o Kumar'])(
    'accepts %s',
    (name) => expect(checkHolderName(name)).toBeUndefined(),
  );

  it('needs the policy and the declaration; every error is given at once', () => {
    const w = recurringWorld();
    expect(w.enterGiro.execute({ policy: undefined, accountHolderName: '', ownAccountDeclared: false })).toEqual({
      ok: false,
      errors: { policy: 'required', accountHolderName: 'required', ownAccountDeclared: 'required' },
    });
    expect(w.draft.snapshot).toEqual({});
    expect(w.navigation.history).toEqual([]);
  });

  it('keeps the name, tidied, and goes on to the bank', () => {
    const w = recurringWorld();
    expect(
      w.enterGiro.execute({
        policy: recurringPolicy(),
        accountHolderName: '  Tan   Wei Ming ',
        ownAccountDeclared: true,
      }),
    ).toEqual({ ok: true });
    expect(w.navigation.history).toEqual(['/recurring-giro/select-bank']);
    expect(w.draft.snapshot).toMatchObject({
      method: 'giro',
      giro: { accountHolderName: 'Tan Wei Ming', ownAccountDeclared: true },
    });
  });
});

describe('the bank step', () => {
  it('loads the schedule of the draft’s policy and keeps the bank with its first deduction', async () => {
    const w = recurringWorld();
    w.enterGiro.execute({ policy: recurringPolicy(), accountHolderName: 'Tan Wei Ming', ownAccountDeclared: true });
    w.http.on(RECURRING_PATHS.giroSchedule, envelopeReply({ banks: ['DBS', 'UOB'], firstDeductionDate: '2027-01-01' }));
    await expect(w.loadSchedule.execute()).resolves.toEqual({
      status: 'ready',
      schedule: { banks: ['DBS', 'UOB'], firstDeductionDate: '2027-01-01' },
    });
    expect(JSON.parse(w.http.callsTo(RECURRING_PATHS.giroSchedule)[0]!.body!)).toEqual({ policyNumber: 'L-1001-01' });
    expect(w.chooseBank.execute(undefined, '2027-01-01')).toEqual({ ok: false, error: 'noBank' });
    expect(w.navigation.history).toEqual(['/recurring-giro/select-bank']); // no bank: it stays for the error
    expect(w.chooseBank.execute('UOB', '2027-01-01')).toEqual({ ok: true });
    expect(w.navigation.history.at(-1)).toBe('/recurring-arrangements/giro/review');
    expect(w.draft.snapshot.giro).toMatchObject({ bank: 'UOB', firstDeductionDate: '2027-01-01' });
  });

  it('without an account step there is nothing to load and no bank to choose', async () => {
    const w = recurringWorld();
    await expect(w.loadSchedule.execute()).resolves.toEqual({ status: 'noPolicy' });
    expect(w.chooseBank.execute('DBS', '2027-01-01')).toEqual({ ok: false, error: 'noAccount' });
    expect(w.navigation.history).toEqual([]); // the page links to the account step (MissingStep)
    expect(w.http.requests).toHaveLength(0);
  });
});

describe('the card type step', () => {
  it('needs a card draft and a type', () => {
    const w = recurringWorld();
    expect(w.chooseCardType.execute('visa')).toEqual({ ok: false, error: 'noPolicy' });
    expect(w.navigation.history).toEqual(['/recurring-credit-card']); // back to the card journey's start
    w.choosePolicy.execute(recurringPolicy(), 'card');
    expect(w.chooseCardType.execute(undefined)).toEqual({ ok: false, error: 'noCardType' });
    expect(w.navigation.history).toHaveLength(2);
    expect(w.chooseCardType.execute('mastercard')).toEqual({ ok: true });
    expect(w.navigation.history.at(-1)).toBe('/recurring-credit-card/review');
  });
});

describe('the draft survives a refresh', () => {
  it('reads back what was stored, and ignores what is not ours', () => {
    const w = recurringWorld();
    w.enterGiro.execute({ policy: recurringPolicy(), accountHolderName: 'Tan Wei Ming', ownAccountDeclared: true });
    const again = recurringWorld(w.storage);
    expect(again.draft.snapshot).toEqual(w.draft.snapshot);
    w.storage.raw = '{"policy": 42}';
    expect(recurringWorld(w.storage).draft.snapshot).toEqual({});
    w.storage.raw = 'not json';
    expect(recurringWorld(w.storage).draft.snapshot).toEqual({});
  });
});

describe('the policy list on the step after the one that loaded it', () => {
  it('is the list just loaded, not asked again; one older, or none, is asked afresh', async () => {
    const w = recurringWorld();
    w.http.on(RECURRING_PATHS.policies, envelopeReply({ policies: [recurringPolicy()] }));
    await w.policies.recent();
    await w.policies.execute();
    expect(w.http.callsTo(RECURRING_PATHS.policies)).toHaveLength(2);
    w.clock.advance(LIST_REUSED_FOR_MS - 1);
    expect(await w.policies.recent()).toEqual({ status: 'ready', policies: [recurringPolicy()] });
    expect(w.http.callsTo(RECURRING_PATHS.policies)).toHaveLength(2);
    w.clock.advance(1);
    await w.policies.recent();
    expect(w.http.callsTo(RECURRING_PATHS.policies)).toHaveLength(3);
    w.policies.forget(); // a logout
    await w.policies.recent();
    expect(w.http.callsTo(RECURRING_PATHS.policies)).toHaveLength(4);
  });

  it('is asked as a page that shows it starts, and the GIRO account step after it takes that one', async () => {
    const w = recurringWorld();
    w.http.on(RECURRING_PATHS.policies, envelopeReply({ policies: [recurringPolicy()] }));
    w.arrive('/recurring-page');
    // In the same task: the call goes while the shell and the screen render, not after.
    expect(w.http.callsTo(RECURRING_PATHS.policies)).toHaveLength(1);
    await flush();
    w.arrive('/recurring-giro');
    w.arrive('/recurring-giro/select-bank'); // lists nothing
    await flush();
    expect(w.http.callsTo(RECURRING_PATHS.policies)).toHaveLength(1);
    expect(w.policies.store.getSnapshot()).toEqual({ status: 'ready', policies: [recurringPolicy()] });
    // The card's first page and an outcome page ask afresh.
    w.arrive('/recurring-credit-card');
    w.arrive('/recurring-arrangements/giro/status/succesful');
    expect(w.http.callsTo(RECURRING_PATHS.policies)).toHaveLength(3);
  });
});
