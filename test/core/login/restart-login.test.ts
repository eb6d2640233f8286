import { RestartLogin } from '../../../src/core/login/restart-login.use-case';
import { FakeNavigation } from '../../support/fakes';

describe('a login step opened without its attempt', () => {
  it('starts again at /login, in place of the page (the use case moves the page, not the screen)', () => {
    const navigation = new FakeNavigation();
    navigation.path = '/login/otp';
    new RestartLogin(navigation).execute();
    expect(navigation.history).toEqual(['/login']);
    expect(navigation.path).toBe('/login');
  });
});
