import { ApiClient } from '../../../src/core/http/api-client';
import { DataCall } from '../../../src/core/http/data-call';
import { ErrorState } from '../../../src/core/errors/error-state';
import { addMonths } from '../../../src/core/shared/sg-date';
import {
  dueByHand,
  dueView,
  firstCardDeduction,
  firstDueOnOrAfter,
  isPast,
} from '../../../src/core/recurring/due-dates';
import { LoadRecurringPolicies } from '../../../src/core/recurring/load-recurring-policies.use-case';
import { RECURRING_PATHS } from '../../../src/core/api/recurring.contract';
import { envelopeReply, FakeClock, FakeHttp } from '../../support/fakes';
import { recurringWorld } from './recurring-builders';

const DAY = 24 * 60 * 60 * 1000;
/** 22 Nov 2026, 10:00 in Singapore (02:00 UTC): FakeClock's start. */
const clock = () => new FakeClock();

describe('recurring due dates, in Singapore', () => {
  it('leaves to be paid by hand an unpaid premium due before the first deduction, never one it takes', () => {
    const now = clock().now(); // 22 Nov 2026
    const due = { amountCents: 245_30, dueDate: '2026-11-01', coverUntil: '2026-12-01' };
    expect(dueByHand(due, '2027-01-01', now)).toBe(due);
    expect(dueByHand({ ...due, dueDate: '2026-12-06' }, '2027-01-01', now)).toEqual({ ...due, dueDate: '2026-12-06' });
    expect(dueByHand({ ...due, dueDate: '2027-01-01' }, '2027-01-01', now)).toBeUndefined();
    expect(dueByHand(undefined, '2027-01-01', now)).toBeUndefined();
  });

  it('before the first deduction is known, leaves to be paid by hand an overdue premium only', () => {
    const now = clock().now();
    const due = { amountCents: 245_30, dueDate: '2026-11-01', coverUntil: '2026-12-01' };
    expect(dueByHand(due, undefined, now)).toBe(due);
    expect(dueByHand({ ...due, dueDate: '2026-11-22' }, undefined, now)).toBeUndefined();
  });

  it('adds months to the same day, or the month’s last day', () => {
    expect(addMonths({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths({ year: 2028, month: 1, day: 31 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addMonths({ year: 2026, month: 11, day: 30 }, 3)).toEqual({ year: 2027, month: 2, day: 28 });
    expect(addMonths({ year: 2026, month: 12, day: 15 }, 12)).toEqual({ year: 2027, month: 12, day: 15 });
  });

  it('counts each due date from the original one, so the 31st comes back where a month has one', () => {
    const due = { year: 2026, month: 1, day: 31 };
    expect(firstDueOnOrAfter(due, 'monthly', { year: 2026, month: 3, day: 1 })).toEqual({
      year: 2026,
      month: 3,
      day: 31,
    });
  });

  it('a future due date is the next premium due, not overdue', () => {
    expect(dueView('2026-12-01', 'monthly', clock().now())).toEqual({ nextDue: '2026-12-01' });
  });

  it('a due date of today is still due today, not overdue', () => {
    expect(dueView('2026-11-22', 'monthly', clock().now())).toEqual({ nextDue: '2026-11-22' });
  });

  it('an overdue premium says so, and the next premium due is the first one from today on', () => {
    expect(dueView('2026-11-01', 'monthly', clock().now())).toEqual({
      nextDue: '2026-12-01',
      overdueSince: '2026-11-01',
    });
    expect(dueView('2026-09-15', 'quarterly', clock().now())).toEqual({
      nextDue: '2026-12-15',
      overdueSince: '2026-09-15',
    });
  });

  it('uses the Singapore date, not UTC: at 00:30 in Singapore the UTC date is still yesterday', () => {
    const c = new FakeClock(Date.UTC(2026, 10, 21, 16, 30)); // 22 Nov 00:30 in Singapore
    expect(dueView('2026-11-21', 'yearly', c.now())).toEqual({ nextDue: '2027-11-21', overdueSince: '2026-11-21' });
    expect(isPast('2026-11-21', c.now())).toBe(true);
    expect(isPast('2026-11-22', c.now())).toBe(false);
  });

  it('moves with the clock: a premium due tomorrow becomes overdue when the day passes', () => {
    const c = clock();
    expect(dueView('2026-11-23', 'monthly', c.now()).overdueSince).toBeUndefined();
    c.advance(2 * DAY);
    expect(dueView('2026-11-23', 'monthly', c.now())).toEqual({ nextDue: '2026-12-23', overdueSince: '2026-11-23' });
  });

  it('a card arrangement’s first deduction is never today or earlier: an overdue policy starts at its next due date', () => {
    const now = clock().now();
    // Due three weeks ago: the first card charge is the next due date, not the past one.
    expect(firstCardDeduction('2026-11-01', 'monthly', now)).toBe('2026-12-01');
    expect(firstCardDeduction('2026-11-22', 'monthly', now)).toBe('2026-12-22');
    expect(firstCardDeduction('2026-11-23', 'monthly', now)).toBe('2026-11-23');
    expect(firstCardDeduction('2026-05-10', 'yearly', now)).toBe('2027-05-10');
    expect(firstCardDeduction('not a date', 'yearly', now)).toBeUndefined();
  });

  it('the policies use case gives the screens the due view as of its clock', () => {
    const c = clock();
    const api = new ApiClient(new FakeHttp(), { apiOrigin: '', requestTimeoutMs: 5000, bearerToken: () => 'tok' });
    const load = new LoadRecurringPolicies(new DataCall(api, new ErrorState(), () => false), c);
    expect(load.dueOf({ nextDueDate: '2026-11-01', frequency: 'monthly' })).toEqual({
      nextDue: '2026-12-01',
      overdueSince: '2026-11-01',
    });
    c.advance(40 * DAY);
    expect(load.dueOf({ nextDueDate: '2026-11-01', frequency: 'monthly' }).nextDue).toBe('2027-01-01');
  });

  it('an outcome never shows a first deduction before today: a past one from the server is left out', async () => {
    const w = recurringWorld();
    const body = (firstDeductionDate: string) => ({
      reference: 'RA-1',
      status: 'successful',
      method: 'card',
      policyNumber: 'L-1',
      productName: 'TermGuard Life',
      premiumCents: 24530,
      frequency: 'monthly',
      cardType: 'visa',
      firstDeductionDate,
    });
    w.http.on(RECURRING_PATHS.arrangementStatus, envelopeReply(body('2026-11-01')));
    const past = await w.outcome.execute('RA-1');
    expect(past.kind === 'ok' && past.data.firstDeductionDate).toBeUndefined();
    w.http.on(RECURRING_PATHS.arrangementStatus, envelopeReply(body('2026-12-01')));
    const future = await w.outcome.execute('RA-1');
    expect(future.kind === 'ok' && future.data.firstDeductionDate).toBe('2026-12-01');
  });
});
