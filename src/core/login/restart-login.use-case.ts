import type { NavigationPort } from '../ports/navigation.port';
import { PATH } from '../shared/paths';

/**
 * A login step's page opened without its attempt (a reload, a bookmark, Back after the attempt ended): the customer
 * starts again at /login, in place of the page, so Back does not return to it.
 */
export class RestartLogin {
  constructor(private readonly navigation: NavigationPort) {}

  execute(): void {
    this.navigation.go(PATH.login, { replace: true });
  }
}
