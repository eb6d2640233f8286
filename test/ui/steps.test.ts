import { stepOf } from '../../src/ui/shell/steps';
import { ROUTES } from '../../src/ui/routes';

describe('the step indicator’s table', () => {
  it('reads "Step n of total: label" for each journey page, and nothing elsewhere', () => {
    expect(stepOf('/one-time-payment/payment-method')).toEqual({ n: 2, total: 4, label: 'Payment method' });
    expect(stepOf('/one-time-payment/paynow')).toEqual({ n: 4, total: 4, label: 'Pay' });
    expect(stepOf('/recurring-credit-card/review')).toEqual({ n: 3, total: 4, label: 'Review' });
    expect(stepOf('/third-party', 2)).toEqual({ n: 2, total: 3, label: 'About you' });
    for (const path of ['/', '/login', '/one-time-payment/status/successful', '/payment-status/third-party'])
      expect(stepOf(path)).toBeUndefined();
  });

  it('names only real routes, each step within its journey', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const path of [
      '/one-time-payment',
      '/one-time-payment/acceptance-code',
      '/third-party/one-time-payment',
      '/third-party/one-time-payment/source-of-funds',
      '/third-party/source-of-funds',
      '/recurring-page',
      '/recurring-giro',
      '/recurring-giro/select-bank',
      '/recurring-arrangements/giro/review',
      '/recurring-credit-card',
      '/recurring-credit-card/select-card-type',
    ]) {
      expect(paths.has(path)).toBe(true);
      const step = stepOf(path)!;
      expect(step.n).toBeGreaterThanOrEqual(1);
      expect(step.n).toBeLessThanOrEqual(step.total);
      expect(step.label).not.toBe('');
    }
  });
});
