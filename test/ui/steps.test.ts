import { stepOf } from '../../src/ui/shell/steps';
import { PAGES, type Page } from '../../src/core/pages';

describe('the step indicator’s table', () => {
  it('reads "Step n of total: label" for each journey page, and nothing elsewhere', () => {
    expect(stepOf('/one-time-payment/payment-method')).toEqual({ n: 2, total: 4, label: 'Payment method' });
    expect(stepOf('/one-time-payment/paynow')).toEqual({ n: 4, total: 4, label: 'Pay' });
    expect(stepOf('/recurring-credit-card/review')).toEqual({ n: 3, total: 4, label: 'Review' });
    expect(stepOf('/third-party', 2)).toEqual({ n: 2, total: 3, label: 'About you' });
    for (const path of ['/', '/login', '/one-time-payment/status/successful', '/payment-status/third-party'])
      expect(stepOf(path)).toBeUndefined();
  });

  it('numbers every page with a step within its journey', () => {
    const stepped = Object.values(PAGES).filter((page: Page) => page.step);
    expect(stepped.length).toBeGreaterThan(0);
    for (const page of stepped) {
      const step = stepOf(page.path)!;
      expect([page.path, step.n >= 1 && step.n <= step.total && step.label !== '']).toEqual([page.path, true]);
    }
  });
});
