import type { NavigationPort } from '../ports/navigation.port';
import { closeActions } from './catalogue';
import type { ErrorState } from './error-state';
import { PATH } from '../shared/paths';

/** Closing the error dialog: the catalogue's close actions, in the spec's order (see closeActions). */
export class CloseErrorDialog {
  private closing = false;

  constructor(
    private readonly errors: ErrorState,
    private readonly logout: { execute(): Promise<void> },
    private readonly navigation: NavigationPort,
  ) {}

  async execute(): Promise<void> {
    if (this.closing) return; // a double click closes once
    this.closing = true;
    const error = this.errors.store.getSnapshot();
    try {
      for (const action of closeActions(error)) {
        if (action === 'reset') this.errors.handleReset();
        else if (action === 'logout') await this.logout.execute();
        else if (action === 'back') this.navigation.back();
        else if (action === 'recurring-giro') this.navigation.go(PATH.giro);
        else error.callback?.();
      }
    } finally {
      // A throwing callback is a bug and propagates, but must not leave the dialog stuck open.
      if (this.errors.store.getSnapshot() === error) this.errors.handleReset();
      this.closing = false;
    }
  }
}
