import type { Channel } from '../shell/channel';
import type { LoginJourney } from './login-journey';
import type { AuthMethodOption } from '../api/login.contract';

export interface AuthMethodChoice {
  methods: readonly AuthMethodOption[];
  /** Singpass was offered but is left out: it must not load inside the mobile app's webview (docs/api.md). */
  singpassHiddenInApp: boolean;
}

/** /login/auth-method: the ways this customer can prove it is them, as the server offered them. */
export class ListAuthMethods {
  constructor(
    private readonly journey: LoginJourney,
    private readonly channel: Channel,
  ) {}

  /** null when there is no login attempt (a reload, a bookmark): the screen sends the customer to /login. */
  execute(): AuthMethodChoice | null {
    const { loginId, methods } = this.journey.snapshot;
    if (!loginId) return null;
    const inApp = this.channel.inNativeWebview;
    const offersSingpass = methods.some((m) => m.method === 'SINGPASS');
    return {
      methods: inApp ? methods.filter((m) => m.method !== 'SINGPASS') : methods,
      singpassHiddenInApp: inApp && offersSingpass,
    };
  }
}
